/**
 * The one catalogue of error codes: every code of the interface document and DECISIONS.md, with
 * its status. Handlers throw `new ApiError(code, message)`; the error plugin renders the body.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  idempotency_key_required: 400,
  invalid_token: 401,
  insufficient_scope: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  field_not_editable: 409,
  variation_axes_locked: 409,
  sku_taken: 409,
  edited_by_hand: 409,
  invalid_transition: 409,
  category_in_use: 409,
  idempotency_key_in_use: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  price_below_minimum: 422,
  gift_must_not_ship: 422,
  number_of_sets_required: 422,
  ticket_info_required: 422,
  bundle_not_allowed: 422,
  insufficient_stock: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  service_unavailable: 503,
  // Storefront (shoppers' carts and checkout)
  item_unavailable: 409,
  selling_limit_exceeded: 422,
  cart_empty: 422,
  cart_line_limit_exceeded: 422,
  payment_method_mismatch: 422,
  payment_declined: 402,
  // Delivery wishes and gift wrapping (DECISIONS §8)
  delivery_date_unavailable: 422,
  delivery_time_slot_unavailable: 422,
  delivery_date_required: 422,
  delivery_wish_not_allowed: 422,
  gift_wrapping_unavailable: 422,
  // Inflow route links
  inflow_route_code_taken: 409,
  // Trackings
  tracking_number_taken: 409,
  // Receipts (領収書)
  receipt_not_available: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What each code means, for the OpenAPI document (response descriptions and example messages). */
export const ERROR_MEANINGS: Record<ErrorCode, string> = {
  invalid_request: 'The request is malformed or a field is invalid (details name the fields)',
  idempotency_key_required: 'A write needs an Idempotency-Key header',
  invalid_token: 'The token is missing, malformed, expired or revoked',
  insufficient_scope: 'The token lacks a scope this request needs',
  not_found: 'No such resource in this shop',
  method_not_allowed: 'The path exists but not with this method',
  request_timeout: 'The request was not sent in time',
  field_not_editable: 'A field sent cannot be changed here',
  variation_axes_locked: 'Variation axes cannot change after creation',
  sku_taken: 'Another item or variant of the shop has this sku',
  edited_by_hand: 'Shop staff edited this managed item by hand; send managed_by "self" to take it back',
  invalid_transition: 'The resource is not in a state that allows this change',
  category_in_use: 'The category still has items',
  idempotency_key_in_use: 'A request with this Idempotency-Key is still running; retry shortly',
  payload_too_large: 'The body is too large',
  uri_too_long: 'A path segment is too long',
  unsupported_media_type: 'The body has a content type this operation does not take',
  idempotency_key_reused: 'This Idempotency-Key was used with another body',
  price_below_minimum: 'The discounted price is below 50 JPY',
  gift_must_not_ship: 'A gift item never ships',
  number_of_sets_required: 'Ticket kinds need number_of_sets',
  ticket_info_required: 'Ticket kinds need the ticket details',
  bundle_not_allowed: 'Only bundle items take bundle',
  insufficient_stock: 'Not enough stock for this change',
  rate_limited: 'Too many requests; retry after Retry-After seconds',
  headers_too_large: 'The request headers are too large',
  internal_error: 'An unexpected error; the request id helps the operator find it',
  service_unavailable: 'Storage or a gateway is unavailable; retry after Retry-After seconds',
  item_unavailable: 'An item is no longer for sale as the cart holds it',
  selling_limit_exceeded: "More than the item's selling limit per shopper",
  cart_empty: 'The cart is empty',
  payment_method_mismatch: 'The payment method does not fit the total: `free` for a total of 0, and only then',
  cart_line_limit_exceeded: 'The cart holds the most lines it may',
  payment_declined: 'The payment was declined',
  delivery_date_unavailable:
    'The delivery date is not one GET /storefront/v1/delivery_options offers for this destination',
  delivery_time_slot_unavailable:
    "The time slot is not one of the shop's (a code of GET /storefront/v1/delivery_options)",
  delivery_date_required: 'An item of this destination needs a delivery date',
  delivery_wish_not_allowed: 'An item of this destination cannot be delivered on a chosen date or time',
  gift_wrapping_unavailable: 'The shop does not offer gift wrapping',
  inflow_route_code_taken: 'Another inflow route of the shop has this code',
  tracking_number_taken: 'The shipping already has this tracking number with this carrier',
  receipt_not_available: 'A receipt is issued only for a paid or fulfilled order',
};

export interface ErrorDetail {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** 400 invalid_request naming the field, the shape every validation failure takes. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError('invalid_request', `${field}: ${message}`, { details: [{ field, message }] });
}

export function notFound(what: string): ApiError {
  return new ApiError('not_found', `No such ${what}`);
}

/** What fn answers, or the ApiError it refused with (anything else is thrown on). */
export function refusalOf<T>(fn: () => T): T | ApiError {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
}

/** Whether an outcome of many (refusalOf's) was accepted rather than refused. */
export const isAccepted = <T>(outcome: T | ApiError): outcome is T => !(outcome instanceof ApiError);

/** The `error` codes the OAuth endpoints answer (RFC 6749 section 5.2, and 429's rate_limited). */
type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_scope'
  | 'unsupported_grant_type'
  | 'rate_limited'
  | 'server_error'
  | 'temporarily_unavailable';

/**
 * OAuth endpoints answer RFC 6749 bodies `{error, error_description}` instead of the API shape.
 * `error` and `description` are the client's; `detail` is the operator's, logged with the refusal
 * and never sent: what the client must not be told apart (an unknown client from a wrong secret
 * or a disabled client), or what only the server knows (the grant a replayed token revoked).
 */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
    readonly detail?: Readonly<Record<string, string>>,
  ) {
    super(description);
  }
}
