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
  payment_declined: 402,
  // Inflow route links
  inflow_route_code_taken: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

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
