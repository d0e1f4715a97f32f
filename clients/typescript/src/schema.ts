// Generated from the OpenAPI document by `npm run sdk:generate` (openapi-typescript). Do not edit:
// CI regenerates it and fails when it differs.

export interface paths {
    "/v1/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an access token
         * @description Grants: client_credentials; authorization_code (PKCE S256) and refresh_token (rotating). Client authentication: client_secret_basic or client_secret_post. Answers RFC 6749 error bodies.
         */
        post: operations["postOauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a refresh token (RFC 7009)
         * @description Form fields token and optional token_type_hint, with client authentication. Answers 200 with an empty body whether or not the token existed; revoking a refresh token also stops the access tokens of its grant.
         */
        post: operations["postOauthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public signing keys (JWKS)
         * @description The RSA public keys that verify access tokens (RS256), by kid; a rotated-out key stays listed while tokens it signed may still be valid. Cacheable for 5 minutes.
         */
        get: operations["getOauthJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata
         * @description OpenID Connect discovery / RFC 8414 metadata: issuer, endpoints, scopes, grant types and client authentication methods. Cacheable for 5 minutes.
         */
        get: operations["getWellKnownOpenidConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata (RFC 8414 address)
         * @description OpenID Connect discovery / RFC 8414 metadata: issuer, endpoints, scopes, grant types and client authentication methods. Cacheable for 5 minutes.
         */
        get: operations["getWellKnownOauthAuthorizationServer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own shop profile
         * @description The shop the token belongs to: its id, name, storefront address and contact e-mail.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List items
         * @description Item summaries ordered by updated_at, then id (oldest update first). Archived items are excluded unless archived=include|only; status defaults to all. external_ref needs write_items (403 insufficient_scope otherwise). q matches a part of the name, any script, case-insensitively. pagination.total is the exact number of items matching every filter given; with q it is counted among the matches, so its cost grows with the number of matches (not with the shop's size for q of 3+ characters alone).
         */
        get: operations["getItems"];
        put?: never;
        /**
         * Create an item
         * @description Creates an item of any kind (normal, gift, ticket, free_ticket, pre_sale_ticket, bundle; fixed at creation). Not recorded in the item history.
         *     Rules: discounted price floor(amount × (100 − discount_rate) / 100) ≥ 50 JPY (422 price_below_minimum; also each variant, free_ticket exempt); kind gift never ships (422 gift_must_not_ship); ticket kinds need number_of_sets and ticket (422 number_of_sets_required, ticket_info_required); only bundle items take bundle (422 bundle_not_allowed), whose components must be existing non-bundle items of the shop (400 invalid_request naming bundle.components[i].item_id) and whose inventory is null; duplicate sku (items, and variants among themselves) 409 sku_taken; category_id must be a category of the shop (400). external_ref places the item under the calling client's management (managed_by "self").
         *     Optional with defaults: kind (normal), status (active), main_image_orientation (square), delivery_datetime_possibility (nullable), is_shipping (true; false for gift), number_of_sets (1). Variants start with stock 0. Time values without an offset ("YYYY-MM-DD HH:mm[:ss]") are Japan time; with Z or ±hh:mm that exact instant; responses are UTC with Z and can be sent back as they are.
         */
        post: operations["postItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an item
         * @description The full item. managed_by is "self" for the managing client, "other" for any other client, null under manual operation.
         */
        get: operations["getItemsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit an item
         * @description Partial update; every change is recorded in the item history. kind, sku, inventory and variants are 409 field_not_editable, variation_axes 409 variation_axes_locked. The creation rules apply to the merged result. ticket changes only the fields sent; options replace all options. null clears detail_url, discount_title, sell_from, sell_by, selling_limits, shipping_cost and external_ref. managed_by "self" takes the item over (clearing the edited-by-hand mark), null releases it. After shop staff edit a managed item by hand, the managing client's writes of status or archived are 409 edited_by_hand until it sends managed_by "self". Changes to price, discount_rate, tax_rate, status to inactive, archived to true, sell_from/sell_by, options or bundle remove the item from shoppers' carts. Time values without an offset ("YYYY-MM-DD HH:mm[:ss]") are Japan time; with Z or ±hh:mm that exact instant; responses are UTC with Z and can be sent back as they are.
         */
        patch: operations["patchItemsById"];
        trace?: never;
    };
    "/v1/items/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item's edit history
         * @description Every edit (not creation), newest first: who (client id or staff id), when, and each changed field with its old and new value (in API form; managed_by holds client ids; variant changes are named variants.{variantId}[.field]).
         */
        get: operations["getItemsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a variant
         * @description Adds a variant using existing axes and values only (by name or id, one value per axis, a combination no other variant has). price null falls back to the item price. Variant skus are unique within the shop (409 sku_taken).
         */
        post: operations["postItemsByIdVariants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items/{id}/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a variant
         * @description sku, name, price (null falls back to the item price), discount_rate, status. axis_values is 409 variation_axes_locked; inventory is 409 field_not_editable (use the stock endpoint with variant_id). A price, discount or status-to-inactive change removes the item from shoppers' carts.
         */
        patch: operations["patchItemsByIdVariantsByVariantId"];
        trace?: never;
    };
    "/v1/items/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set or adjust an item's or a variant's stock
         * @description Exactly one of inventory (absolute; null = unlimited, items only) or adjustment (non-zero change), optionally with variant_id. Atomic: concurrent adjustments never lose an update. Going below 0 is 422 insufficient_stock; above 1000000000 is 400; a bundle item is 409 field_not_editable. Stock changes are not item-history entries.
         */
        patch: operations["patchItemsByIdStock"];
        trace?: never;
    };
    "/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description Every category of the shop, flat, ordered by sort then id; nest them with parent_id.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category
         * @description parent_id must be a category of this shop (400 invalid_request otherwise). Without sort the category goes last.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a category
         * @description A category of the shop; another shop's category is 404 not_found.
         */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        /**
         * Delete a category
         * @description 409 category_in_use while any item (archived ones included) belongs to it or while it has child categories.
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /**
         * Edit a category
         * @description Partial update of name, parent_id and sort. Moving a category under itself or one of its descendants is 400 invalid_request.
         */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/v1/delivery_companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delivery companies
         * @description The carriers of the shop, for carrier_id when registering a tracking number. Needs read_items or write_shipping.
         */
        get: operations["listDeliveryCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Image bytes
         * @description The bytes of an item image with its stored content type; public (no token), immutable, with an ETag (If-None-Match answers 304).
         */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an item's images
         * @description Ordered by sort then id; the first is the item's main_image.
         */
        get: operations["listItemImages"];
        put?: never;
        /**
         * Upload an item image
         * @description multipart/form-data with one part, `file`: a JPEG, PNG, WebP or GIF of at most 10 MB. The format is read from the file's bytes, not from its declared type or name: anything else is 415 unsupported_media_type and nothing is stored; over 10 MB is 413 payload_too_large. The new image goes last (sort = highest + 1). The item's updated_at moves.
         */
        post: operations["uploadItemImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an item image
         * @description Removes the image and its bytes; its /media URL answers 404 from then on. The item's updated_at moves.
         */
        delete: operations["deleteItemImage"];
        options?: never;
        head?: never;
        /**
         * Reorder an item image
         * @description Sets sort; the lowest sort is the item's main_image. The item's updated_at moves.
         */
        patch: operations["updateItemImage"];
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order headers
         * @description Order headers, oldest updated first, ties by id. Buyer personal data (purchaser) only with read_orders_pii. To sync, start with updated_since=1970-01-01T00:00:00Z and continue with the last entry's updated_at and id (after_id): every order change is seen exactly once per change, in order. pagination.total is the number of the shop's orders with the statuses asked for (all statuses when none), whatever updated_since and after_id: the size of the set the sync cursor walks through. With number, only that order (when it passes the other filters) and a total of 0 or 1.
         */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order with its line items, shippings and amounts
         * @description purchaser and each shipping's recipient are present only with read_orders_pii. Payment references are never returned.
         */
        get: operations["getOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/trackings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a tracking number on a shipping
         * @description Answers 201 with the Tracking object at the top level (not wrapped in data). The carrier must be one of the shop's delivery companies and the shipping must not be cancelled (409 invalid_transition). Moves the order's updated_at. A number the shipping already has with that carrier (compared with spaces and hyphens removed and full-width characters folded, as the carrier reads it: "1234-5678" is "12345678") is not registered twice, also when sent with another Idempotency-Key or at the same time: the answer is 200 with the registration that stands, as it stands (a different delivery_date is not applied: PATCH the tracking), and no event is sent.
         */
        post: operations["postOrdersByIdTrackings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/trackings/{tracking_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct a tracking number
         * @description Changes only the fields sent; answers the Tracking object at the top level. Not possible on a cancelled shipping (409 invalid_transition). A carrier and number that another tracking of the shipping has already is 409 tracking_number_taken.
         */
        patch: operations["patchOrdersByIdTrackingsByTrackingId"];
        trace?: never;
    };
    "/v1/orders/{id}/shippings/{order_shipping_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a shipping to its next status
         * @description unshipped → preparing → shipped → delivered; unshipped or preparing → cancelled. Any other move, including to the current status, is 409 invalid_transition; on a cancelled order only cancelled is allowed. A paid order becomes fulfilled when every shipping that is not cancelled is shipped or delivered; an order whose shippings are all cancelled keeps its status.
         */
        post: operations["postOrdersByIdShippingsByOrderShippingIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Oldest first, ties by id. profile is present only with read_customers_pii (the key is absent otherwise).
         */
        get: operations["getCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description profile is present only with read_customers_pii (the key is absent otherwise).
         */
        get: operations["getCustomersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's orders
         * @description Order list entries, newest placed first. Each entry carries purchaser only when the token also holds read_orders_pii.
         */
        get: operations["getCustomersByIdOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inflow_routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List inflow route links
         * @description Oldest first, ties by id. Listing needs write_inflow_routes, as creating does.
         */
        get: operations["getInflowRoutes"];
        put?: never;
        /**
         * Create an inflow route link
         * @description Answers 201. code is generated (8 characters) when absent; a code the shop already uses is 409 inflow_route_code_taken. url is {base_url}/s/{shop_id}?ir={code}: opening it counts a visit and redirects (302) to the shop's storefront_url with ir={code} added (404 while the shop has not set one); orders whose checkout sends that code as inflow_route_code carry this inflow_route.
         */
        post: operations["postInflowRoutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/shops/{shopId}/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a shopper in with LINE
         * @description Send the shopper's LINE ID token (`id_token`, from LIFF `liff.getIDToken()`, a LINE SDK or LINE Login on the web). It is verified for the shop's LINE Login channel (set with `tenpo shops update --line-channel-id` or in the console): issuer `https://access.line.me`, audience the channel id, not expired, `nonce` equal to the one sent when sent; ES256 tokens against LINE's public keys, HS256 tokens with the channel secret. A token that fails any check is 401 invalid_token; a shop without LINE Login set up answers 404 not_found. At first sign-in the shop's customer is created with the token's `name` (family and given name when it has two parts) and `email` as its profile, and its `picture` as `picture_url` (kept current at later sign-ins). The development credential (`line_user_id`, trusted as sent) works only with STOREFRONT_DEV_LOGIN=true, which production refuses; otherwise it is 404 not_found. Answers a shopper session token (30 days).
         */
        post: operations["postStorefrontShopsByShopIdSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out (the token stops working)
         * @description Needs `Authorization: Shopper <token>` from the session endpoint.
         */
        delete: operations["deleteStorefrontSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in shopper and their profile
         * @description Needs `Authorization: Shopper <token>` from the session endpoint.
         */
        get: operations["getStorefrontMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the shopper's profile (fields sent are replaced)
         * @description Needs `Authorization: Shopper <token>` from the session endpoint.
         */
        patch: operations["patchStorefrontMe"];
        trace?: never;
    };
    "/storefront/v1/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shopper's cart
         * @description Needs `Authorization: Shopper <token>` from the session endpoint. Lines dropped by an item edit appear once under `dropped` with the reason, then are removed.
         */
        get: operations["getStorefrontCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/cart/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an item to the cart
         * @description Needs `Authorization: Shopper <token>` from the session endpoint. The same item, variant and choices add to one line. 404 unknown item; 409 item_unavailable (inactive, archived, outside its selling period); 400 for a variant or choice not of this item or a required option missing; 422 selling_limit_exceeded (earlier orders count), also past 999 units on one line whatever the item's limit; 422 cart_line_limit_exceeded for a line past the cart's 100.
         */
        post: operations["postStorefrontCartLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/cart/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a cart line
         * @description Needs `Authorization: Shopper <token>` from the session endpoint.
         */
        delete: operations["deleteStorefrontCartLinesByLineId"];
        options?: never;
        head?: never;
        /**
         * Change a cart line's quantity
         * @description Needs `Authorization: Shopper <token>` from the session endpoint. At most 999, or the item's selling limit when lower (422 selling_limit_exceeded).
         */
        patch: operations["patchStorefrontCartLinesByLineId"];
        trace?: never;
    };
    "/storefront/v1/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the cart into an order
         * @description Needs `Authorization: Shopper <token>` from the session endpoint. Availability, selling period and limits, stock (no oversell), prices, tax per rate, shipping per destination (the highest shipping cost of its shippable items, else the shop default) are checked and the order recorded; then the payment is charged (the order id is the gateway's idempotency key, so it is never charged twice), and the order is confirmed with the customer counters and inflow route count; the cart is emptied. Any refusal, a declined payment included, leaves no order and keeps the stock and the cart. Send an `Idempotency-Key` header (optional; a UUID v4) so that a retry with the same key and body replays the first answer with `Idempotent-Replay: true` (for 24 hours) instead of finding the cart empty (422 cart_empty); the same key with another body is 422 idempotency_key_reused, and 409 idempotency_key_in_use while the first runs. Lines not listed in any `line_ids` go to the first destination. A gift sends no shippings: the recipient gives the address on accepting. An unknown inflow_route_code is ignored (a stale link must not block a purchase). `payment_token` goes to the payment processor and is never stored. In a shop that takes payments through Stripe, the order waits in init: a card is confirmed in the browser with `payment.client_secret` (and `payment.publishable_key`; 3-D Secure included), a convenience store voucher (`payment.konbini`) or a bank transfer (`payment.bank_transfer`) is paid by `payment.due_at`; Stripe reports the payment and the order becomes paid, or cancelled with its stock returned when declined or overdue. A cart past 100 lines (possible only when two additions raced) is 422 cart_line_limit_exceeded.
         */
        post: operations["postStorefrontCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shopper's orders, newest first
         * @description Needs `Authorization: Shopper <token>` from the session endpoint.
         */
        get: operations["getStorefrontOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the shopper's orders
         * @description Needs `Authorization: Shopper <token>` from the session endpoint.
         */
        get: operations["getStorefrontOrdersByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order (init or paid, nothing shipped, every item cancellable)
         * @description Needs `Authorization: Shopper <token>` from the session endpoint. Stock returns and the customer's counters drop; a paid order is refunded through its payment gateway (Stripe for a shop that takes payments through Stripe), and a payment still awaited (card, convenience store voucher, bank transfer) can no longer be made. 409 invalid_transition otherwise.
         */
        post: operations["postStorefrontOrdersByOrderIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/gifts/{orderId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a gift with one's shipping address
         * @description Needs `Authorization: Shopper <token>` from the session endpoint. Creates the recipient's order (total 0, gift_source_order_id = the gift, status paid) shipping to the address; both orders become gift_status accepted. Only the named recipient (or, when none was named, anyone but the giver) may answer; others get 404. The recipient sees their own details (as purchaser and recipient), the items and the gift's message: nothing of the giver's personal data, not even a name (a giver who wants to be known signs the message); the giver sees the gift accepted, never the recipient's address.
         */
        post: operations["postStorefrontGiftsByOrderIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storefront/v1/gifts/{orderId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a gift
         * @description Needs `Authorization: Shopper <token>` from the session endpoint. The gift order becomes declined and is cancelled (stock back, the giver refunded).
         */
        post: operations["postStorefrontGiftsByOrderIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Every change to orders, shipments, trackings, items, stock, customers and inflow routes, oldest first, in commit order: walk with after = the last id received; a client walking this way while changes are made sees every event once. A token sees the types its scopes cover (orders, shipping, tracking: read_orders; items, stock: read_items; customers: read_customers; inflow routes: write_inflow_routes). data.object is the resource as its endpoint shows it to this token: purchaser, recipient and profile only with read_orders_pii / read_customers_pii. Events are kept 30 days. pagination.total counts the events after the cursor this request can see; offset is always 0 (the cursor is after). Each type's payload is in the webhooks section of this document.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the client's webhook endpoints
         * @description The endpoints this client created (never another client's), oldest first; secrets are not shown.
         */
        get: operations["getWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Deliveries of the topics' events are POSTed to url, signed (Standard Webhooks; see the webhooks section). Answers 201 with the signing secret, shown only here. Deliveries last as long as the access of the token that set the topics: they stop, in every server process at once, when its grant is revoked (by the shop's staff or POST /v1/oauth/revoke), its client is disabled or deleted, or the client secret that obtained a client-credentials token is replaced and its grace has passed; deliveries then queued wait unsent. Each delivery shows the token's scopes narrowed to those its grant (or client) holds when it is sent. An https URL whose host resolves only to public addresses, then and at every delivery (loopback, private, link-local, unique-local, documentation, reserved and other special-purpose addresses of both families are refused; an IPv6 address embedding or translating an IPv4 one, as IPv4-mapped, NAT64, 6to4 or Teredo, is judged as that IPv4 address); no credentials, no fragment. The operator's WEBHOOKS_ALLOW_PRIVATE_URLS=true admits http and any address (development). A refused URL is 400 invalid_request naming url (not stored for the Idempotency-Key: DNS is asked again on a retry).
         */
        post: operations["postWebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description One of this client's endpoints, without its secret; another client's is 404 not_found.
         */
        get: operations["getWebhookEndpointsById"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its deliveries go with it.
         */
        delete: operations["deleteWebhookEndpointsById"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes the fields sent. enabled: true re-enables an endpoint disabled by the service (410 Gone, or failing for 3 days) or whose access ended; its pending deliveries resume. Setting topics or enabled binds the endpoint to this request's token. Deliveries last as long as the access of the token that set the topics: they stop, in every server process at once, when its grant is revoked (by the shop's staff or POST /v1/oauth/revoke), its client is disabled or deleted, or the client secret that obtained a client-credentials token is replaced and its grace has passed; deliveries then queued wait unsent. Each delivery shows the token's scopes narrowed to those its grant (or client) holds when it is sent. On an endpoint the shop's staff disabled, enabled: true is 409 invalid_transition.
         */
        patch: operations["patchWebhookEndpointsById"];
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description Answers the endpoint with its new secret. For 24 hours the old secret keeps signing beside the new one: webhook-signature then carries two v1 signatures, and a receiver verifies with either secret.
         */
        post: operations["postWebhookEndpointsByIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description Newest first, with every attempt (status code, duration, the first 200 characters of the answer) and the next retry time. Retries: after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt. Kept 30 days.
         */
        get: operations["getWebhookEndpointsByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Makes the delivery due now, whatever became of it (succeeded, failed or pending). On a disabled endpoint: 409 invalid_transition.
         */
        post: operations["postWebhookEndpointsByIdDeliveriesByDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import items (upsert by sku)
         * @description Rows are matched by sku: a new sku creates an item (POST /v1/items: its rules, its defaults, its error codes), a known one edits it (PATCH /v1/items/{id}: fields left out stay). Columns are the item's fields, nested ones dotted (sku, kind, inventory, name, category_id, description, price.amount, price.currency, …, cancellation.enabled, ticket.venue_name); sku, kind and inventory are read only when the row creates the item (the stock import changes stock). An empty cell is null where the field takes null, else the field is left out. Variants, options and bundles are not in the file (JSON lines may carry options, bundle and ticket as the item body does). Each created or edited item records its events and history entries as the endpoints do.
         *
         *     The body is the file: `text/csv` with a header row (UTF-8 with or without a BOM; Shift_JIS as Windows writes it with `text/csv; charset=shift_jis`; quoted fields may hold commas, quotes and line breaks) or `application/x-ndjson` (one JSON object per line, UTF-8). At most 100000 rows and 50 MB (413 payload_too_large beyond). A file that cannot be read (not the encoding it says, unbalanced quotes, no header row, a column named twice, a column the import does not take) is 400 before anything is stored; a row that cannot be read or applied is a failed row of the job's results, and the other rows go on. Answers 202 with the job; follow it with GET /v1/jobs/{id} and read each row's outcome with GET /v1/jobs/{id}/results.
         */
        post: operations["postItemsImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stock/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import stock levels
         * @description Columns sku (an item's or a variant's) and inventory (absolute; empty is unlimited, items only) or adjustment (a change, as PATCH /v1/items/{id}/stock takes it: never lost beside concurrent orders). Each row is that endpoint's change, with its rules, errors and stock events.
         *
         *     The body is the file: `text/csv` with a header row (UTF-8 with or without a BOM; Shift_JIS as Windows writes it with `text/csv; charset=shift_jis`; quoted fields may hold commas, quotes and line breaks) or `application/x-ndjson` (one JSON object per line, UTF-8). At most 100000 rows and 50 MB (413 payload_too_large beyond). A file that cannot be read (not the encoding it says, unbalanced quotes, no header row, a column named twice, a column the import does not take) is 400 before anything is stored; a row that cannot be read or applied is a failed row of the job's results, and the other rows go on. Answers 202 with the job; follow it with GET /v1/jobs/{id} and read each row's outcome with GET /v1/jobs/{id}/results.
         */
        post: operations["postStockImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/trackings/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import tracking numbers
         * @description Each row registers a tracking number on a shipping as POST /v1/orders/{id}/trackings does (a number the shipping has already is unchanged), after checking that it is one of its carrier's: Yamato's are 12 digits with a check digit (the first 11 modulo 7). format=yamato_b2 reads B2 Cloud's shipping history: お客様管理番号 (the order number, and the shipping's place when it is not the first: 1001-2, as the label file writes it), 伝票番号 (the number) and お届け予定日.
         *
         *     The body is the file: `text/csv` with a header row (UTF-8 with or without a BOM; Shift_JIS as Windows writes it with `text/csv; charset=shift_jis`; quoted fields may hold commas, quotes and line breaks) or `application/x-ndjson` (one JSON object per line, UTF-8). At most 100000 rows and 50 MB (413 payload_too_large beyond). A file that cannot be read (not the encoding it says, unbalanced quotes, no header row, a column named twice, a column the import does not take) is 400 before anything is stored; a row that cannot be read or applied is a failed row of the job's results, and the other rows go on. Answers 202 with the job; follow it with GET /v1/jobs/{id} and read each row's outcome with GET /v1/jobs/{id}/results.
         */
        post: operations["postTrackingsImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shippings/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a carrier label file
         * @description The shippings awaiting shipment (of paid orders, and of cash-on-delivery orders) in the carrier's upload layout: for Yamato B2 Cloud the invoice type (0, or 2 for cash on delivery with its amount), today's shipping date, the delivery date and time-slot code, the recipient, the shop as sender (its name), the first item's name and the order number in お客様管理番号; Shift_JIS, CRLF. Needs read_orders_pii beside write_shipping (the file holds addresses), and so does reading the file.
         */
        post: operations["postShippingsExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export items
         * @description Every item that is not archived, with the columns an items import takes (sku, kind, inventory, name, category_id, description, price.amount, price.currency, tax_rate, discount_rate, discount_title, status, main_image_orientation, sell_from, sell_by, selling_limits, shipping_date_estimate, is_shipping, shipping_cost.amount, shipping_cost.currency, share_button_enabled, delivery_datetime_possibility, restock_notification, number_of_sets, cancellation.enabled, cancellation.cancel_by, detail_url): importing the file back changes nothing. format csv (default; a header row) or ndjson; encoding utf-8 (default) or shift_jis (CSV only). Answers 202 with the job; its file is GET /v1/jobs/{id}/file once it succeeded.
         */
        post: operations["postItemsExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export orders
         * @description Order headers (as GET /v1/orders lists them) by updated_at, optionally updated_since and of the statuses given; the purchaser's personal data only when the token holds read_orders_pii (and reading the file then needs it too). format csv (default; a header row) or ndjson; encoding utf-8 (default) or shift_jis (CSV only). Answers 202 with the job; its file is GET /v1/jobs/{id}/file once it succeeded.
         */
        post: operations["postOrdersExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a job
         * @description The job's status and row counts; rows.processed grows while it runs. It needs the scope its type needs (an items import write_items, an items export read_items, an orders export read_orders); kept 7 days after it finished.
         */
        get: operations["getJobsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import's per-row results
         * @description application/x-ndjson: one line per input row done so far, `{row, status: created|updated|unchanged|failed, id, sku, errors: [{field, code, message}]}`, rows counted from 1 after the header; a failed row carries the error code the single-item endpoint answers for it. failed_first=true lists the failed rows first.
         */
        get: operations["getJobsByIdResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export's file
         * @description The file of an export that succeeded (409 invalid_transition before; 404 for an import). CSV as text/csv with its charset, JSON lines as application/x-ndjson.
         */
        get: operations["getJobsByIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.created event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_order_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.paid event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_order_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cancelled event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_order_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.fulfilled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.fulfilled event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_order_fulfilled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.gift_accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.gift_accepted event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_order_gift_accepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.gift_declined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.gift_declined event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_order_gift_declined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipping.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipping.status_changed event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_shipping_status_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tracking.registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * tracking.registered event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_tracking_registered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tracking.corrected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * tracking.corrected event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_tracking_corrected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "item.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * item.created event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_item_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "item.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * item.updated event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_item_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "item.archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * item.archived event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_item_archived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "stock.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * stock.changed event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_stock_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "stock.out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * stock.out event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_stock_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.created event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_customer_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.updated event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_customer_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "inflow_route.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * inflow_route.created event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_inflow_route_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "job.finished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * job.finished event
         * @description Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
         *     the headers `webhook-id` (the event id, the same on every retry: use it to ignore repeats), `webhook-timestamp`
         *     (seconds since the epoch, when this attempt was signed) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` under the key of the endpoint's secret (`whsec_` and the base64 of the key).
         *     During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
         *     Verify with the `standardwebhooks` library (`new Webhook(secret).verify(body, headers)`), on the raw body, and
         *     reject a timestamp more than 5 minutes away from your clock.
         *
         *     Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt;
         *     `410 Gone` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
         *     shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
         *     up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
         *     token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
         *     personal data once the grant lacks the `*_pii` scope). Delivery is at least once, and events of one shop are sent in
         *     commit order but may arrive out of order when retried: order by the event's position in `GET /v1/events` if it
         *     matters.
         */
        post: operations["webhook_job_finished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Cart: {
            id: string;
            lines: components["schemas"]["CartLine"][];
            /** @description Lines removed because the shop edited the item; listed once, then gone */
            dropped: {
                id: string;
                item_id: string;
                variant_id: string | null;
                name: string;
                quantity: number;
                reason: string;
            }[];
            subtotal: components["schemas"]["MoneySum"];
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
        };
        CartLine: {
            id: string;
            item_id: string;
            variant_id: string | null;
            sku: string;
            name: string;
            variant_name: string | null;
            kind: string;
            options: {
                option_id: string;
                label: string;
                choice_id: string;
                text: string;
                price: components["schemas"]["Money"];
            }[];
            quantity: number;
            /** @description List price of one unit (variant price, else item price), before discount */
            unit_price: components["schemas"]["Money"];
            discount_rate: number;
            tax_rate: number;
            /** @description (floor(unit_price × (100 − discount_rate) / 100) + option prices) × quantity */
            subtotal: components["schemas"]["MoneySum"];
            available: boolean;
            /** @description Why checkout would refuse this line now */
            unavailable_reason: string | null;
        };
        Category: {
            id: string;
            /** @description 1-64 characters */
            name: string;
            /** @description The parent category, or null for a top-level category */
            parent_id: string | null;
            /** @description Display order, ascending (ties by id) */
            sort: number;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
        };
        Customer: {
            id: string;
            /** @description The LINE user id the customer shops with */
            line_user_id: string;
            /** @description Tags set by shop staff */
            tags: string[];
            order_count: number;
            /** @description Sum of the totals of the orders not cancelled; stops at 9,007,199,254,740,991 (2^53 − 1), which it then keeps */
            total_spent: components["schemas"]["MoneySum"];
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
            profile?: components["schemas"]["CustomerProfile"];
        };
        /** @description A customer was created (the customer as GET /v1/customers/{id} shows it). Visible with read_customers. Personal data inside the object only for clients holding read_customers_pii. */
        CustomerCreatedEvent: {
            id: string;
            /** @enum {string} */
            type: "customer.created";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Customer"];
            };
        };
        /** @description Personal data: present only when the token holds read_customers_pii; otherwise the key is absent. */
        CustomerProfile: {
            last_name: string;
            first_name: string;
            tel: string;
            email: string;
            postal_code: string;
            address: string;
            /** @description As the customer gave it (female, male, other, or "" when not given) */
            gender: string;
        };
        /** @description A customer changed (tags, profile, order count). Visible with read_customers. Personal data inside the object only for clients holding read_customers_pii. */
        CustomerUpdatedEvent: {
            id: string;
            /** @enum {string} */
            type: "customer.updated";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Customer"];
            };
        };
        DeliveryCompany: {
            /** @description The carrier_id of a tracking registration */
            id: string;
            /** @description Stable short code, unique in the shop (yamato, sagawa, japanpost, …) */
            code: string;
            name: string;
            /** @description Tracking page URL with {tracking_number} where the number goes; "" when the carrier has none */
            tracking_url_template: string;
        };
        /** @description Every error on a resource endpoint. Validation errors add details (at most 100 entries; when a request has more problems, details_total counts them all, so `details_total ?? details.length` is the number of problems). */
        Error: {
            error: {
                /** @description Stable machine-readable code */
                code: string;
                /** @description Human-readable explanation */
                message: string;
                /** @description Same as the X-Request-Id header */
                request_id: string;
                /** @description Validation errors: one entry per problem, at most 100 */
                details?: {
                    field: string;
                    message: string;
                }[];
                /** @description Only when there were more than 100 problems: how many there were (details lists the first 100) */
                details_total?: number;
            };
        };
        Event: {
            /** @description evt_…; the webhook-id header of its deliveries. The event ids of a shop sort in commit order (a receiver orders concurrent deliveries by it) */
            id: string;
            /** @enum {string} */
            type: "order.created" | "order.paid" | "order.cancelled" | "order.fulfilled" | "order.gift_accepted" | "order.gift_declined" | "shipping.status_changed" | "tracking.registered" | "tracking.corrected" | "item.created" | "item.updated" | "item.archived" | "stock.changed" | "stock.out" | "customer.created" | "customer.updated" | "inflow_route.created" | "job.finished";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                /** @description The resource as its endpoint shows it to this client (see the webhooks section for each type) */
                object: unknown;
            };
        };
        InflowRoute: {
            id: string;
            /** @description Unique in the shop; appears in the link URL */
            code: string;
            name: string;
            /** @description The link to share: {base_url}/s/{shop_id}?ir={code}. Opening it redirects (302) to the shop's storefront URL with ir={code} added; orders whose checkout sends that code carry this inflow_route */
            url: string;
            /** @description Orders placed through the link */
            order_count: number;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
        };
        /** @description An inflow route link was created. Visible with write_inflow_routes. */
        InflowRouteCreatedEvent: {
            id: string;
            /** @enum {string} */
            type: "inflow_route.created";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["InflowRoute"];
            };
        };
        Item: {
            id: string;
            sku: string;
            name: string;
            /** @enum {string} */
            status: "active" | "inactive";
            kind: string;
            price: components["schemas"]["Money"];
            /** @description null is unlimited; always null for bundles (see bundle.available_stock) */
            inventory: number | null;
            /** @description true for kind gift */
            for_gift: boolean;
            category_id: string;
            /** @description URL of the image with the lowest sort; "" until the item has one */
            main_image: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
            sell_from: string | null;
            sell_by: string | null;
            external_ref: string | null;
            /** @description self: under the calling client's management; other: under another client's; null: manual operation */
            managed_by: ("self" | "other") | null;
            archived: boolean;
            description: string;
            shipping_cost: components["schemas"]["Money"] | null;
            detail_url: string | null;
            /**
             * @description Optional on create, default square.
             * @enum {string}
             */
            main_image_orientation: "landscape" | "portrait" | "square";
            restock_notification: boolean;
            cancellation: {
                enabled: boolean;
                cancel_by: string;
            };
            /** @description null for kinds other than ticket, free_ticket and pre_sale_ticket */
            ticket: components["schemas"]["Ticket"] | null;
            /** @description null for kinds other than bundle */
            bundle: {
                components: {
                    item_id: string;
                    quantity: number;
                    selection_type: string;
                }[];
                /** @description Derived: the fewest whole bundles the components' stock allows (min of inventory ÷ quantity); null when every component is unlimited */
                available_stock: number | null;
            } | null;
            tax_rate: number;
            discount_rate: number;
            /**
             * @description Whether shoppers may (nullable), must (required) or cannot (not_available) pick a delivery date and time. Optional on create, default nullable.
             * @enum {string}
             */
            delivery_datetime_possibility: "nullable" | "required" | "not_available";
            shipping_date_estimate: string;
            selling_limits: number | null;
            discount_title: string | null;
            is_shipping: boolean;
            share_button_enabled: boolean;
            number_of_sets: number;
            category_name: string;
            images: {
                id: string;
                url: string;
                sort: number;
            }[];
            variation_axes: {
                id: string;
                name: string;
                values: {
                    id: string;
                    name: string;
                }[];
            }[];
            variants: components["schemas"]["Variant"][];
            options: components["schemas"]["Option"][];
        };
        /** @description An item was archived. Visible with read_items. */
        ItemArchivedEvent: {
            id: string;
            /** @enum {string} */
            type: "item.archived";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Item"];
            };
        };
        /** @description An item was created (the item as GET /v1/items/{id} shows it). Visible with read_items. */
        ItemCreatedEvent: {
            id: string;
            /** @enum {string} */
            type: "item.created";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Item"];
            };
        };
        ItemHistoryEntry: {
            id: string;
            item_id: string;
            actor: {
                /** @enum {string} */
                type: "client" | "staff";
                /** @description Client id or staff id */
                id: string;
            };
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            changes: {
                field: string;
                old: unknown;
                new: unknown;
            }[];
        };
        ItemImage: {
            id: string;
            /** @description Public URL of the bytes, {base_url}/media/{id}; no auth, cacheable forever */
            url: string;
            /** @description Ascending; the lowest is the item's main_image (ties by id) */
            sort: number;
        };
        ItemSummary: {
            id: string;
            sku: string;
            name: string;
            /** @enum {string} */
            status: "active" | "inactive";
            kind: string;
            price: components["schemas"]["Money"];
            /** @description null is unlimited; always null for bundles (see bundle.available_stock) */
            inventory: number | null;
            /** @description true for kind gift */
            for_gift: boolean;
            category_id: string;
            /** @description URL of the image with the lowest sort; "" until the item has one */
            main_image: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
            sell_from: string | null;
            sell_by: string | null;
            external_ref: string | null;
            /** @description self: under the calling client's management; other: under another client's; null: manual operation */
            managed_by: ("self" | "other") | null;
            archived: boolean;
        };
        /** @description An item was edited. Visible with read_items. */
        ItemUpdatedEvent: {
            id: string;
            /** @enum {string} */
            type: "item.updated";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Item"];
            };
        };
        Job: {
            /** @description job_… */
            id: string;
            /** @enum {string} */
            type: "items_import" | "stock_import" | "trackings_import" | "items_export" | "orders_export" | "shippings_export";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            /** @description An import that checks every row and writes nothing */
            dry_run: boolean;
            rows: {
                /** @description The input file's rows (after the header); an export's rows once it finished */
                total: number;
                /** @description Rows done so far: the progress while the job runs */
                processed: number;
                created: number;
                updated: number;
                unchanged: number;
                failed: number;
            };
            /** @description Why a failed job failed as a whole (rows that fail are in its results, not here) */
            error: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            started_at: string | null;
            finished_at: string | null;
        };
        /** @description An import or export job finished (succeeded or failed; the job as GET /v1/jobs/{id} shows it). Visible with read_items or write_items or read_orders or write_shipping. */
        JobFinishedEvent: {
            id: string;
            /** @enum {string} */
            type: "job.finished";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Job"];
            };
        };
        /** @description Money: integer amount and currency */
        Money: {
            /** @description Integer amount in the currency unit (JPY has no minor unit) */
            amount: number;
            /** @enum {string} */
            currency: "JPY";
        };
        /** @description Money that is a sum: integer amount and currency */
        MoneySum: {
            /** @description Integer amount in the currency unit; a sum, so above the 1,000,000,000 of one price, but always an exact JSON number (at most 2^53 − 1) */
            amount: number;
            /** @enum {string} */
            currency: "JPY";
        };
        /** @description invalid_request, invalid_grant, invalid_scope or unsupported_grant_type (RFC 6749 section 5.2) */
        OAuthError: {
            error: string;
            error_description: string;
        };
        Option: {
            id: string;
            type: string;
            label: string;
            description: string;
            required: boolean;
            price: components["schemas"]["Money"];
            choices: {
                id: string;
                text: string;
                price: components["schemas"]["Money"];
            }[];
        };
        Order: {
            id: string;
            /** @description The order's short number in its shop (1001, 1002, … in the order orders were placed; shown as #1001 to staff and shoppers). Unique per shop. */
            number: number;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            ordered_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
            /**
             * @description init (awaiting payment) → paid → fulfilled; init or paid → cancelled
             * @enum {string}
             */
            status: "init" | "paid" | "fulfilled" | "cancelled";
            /** @description credit_card, bank_transfer, convenience_store, cash_on_delivery, line_pay or free */
            payment_method: string;
            total: components["schemas"]["MoneySum"];
            is_subscription: boolean;
            /** @description The inflow route link the order was placed through; null when it came through none */
            inflow_route: {
                id: string;
                code: string;
                name: string;
            } | null;
            /** @description none, pending, accepted or declined */
            gift_status: string;
            /** @description "" when the order did not come from a gift */
            gift_source_order_id: string;
            purchaser?: components["schemas"]["Purchaser"];
            line_items: components["schemas"]["OrderLine"][];
            shippings: components["schemas"]["Shipping"][];
            amounts: components["schemas"]["OrderAmounts"];
        };
        OrderAmounts: {
            subtotal: components["schemas"]["MoneySum"];
            shipping_total: components["schemas"]["MoneySum"];
            discount_total: components["schemas"]["MoneySum"];
            /** @description Consumption tax included in the total, one entry per rate (8 and 10) */
            tax: {
                /** @description percent */
                rate: number;
                amount: components["schemas"]["MoneySum"];
            }[];
            total: components["schemas"]["MoneySum"];
        };
        /** @description An order was cancelled (stock returned, refunded when it was paid). Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        OrderCancelledEvent: {
            id: string;
            /** @enum {string} */
            type: "order.cancelled";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Order"];
            };
        };
        /** @description An order was placed (the order as GET /v1/orders/{id} shows it). Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        OrderCreatedEvent: {
            id: string;
            /** @enum {string} */
            type: "order.created";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Order"];
            };
        };
        /** @description Every shipping of a paid order that is not cancelled has shipped or been delivered. Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        OrderFulfilledEvent: {
            id: string;
            /** @enum {string} */
            type: "order.fulfilled";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Order"];
            };
        };
        /** @description The recipient of a gift order accepted it. Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        OrderGiftAcceptedEvent: {
            id: string;
            /** @enum {string} */
            type: "order.gift_accepted";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Order"];
            };
        };
        /** @description The recipient of a gift order declined it. Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        OrderGiftDeclinedEvent: {
            id: string;
            /** @enum {string} */
            type: "order.gift_declined";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Order"];
            };
        };
        OrderLine: {
            id: string;
            item_id: string;
            variant_id: string | null;
            sku: string;
            name: string;
            kind: string;
            quantity: number;
            unit_price: components["schemas"]["Money"];
            /** @description percent */
            discount_rate: number;
            /** @description percent: 0, 8 or 10 */
            tax_rate: number;
            /** @description Option choices the shopper picked */
            options: {
                option_id: string;
                label: string;
                choice_id: string;
                text: string;
                price: components["schemas"]["Money"];
            }[];
            subtotal: components["schemas"]["MoneySum"];
        };
        /** @description An order moved from init to paid (payment confirmed or recorded by staff). Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        OrderPaidEvent: {
            id: string;
            /** @enum {string} */
            type: "order.paid";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Order"];
            };
        };
        OrderSummary: {
            id: string;
            /** @description The order's short number in its shop (1001, 1002, … in the order orders were placed; shown as #1001 to staff and shoppers). Unique per shop. */
            number: number;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            ordered_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
            /**
             * @description init (awaiting payment) → paid → fulfilled; init or paid → cancelled
             * @enum {string}
             */
            status: "init" | "paid" | "fulfilled" | "cancelled";
            /** @description credit_card, bank_transfer, convenience_store, cash_on_delivery, line_pay or free */
            payment_method: string;
            total: components["schemas"]["MoneySum"];
            is_subscription: boolean;
            /** @description The inflow route link the order was placed through; null when it came through none */
            inflow_route: {
                id: string;
                code: string;
                name: string;
            } | null;
            /** @description none, pending, accepted or declined */
            gift_status: string;
            /** @description "" when the order did not come from a gift */
            gift_source_order_id: string;
            purchaser?: components["schemas"]["Purchaser"];
        };
        Pagination: {
            /** @description The limit applied */
            limit: number;
            /** @description The offset applied */
            offset: number;
            /** @description How many entries match in all */
            total: number;
        };
        /** @description Personal data: present only when the token holds read_orders_pii; otherwise the key is absent. */
        Purchaser: {
            last_name: string;
            first_name: string;
            tel: string;
            email: string;
            postal_code: string;
            address: string;
        };
        /** @description Personal data: present only when the token holds read_orders_pii; otherwise the key is absent. */
        Recipient: {
            last_name: string;
            first_name: string;
            tel: string;
            postal_code: string;
            address: string;
        };
        Shipping: {
            order_shipping_id: string;
            /**
             * @description unshipped → preparing → shipped → delivered; unshipped or preparing → cancelled
             * @enum {string}
             */
            status: "unshipped" | "preparing" | "shipped" | "delivered" | "cancelled";
            /** @description null until a carrier is chosen */
            carrier_id: string | null;
            shipping_cost: components["schemas"]["Money"];
            /** @description Requested delivery day; null when none */
            delivery_date: string | null;
            /** @description Requested time slot (e.g. "14-16"); null when none */
            delivery_time_slot: string | null;
            trackings: components["schemas"]["Tracking"][];
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
            recipient?: components["schemas"]["Recipient"];
        };
        /** @description A shipping moved to another status (the shipping as the status endpoint answers it). Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        ShippingStatusChangedEvent: {
            id: string;
            /** @enum {string} */
            type: "shipping.status_changed";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Shipping"];
            };
        };
        Shop: {
            id: string;
            name: string;
            url: string;
            contact_email: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
        };
        Shopper: {
            id: string;
            line_user_id: string;
            order_count: number;
            /** @description Sum of the totals of the orders not cancelled; stops at 9,007,199,254,740,991 (2^53 − 1), which it then keeps */
            total_spent: components["schemas"]["MoneySum"];
            profile: components["schemas"]["ShopperProfile"];
            /** @description The LINE profile picture from the shopper's last LINE sign-in (the ID token's `picture`); "" when none */
            picture_url: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
        };
        ShopperOrder: {
            id: string;
            /** @description The order's number in the shop, shown as #1001 */
            number: number;
            /** @description init, paid, fulfilled or cancelled */
            status: string;
            payment_method: string;
            payment: components["schemas"]["ShopperPayment"];
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            ordered_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            updated_at: string;
            /** @description none, pending, accepted or declined */
            gift_status: string;
            gift_source_order_id: string;
            gift: {
                recipient_line_user_id: string | null;
                message: string;
                accepted_order_id: string | null;
            } | null;
            purchaser: components["schemas"]["ShopperPurchaser"];
            line_items: {
                id: string;
                item_id: string;
                variant_id: string | null;
                sku: string;
                name: string;
                kind: string;
                quantity: number;
                unit_price: components["schemas"]["Money"];
                discount_rate: number;
                tax_rate: number;
                options: {
                    option_id: string;
                    label: string;
                    choice_id: string;
                    text: string;
                    price: components["schemas"]["Money"];
                }[];
                subtotal: components["schemas"]["MoneySum"];
                order_shipping_id: string | null;
            }[];
            shippings: {
                order_shipping_id: string;
                status: string;
                carrier_id: string | null;
                shipping_cost: components["schemas"]["Money"];
                delivery_date: string | null;
                delivery_time_slot: string | null;
                recipient: components["schemas"]["ShopperRecipient"];
                trackings: {
                    tracking_id: string;
                    carrier_id: string;
                    tracking_number: string;
                    delivery_date: string | null;
                }[];
            }[];
            subtotal: components["schemas"]["MoneySum"];
            shipping_total: components["schemas"]["MoneySum"];
            discount_total: components["schemas"]["MoneySum"];
            /** @description Tax included in the total per rate: floor(amount × rate / (100 + rate)); shipping counts at 10 % */
            tax: {
                rate: number;
                amount: components["schemas"]["MoneySum"];
            }[];
            /** @description At most 2097910000000000 JPY: the storefront's limits (100 lines, 999 units a line, prices of at most 1,000,000,000 JPY) allow no more */
            total: components["schemas"]["MoneySum"];
        };
        /** @description What the shopper needs to pay an order that waits for the money; nulls when nothing is needed */
        ShopperPayment: {
            /** @description The payment deadline of an order the shopper pays later (convenience store); past it the order is cancelled */
            due_at: string | null;
            konbini: {
                hosted_voucher_url: string | null;
                stores: {
                    familymart?: {
                        payment_code: string;
                        confirmation_number: string | null;
                    };
                    lawson?: {
                        payment_code: string;
                        confirmation_number: string | null;
                    };
                    ministop?: {
                        payment_code: string;
                        confirmation_number: string | null;
                    };
                    seicomart?: {
                        payment_code: string;
                        confirmation_number: string | null;
                    };
                };
            } | null;
            bank_transfer: {
                bank_name: string | null;
                bank_code: string | null;
                branch_name: string | null;
                branch_code: string | null;
                account_type: string | null;
                account_number: string | null;
                account_holder_name: string | null;
                amount_remaining: number | null;
                reference: string | null;
                hosted_instructions_url: string | null;
            } | null;
            /** @description Checkout's answer only, for a card paid through Stripe: confirm it in the browser with Stripe.js (3-D Secure included); the order stays init until Stripe confirms the payment */
            client_secret?: string;
            /** @description Checkout's answer only, with client_secret: the shop's Stripe publishable key */
            publishable_key?: string;
        };
        ShopperProfile: {
            last_name: string;
            first_name: string;
            tel: string;
            email: string;
            postal_code: string;
            address: string;
            /** @description '', female, male or other */
            gender: string;
        };
        /** @description The shopper's own details. On a received gift, the recipient (the address given on accepting, their e-mail), never the giver. */
        ShopperPurchaser: {
            last_name: string;
            first_name: string;
            tel: string;
            postal_code: string;
            address: string;
            email: string;
        };
        ShopperRecipient: {
            last_name: string;
            first_name: string;
            tel: string;
            postal_code: string;
            address: string;
        };
        ShopperSession: {
            /** @description Opaque; send as `Authorization: Shopper <token>` */
            token: string;
            /** @enum {string} */
            token_type: "Shopper";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            expires_at: string;
            customer: components["schemas"]["Shopper"];
        };
        /** @description An item's or a variant's stock changed (the new level, as the stock endpoint answers it). Visible with read_items. */
        StockChangedEvent: {
            id: string;
            /** @enum {string} */
            type: "stock.changed";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["StockLevel"];
            };
        };
        StockLevel: {
            item_id: string;
            variant_id: string | null;
            inventory: number | null;
        };
        /** @description A stock reached 0 (sent beside stock.changed). Visible with read_items. */
        StockOutEvent: {
            id: string;
            /** @enum {string} */
            type: "stock.out";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["StockLevel"];
            };
        };
        Ticket: {
            event_group: string;
            venue_name: string;
            venue_address: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            doors_open_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            entry_start_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            valid_from: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            valid_by: string;
            term_and_condition: string;
            allow_continuous_use: boolean;
            default_seat_label: string;
            background_color: string;
            lottery: {
                date: string;
                capacity: number;
            } | null;
        };
        TokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            expires_in: number;
            scope: string;
            refresh_token?: string;
        };
        Tracking: {
            tracking_id: string;
            order_id: string;
            order_shipping_id: string;
            /** @description A delivery company id of the shop (GET /v1/delivery_companies) */
            carrier_id: string;
            tracking_number: string;
            /** @description YYYY-MM-DD, scheduled or actual; null when not given */
            delivery_date: string | null;
        };
        /** @description A tracking number was corrected. Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        TrackingCorrectedEvent: {
            id: string;
            /** @enum {string} */
            type: "tracking.corrected";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Tracking"];
            };
        };
        /** @description A tracking number was registered on a shipping. Visible with read_orders. Personal data inside the object only for clients holding read_orders_pii. */
        TrackingRegisteredEvent: {
            id: string;
            /** @enum {string} */
            type: "tracking.registered";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            shop_id: string;
            data: {
                object: components["schemas"]["Tracking"];
            };
        };
        Variant: {
            id: string;
            sku: string;
            name: string;
            price: components["schemas"]["Money"] | null;
            inventory: number;
            discount_rate: number;
            /** @enum {string} */
            status: "active" | "inactive";
            axis_values: {
                /** @description Axis name */
                axis: string;
                /** @description Value name */
                value: string;
            }[];
        };
        VariantOfItem: {
            item_id: string;
            id: string;
            sku: string;
            name: string;
            price: components["schemas"]["Money"] | null;
            inventory: number;
            discount_rate: number;
            /** @enum {string} */
            status: "active" | "inactive";
            axis_values: {
                /** @description Axis name */
                axis: string;
                /** @description Value name */
                value: string;
            }[];
        };
        WebhookAttempt: {
            number: number;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            attempted_at: string;
            /** @description null when no answer came (timeout, connection refused, address refused) */
            status_code: number | null;
            duration_ms: number;
            /** @description The first 200 characters of the answer */
            response_excerpt: string;
            error: string | null;
        };
        WebhookDelivery: {
            id: string;
            event_id: string;
            event_type: string;
            /** @description pending, succeeded or failed */
            status: string;
            /** @description When a pending delivery is tried next (after 5 s, 20 s, 80 s, 5 min, 21 min, 1.4 h, 5.7 h, 12 h, then every 12 h (each ±20 % at random), while within 3 days of the first attempt); null once it succeeded or failed */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            topics: ("order.created" | "order.paid" | "order.cancelled" | "order.fulfilled" | "order.gift_accepted" | "order.gift_declined" | "shipping.status_changed" | "tracking.registered" | "tracking.corrected" | "item.created" | "item.updated" | "item.archived" | "stock.changed" | "stock.out" | "customer.created" | "customer.updated" | "inflow_route.created" | "job.finished")[];
            description: string;
            /** @description false while nothing is delivered: disabled by the client, by the shop's staff, or by the service (the receiver answered 410 Gone, or every delivery failed for 3 days), or the access it was set up with ended (its grant revoked, its client disabled, or the client secret of the client-credentials token that set it replaced and past its grace) */
            enabled: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
        };
        WebhookEndpointWithSecret: {
            id: string;
            url: string;
            topics: ("order.created" | "order.paid" | "order.cancelled" | "order.fulfilled" | "order.gift_accepted" | "order.gift_declined" | "shipping.status_changed" | "tracking.registered" | "tracking.corrected" | "item.created" | "item.updated" | "item.archived" | "stock.changed" | "stock.out" | "customer.created" | "customer.updated" | "inflow_route.created" | "job.finished")[];
            description: string;
            /** @description false while nothing is delivered: disabled by the client, by the shop's staff, or by the service (the receiver answered 410 Gone, or every delivery failed for 3 days), or the access it was set up with ended (its grant revoked, its client disabled, or the client secret of the client-credentials token that set it replaced and past its grace) */
            enabled: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC with a trailing Z
             */
            created_at: string;
            /** @description whsec_… (Standard Webhooks): shown only in this answer. Verify deliveries with it. */
            secret: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the current one-minute window */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window restarts */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying (429 only) */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postOauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "cli_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "client_secret": "sk_…",
                 *       "scope": "read_items write_items"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description client_credentials, authorization_code or refresh_token */
                    grant_type: string;
                    /** @description With client_secret_post; or use HTTP Basic */
                    client_id?: string;
                    client_secret?: string;
                    /** @description Space-separated; defaults to all the client's scopes */
                    scope?: string;
                    code?: string;
                    redirect_uri?: string;
                    code_verifier?: string;
                    refresh_token?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Issue an access token */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJSUzI1NiIsImtpZCI6Ii4uLiJ9...",
                     *       "token_type": "Bearer",
                     *       "expires_in": 3600,
                     *       "scope": "read_items write_items"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description invalid_request, invalid_grant, invalid_scope or unsupported_grant_type (RFC 6749 section 5.2) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client: the client is unknown or its secret is wrong */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description rate_limited: too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description server_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description temporarily_unavailable: storage is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    postOauthRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "rt_…",
                 *       "token_type_hint": "refresh_token",
                 *       "client_id": "cli_…",
                 *       "client_secret": "sk_…"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token: string;
                    token_type_hint?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Empty body */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request, invalid_grant, invalid_scope or unsupported_grant_type (RFC 6749 section 5.2) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client: the client is unknown or its secret is wrong */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description rate_limited: too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description server_error */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description temporarily_unavailable: storage is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "example",
                     *       "error_description": "example"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    getOauthJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public signing keys (JWKS) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "kty": "RSA",
                     *           "kid": "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs",
                     *           "use": "sig",
                     *           "alg": "RS256",
                     *           "n": "0vx7…",
                     *           "e": "AQAB"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        keys: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
        };
    };
    getWellKnownOpenidConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authorization server metadata */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuer": "https://api.tenpo.example/v1",
                     *       "token_endpoint": "https://api.tenpo.example/v1/oauth/token",
                     *       "jwks_uri": "https://api.tenpo.example/v1/oauth/jwks",
                     *       "grant_types_supported": [
                     *         "client_credentials",
                     *         "authorization_code",
                     *         "refresh_token"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getWellKnownOauthAuthorizationServer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authorization server metadata (RFC 8414 address) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuer": "https://api.tenpo.example/v1",
                     *       "token_endpoint": "https://api.tenpo.example/v1/oauth/token",
                     *       "jwks_uri": "https://api.tenpo.example/v1/oauth/jwks",
                     *       "grant_types_supported": [
                     *         "client_credentials",
                     *         "authorization_code",
                     *         "refresh_token"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Shop */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "name": "Tenpo Coffee",
                     *         "url": "https://shop.example.jp",
                     *         "contact_email": "support@shop.example.jp",
                     *         "created_at": "2026-11-01T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Shop"];
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getItems: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
                category_id?: string;
                /** @description Keyword contained in the name (case-insensitive; Japanese works) */
                q?: string;
                /** @description Default all */
                status?: "active" | "inactive" | "all";
                /** @description Exact match */
                sku?: string;
                /** @description Exact match; needs write_items (else 403 insufficient_scope) */
                external_ref?: string;
                /** @description Inclusive lower bound on updated_at; "YYYY-MM-DD HH:mm[:ss]" (Japan time) or ISO 8601 with Z or ±hh:mm */
                updated_since?: string;
                archived?: "exclude" | "include" | "only";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ItemSummary entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                     *           "sku": "DRIP-200",
                     *           "name": "ドリップコーヒー 200g",
                     *           "status": "active",
                     *           "kind": "normal",
                     *           "price": {
                     *             "amount": 1200,
                     *             "currency": "JPY"
                     *           },
                     *           "inventory": 30,
                     *           "for_gift": false,
                     *           "category_id": "cat_01jd2k3m4nabcdefghjkmnpqrs",
                     *           "main_image": "https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs",
                     *           "created_at": "2026-11-01T00:00:00.000Z",
                     *           "updated_at": "2026-11-02T03:04:05.000Z",
                     *           "sell_from": "2026-10-31T15:00:00.000Z",
                     *           "sell_by": null,
                     *           "external_ref": "ERP-4711",
                     *           "managed_by": "self",
                     *           "archived": false
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ItemSummary"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postItems: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Requirement flags where the interface document is silent: kind (default normal), main_image_orientation (default square) and delivery_datetime_possibility (default nullable) are optional; status defaults to active. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sku": "DRIP-200",
                 *       "inventory": 30,
                 *       "name": "ドリップコーヒー 200g",
                 *       "category_id": "cat_01jd2k3m4nabcdefghjkmnpqrs",
                 *       "description": "中煎り。ドリップ用に挽いてあります。",
                 *       "price": {
                 *         "amount": 1200,
                 *         "currency": "JPY"
                 *       },
                 *       "tax_rate": 8,
                 *       "discount_rate": 10,
                 *       "discount_title": "秋の感謝祭",
                 *       "sell_from": "2026-11-01 00:00",
                 *       "cancellation": {
                 *         "enabled": true,
                 *         "cancel_by": "発送の24時間前まで"
                 *       },
                 *       "external_ref": "ERP-4711",
                 *       "variation_axes": [
                 *         {
                 *           "name": "Roast",
                 *           "values": [
                 *             {
                 *               "name": "Dark"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "variants": [
                 *         {
                 *           "sku": "DRIP-200-DARK",
                 *           "name": "Dark roast",
                 *           "price": null,
                 *           "axis_values": [
                 *             {
                 *               "axis": "Roast",
                 *               "value": "Dark"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "options": [
                 *         {
                 *           "type": "choice",
                 *           "label": "Grind",
                 *           "required": true,
                 *           "choices": [
                 *             {
                 *               "text": "Whole beans"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Fixed at creation. Optional on create, default normal.
                     * @enum {string}
                     */
                    kind?: "normal" | "gift" | "ticket" | "free_ticket" | "pre_sale_ticket" | "bundle";
                    /** @description 1-32 characters, unique within the shop */
                    sku: string;
                    /** @description Initial stock; null is unlimited; must be null for bundles */
                    inventory: number | null;
                    name: string;
                    category_id: string;
                    description: string;
                    /** @description HTTPS only; null clears */
                    detail_url?: string | null;
                    price: components["schemas"]["Money"];
                    /**
                     * @description Percent: 0, 8 (reduced rate) or 10
                     * @enum {integer}
                     */
                    tax_rate: 0 | 8 | 10;
                    /** @description Percent; the discounted price floor(amount × (100 − rate) / 100) must be at least 50 JPY */
                    discount_rate?: number;
                    /** @description Up to 12 characters; null clears */
                    discount_title?: string | null;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    /**
                     * @description Optional on create, default square.
                     * @enum {string}
                     */
                    main_image_orientation?: "landscape" | "portrait" | "square";
                    sell_from?: string | null;
                    /** @description Later than sell_from; null means no end */
                    sell_by?: string | null;
                    /** @description Max quantity per shopper; null is no limit */
                    selling_limits?: number | null;
                    shipping_date_estimate?: string;
                    /** @description Default true, false for gift (true is 422 gift_must_not_ship) */
                    is_shipping?: boolean;
                    /** @description null uses the shop default */
                    shipping_cost?: components["schemas"]["Money"] | null;
                    share_button_enabled?: boolean;
                    /**
                     * @description Whether shoppers may (nullable), must (required) or cannot (not_available) pick a delivery date and time. Optional on create, default nullable.
                     * @enum {string}
                     */
                    delivery_datetime_possibility?: "nullable" | "required" | "not_available";
                    restock_notification?: boolean;
                    /** @description Tickets per unit; required for ticket kinds (422 number_of_sets_required); default 1 */
                    number_of_sets?: number;
                    cancellation: {
                        /** @description Whether shoppers may cancel */
                        enabled: boolean;
                        /** @description By when, as shown to shoppers (free text, "" when not applicable) */
                        cancel_by: string;
                    };
                    /** @description Required for bundle items; any other kind is 422 bundle_not_allowed */
                    bundle?: {
                        /** @description At least one existing, non-bundle item of the shop, each once */
                        components: {
                            item_id: string;
                            quantity: number;
                            /**
                             * @description Only fixed; default fixed
                             * @enum {string}
                             */
                            selection_type?: "fixed";
                        }[];
                    } | null;
                    /** @description Replaces every option of the item (choice ids change) */
                    options?: {
                        /** @enum {string} */
                        type: "choice";
                        label: string;
                        description?: string;
                        required?: boolean;
                        price?: components["schemas"]["Money"];
                        choices: {
                            text: string;
                            price?: components["schemas"]["Money"];
                        }[];
                    }[];
                    ticket?: {
                        /** @description Required on create */
                        event_group?: string;
                        /** @description Required on create */
                        venue_name?: string;
                        venue_address?: string;
                        /** @description "YYYY-MM-DD HH:mm[:ss]" (Japan time) or ISO 8601 with Z or ±hh:mm; answered in UTC with Z */
                        doors_open_at?: string;
                        /** @description "YYYY-MM-DD HH:mm[:ss]" (Japan time) or ISO 8601 with Z or ±hh:mm; answered in UTC with Z */
                        entry_start_at?: string;
                        /** @description Required on create */
                        valid_from?: string;
                        /** @description Required on create; later than valid_from */
                        valid_by?: string;
                        term_and_condition?: string;
                        allow_continuous_use?: boolean;
                        default_seat_label?: string;
                        /** @description #RRGGBB */
                        background_color?: string;
                        lottery?: {
                            date: string;
                            capacity: number;
                        } | null;
                    } | null;
                    /** @description Creation only */
                    variation_axes?: {
                        name: string;
                        values: {
                            name: string;
                        }[];
                    }[];
                    /** @description Creation only, with variation_axes; stock starts at 0 (set it with the stock endpoint) */
                    variants?: {
                        /** @description 1-32 characters, unique within the shop */
                        sku: string;
                        name: string;
                        /** @description null falls back to the item price */
                        price?: components["schemas"]["Money"] | null;
                        /** @description Percent; the discounted price floor(amount × (100 − rate) / 100) must be at least 50 JPY */
                        discount_rate?: number;
                        /** @enum {string} */
                        status?: "active" | "inactive";
                        /** @description One value per axis, by name */
                        axis_values: {
                            axis: string;
                            value: string;
                        }[];
                    }[];
                    /** @description Places the item under the calling client's management */
                    external_ref?: string | null;
                };
            };
        };
        responses: {
            /** @description The Item */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "sku": "DRIP-200",
                     *         "name": "ドリップコーヒー 200g",
                     *         "status": "active",
                     *         "kind": "normal",
                     *         "price": {
                     *           "amount": 1200,
                     *           "currency": "JPY"
                     *         },
                     *         "inventory": 30,
                     *         "for_gift": false,
                     *         "category_id": "cat_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "main_image": "https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "created_at": "2026-11-01T00:00:00.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z",
                     *         "sell_from": "2026-10-31T15:00:00.000Z",
                     *         "sell_by": null,
                     *         "external_ref": "ERP-4711",
                     *         "managed_by": "self",
                     *         "archived": false,
                     *         "description": "中煎り。ドリップ用に挽いてあります。",
                     *         "shipping_cost": null,
                     *         "detail_url": "https://shop.example.jp/coffee",
                     *         "main_image_orientation": "square",
                     *         "restock_notification": true,
                     *         "cancellation": {
                     *           "enabled": true,
                     *           "cancel_by": "発送の24時間前まで"
                     *         },
                     *         "ticket": null,
                     *         "bundle": null,
                     *         "tax_rate": 8,
                     *         "discount_rate": 10,
                     *         "delivery_datetime_possibility": "nullable",
                     *         "shipping_date_estimate": "3営業日以内に発送",
                     *         "selling_limits": 5,
                     *         "discount_title": "秋の感謝祭",
                     *         "is_shipping": true,
                     *         "share_button_enabled": true,
                     *         "number_of_sets": 1,
                     *         "category_name": "コーヒー豆",
                     *         "images": [
                     *           {
                     *             "id": "img_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "url": "https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "sort": 0
                     *           }
                     *         ],
                     *         "variation_axes": [
                     *           {
                     *             "id": "axis_01jd2k3m4nabcdefghjkmnpqr",
                     *             "name": "Roast",
                     *             "values": [
                     *               {
                     *                 "id": "val_01jd2k3m4nabcdefghjkmnpqrs",
                     *                 "name": "Dark"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "variants": [
                     *           {
                     *             "id": "var_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "sku": "DRIP-200-DARK",
                     *             "name": "Dark roast",
                     *             "price": null,
                     *             "inventory": 12,
                     *             "discount_rate": 0,
                     *             "status": "active",
                     *             "axis_values": [
                     *               {
                     *                 "axis": "Roast",
                     *                 "value": "Dark"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "options": [
                     *           {
                     *             "id": "opt_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "type": "choice",
                     *             "label": "Grind",
                     *             "description": "",
                     *             "required": true,
                     *             "price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "choices": [
                     *               {
                     *                 "id": "choice_01jd2k3m4nabcdefghjkmnpq",
                     *                 "text": "Whole beans",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Item"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description sku_taken: Another item or variant of the shop has this sku; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "sku_taken",
                     *         "message": "Another item or variant of the shop has this sku",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "sku_taken" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description price_below_minimum: The discounted price is below 50 JPY; gift_must_not_ship: A gift item never ships; number_of_sets_required: Ticket kinds need number_of_sets; ticket_info_required: Ticket kinds need the ticket details; bundle_not_allowed: Only bundle items take bundle; idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "price_below_minimum",
                     *         "message": "The discounted price is below 50 JPY",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "price_below_minimum" | "gift_must_not_ship" | "number_of_sets_required" | "ticket_info_required" | "bundle_not_allowed" | "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getItemsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Item */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "sku": "DRIP-200",
                     *         "name": "ドリップコーヒー 200g",
                     *         "status": "active",
                     *         "kind": "normal",
                     *         "price": {
                     *           "amount": 1200,
                     *           "currency": "JPY"
                     *         },
                     *         "inventory": 30,
                     *         "for_gift": false,
                     *         "category_id": "cat_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "main_image": "https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "created_at": "2026-11-01T00:00:00.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z",
                     *         "sell_from": "2026-10-31T15:00:00.000Z",
                     *         "sell_by": null,
                     *         "external_ref": "ERP-4711",
                     *         "managed_by": "self",
                     *         "archived": false,
                     *         "description": "中煎り。ドリップ用に挽いてあります。",
                     *         "shipping_cost": null,
                     *         "detail_url": "https://shop.example.jp/coffee",
                     *         "main_image_orientation": "square",
                     *         "restock_notification": true,
                     *         "cancellation": {
                     *           "enabled": true,
                     *           "cancel_by": "発送の24時間前まで"
                     *         },
                     *         "ticket": null,
                     *         "bundle": null,
                     *         "tax_rate": 8,
                     *         "discount_rate": 10,
                     *         "delivery_datetime_possibility": "nullable",
                     *         "shipping_date_estimate": "3営業日以内に発送",
                     *         "selling_limits": 5,
                     *         "discount_title": "秋の感謝祭",
                     *         "is_shipping": true,
                     *         "share_button_enabled": true,
                     *         "number_of_sets": 1,
                     *         "category_name": "コーヒー豆",
                     *         "images": [
                     *           {
                     *             "id": "img_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "url": "https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "sort": 0
                     *           }
                     *         ],
                     *         "variation_axes": [
                     *           {
                     *             "id": "axis_01jd2k3m4nabcdefghjkmnpqr",
                     *             "name": "Roast",
                     *             "values": [
                     *               {
                     *                 "id": "val_01jd2k3m4nabcdefghjkmnpqrs",
                     *                 "name": "Dark"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "variants": [
                     *           {
                     *             "id": "var_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "sku": "DRIP-200-DARK",
                     *             "name": "Dark roast",
                     *             "price": null,
                     *             "inventory": 12,
                     *             "discount_rate": 0,
                     *             "status": "active",
                     *             "axis_values": [
                     *               {
                     *                 "axis": "Roast",
                     *                 "value": "Dark"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "options": [
                     *           {
                     *             "id": "opt_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "type": "choice",
                     *             "label": "Grind",
                     *             "description": "",
                     *             "required": true,
                     *             "price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "choices": [
                     *               {
                     *                 "id": "choice_01jd2k3m4nabcdefghjkmnpq",
                     *                 "text": "Whole beans",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Item"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    patchItemsById: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": {
                 *         "amount": 1100,
                 *         "currency": "JPY"
                 *       },
                 *       "status": "inactive",
                 *       "sell_by": "2026-12-31 23:59"
                 *     }
                 */
                "application/json": {
                    /** @description HTTPS only; null clears */
                    detail_url?: string | null;
                    price?: components["schemas"]["Money"];
                    /**
                     * @description Percent: 0, 8 (reduced rate) or 10
                     * @enum {integer}
                     */
                    tax_rate?: 0 | 8 | 10;
                    /** @description Percent; the discounted price floor(amount × (100 − rate) / 100) must be at least 50 JPY */
                    discount_rate?: number;
                    /** @description Up to 12 characters; null clears */
                    discount_title?: string | null;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    /**
                     * @description Optional on create, default square.
                     * @enum {string}
                     */
                    main_image_orientation?: "landscape" | "portrait" | "square";
                    sell_from?: string | null;
                    /** @description Later than sell_from; null means no end */
                    sell_by?: string | null;
                    /** @description Max quantity per shopper; null is no limit */
                    selling_limits?: number | null;
                    shipping_date_estimate?: string;
                    /** @description Default true, false for gift (true is 422 gift_must_not_ship) */
                    is_shipping?: boolean;
                    /** @description null uses the shop default */
                    shipping_cost?: components["schemas"]["Money"] | null;
                    share_button_enabled?: boolean;
                    /**
                     * @description Whether shoppers may (nullable), must (required) or cannot (not_available) pick a delivery date and time. Optional on create, default nullable.
                     * @enum {string}
                     */
                    delivery_datetime_possibility?: "nullable" | "required" | "not_available";
                    restock_notification?: boolean;
                    /** @description Tickets per unit; required for ticket kinds (422 number_of_sets_required); default 1 */
                    number_of_sets?: number;
                    cancellation?: {
                        /** @description Whether shoppers may cancel */
                        enabled: boolean;
                        /** @description By when, as shown to shoppers (free text, "" when not applicable) */
                        cancel_by: string;
                    };
                    /** @description Required for bundle items; any other kind is 422 bundle_not_allowed */
                    bundle?: {
                        /** @description At least one existing, non-bundle item of the shop, each once */
                        components: {
                            item_id: string;
                            quantity: number;
                            /**
                             * @description Only fixed; default fixed
                             * @enum {string}
                             */
                            selection_type?: "fixed";
                        }[];
                    } | null;
                    /** @description Replaces every option of the item (choice ids change) */
                    options?: {
                        /** @enum {string} */
                        type: "choice";
                        label: string;
                        description?: string;
                        required?: boolean;
                        price?: components["schemas"]["Money"];
                        choices: {
                            text: string;
                            price?: components["schemas"]["Money"];
                        }[];
                    }[];
                    name?: string;
                    category_id?: string;
                    description?: string;
                    /** @description Only the fields sent change */
                    ticket?: {
                        /** @description Required on create */
                        event_group?: string;
                        /** @description Required on create */
                        venue_name?: string;
                        venue_address?: string;
                        /** @description "YYYY-MM-DD HH:mm[:ss]" (Japan time) or ISO 8601 with Z or ±hh:mm; answered in UTC with Z */
                        doors_open_at?: string;
                        /** @description "YYYY-MM-DD HH:mm[:ss]" (Japan time) or ISO 8601 with Z or ±hh:mm; answered in UTC with Z */
                        entry_start_at?: string;
                        /** @description Required on create */
                        valid_from?: string;
                        /** @description Required on create; later than valid_from */
                        valid_by?: string;
                        term_and_condition?: string;
                        allow_continuous_use?: boolean;
                        default_seat_label?: string;
                        /** @description #RRGGBB */
                        background_color?: string;
                        lottery?: {
                            date: string;
                            capacity: number;
                        } | null;
                    };
                    /** @description null clears it; a value places the item under this client's management */
                    external_ref?: string | null;
                    /** @description self places the item under this client's management (and clears the edited-by-hand mark); null releases it */
                    managed_by?: "self" | null;
                    /** @description true hides the item from lists by default; status is unchanged */
                    archived?: boolean;
                    /** @description Not editable: 409 field_not_editable */
                    kind?: unknown;
                    /** @description Not editable: 409 field_not_editable */
                    sku?: unknown;
                    /** @description Not editable: 409 field_not_editable (use PATCH /v1/items/{id}/stock) */
                    inventory?: unknown;
                    /** @description Not editable: 409 field_not_editable (use the variant endpoints) */
                    variants?: unknown;
                    /** @description Not editable: 409 variation_axes_locked */
                    variation_axes?: unknown;
                };
            };
        };
        responses: {
            /** @description The Item */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "sku": "DRIP-200",
                     *         "name": "ドリップコーヒー 200g",
                     *         "status": "active",
                     *         "kind": "normal",
                     *         "price": {
                     *           "amount": 1200,
                     *           "currency": "JPY"
                     *         },
                     *         "inventory": 30,
                     *         "for_gift": false,
                     *         "category_id": "cat_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "main_image": "https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "created_at": "2026-11-01T00:00:00.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z",
                     *         "sell_from": "2026-10-31T15:00:00.000Z",
                     *         "sell_by": null,
                     *         "external_ref": "ERP-4711",
                     *         "managed_by": "self",
                     *         "archived": false,
                     *         "description": "中煎り。ドリップ用に挽いてあります。",
                     *         "shipping_cost": null,
                     *         "detail_url": "https://shop.example.jp/coffee",
                     *         "main_image_orientation": "square",
                     *         "restock_notification": true,
                     *         "cancellation": {
                     *           "enabled": true,
                     *           "cancel_by": "発送の24時間前まで"
                     *         },
                     *         "ticket": null,
                     *         "bundle": null,
                     *         "tax_rate": 8,
                     *         "discount_rate": 10,
                     *         "delivery_datetime_possibility": "nullable",
                     *         "shipping_date_estimate": "3営業日以内に発送",
                     *         "selling_limits": 5,
                     *         "discount_title": "秋の感謝祭",
                     *         "is_shipping": true,
                     *         "share_button_enabled": true,
                     *         "number_of_sets": 1,
                     *         "category_name": "コーヒー豆",
                     *         "images": [
                     *           {
                     *             "id": "img_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "url": "https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "sort": 0
                     *           }
                     *         ],
                     *         "variation_axes": [
                     *           {
                     *             "id": "axis_01jd2k3m4nabcdefghjkmnpqr",
                     *             "name": "Roast",
                     *             "values": [
                     *               {
                     *                 "id": "val_01jd2k3m4nabcdefghjkmnpqrs",
                     *                 "name": "Dark"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "variants": [
                     *           {
                     *             "id": "var_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "sku": "DRIP-200-DARK",
                     *             "name": "Dark roast",
                     *             "price": null,
                     *             "inventory": 12,
                     *             "discount_rate": 0,
                     *             "status": "active",
                     *             "axis_values": [
                     *               {
                     *                 "axis": "Roast",
                     *                 "value": "Dark"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "options": [
                     *           {
                     *             "id": "opt_01jd2k3m4nabcdefghjkmnpqrs",
                     *             "type": "choice",
                     *             "label": "Grind",
                     *             "description": "",
                     *             "required": true,
                     *             "price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "choices": [
                     *               {
                     *                 "id": "choice_01jd2k3m4nabcdefghjkmnpq",
                     *                 "text": "Whole beans",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Item"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description field_not_editable: A field sent cannot be changed here; variation_axes_locked: Variation axes cannot change after creation; edited_by_hand: Shop staff edited this managed item by hand; send managed_by "self" to take it back; sku_taken: Another item or variant of the shop has this sku; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "field_not_editable",
                     *         "message": "A field sent cannot be changed here",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "field_not_editable" | "variation_axes_locked" | "edited_by_hand" | "sku_taken" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description price_below_minimum: The discounted price is below 50 JPY; gift_must_not_ship: A gift item never ships; number_of_sets_required: Ticket kinds need number_of_sets; ticket_info_required: Ticket kinds need the ticket details; bundle_not_allowed: Only bundle items take bundle; idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "price_below_minimum",
                     *         "message": "The discounted price is below 50 JPY",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "price_below_minimum" | "gift_must_not_ship" | "number_of_sets_required" | "ticket_info_required" | "bundle_not_allowed" | "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getItemsByIdHistory: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ItemHistoryEntry entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "hist_01jd2k3m4nabcdefghjkmnpqrs",
                     *           "item_id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                     *           "actor": {
                     *             "type": "client",
                     *             "id": "cli_01jd2k3m4nabcdefghjkmnpqrs"
                     *           },
                     *           "created_at": "2026-11-02T03:04:05.000Z",
                     *           "changes": [
                     *             {
                     *               "field": "price",
                     *               "old": {
                     *                 "amount": 1200,
                     *                 "currency": "JPY"
                     *               },
                     *               "new": {
                     *                 "amount": 1100,
                     *                 "currency": "JPY"
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ItemHistoryEntry"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postItemsByIdVariants: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sku": "DRIP-200-LIGHT",
                 *       "name": "Light roast",
                 *       "price": {
                 *         "amount": 1300,
                 *         "currency": "JPY"
                 *       },
                 *       "axis_values": [
                 *         {
                 *           "axis": "Roast",
                 *           "value": "Light"
                 *         }
                 *       ],
                 *       "inventory": 5
                 *     }
                 */
                "application/json": {
                    /** @description 1-32 characters, unique within the shop */
                    sku: string;
                    name: string;
                    /** @description null falls back to the item price */
                    price?: components["schemas"]["Money"] | null;
                    /** @description Percent; the discounted price floor(amount × (100 − rate) / 100) must be at least 50 JPY */
                    discount_rate?: number;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    /** @description One existing value per axis, by name or id */
                    axis_values: {
                        axis: string;
                        value: string;
                    }[];
                    /** @description Initial stock, default 0 */
                    inventory?: number;
                };
            };
        };
        responses: {
            /** @description The VariantOfItem */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "item_id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "id": "var_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "sku": "DRIP-200-DARK",
                     *         "name": "Dark roast",
                     *         "price": null,
                     *         "inventory": 12,
                     *         "discount_rate": 0,
                     *         "status": "active",
                     *         "axis_values": [
                     *           {
                     *             "axis": "Roast",
                     *             "value": "Dark"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VariantOfItem"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description sku_taken: Another item or variant of the shop has this sku; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "sku_taken",
                     *         "message": "Another item or variant of the shop has this sku",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "sku_taken" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description price_below_minimum: The discounted price is below 50 JPY; idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "price_below_minimum",
                     *         "message": "The discounted price is below 50 JPY",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "price_below_minimum" | "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    patchItemsByIdVariantsByVariantId: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
                variantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": {
                 *         "amount": 1250,
                 *         "currency": "JPY"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description 1-32 characters, unique within the shop */
                    sku?: string;
                    name?: string;
                    /** @description null falls back to the item price */
                    price?: components["schemas"]["Money"] | null;
                    /** @description Percent; the discounted price floor(amount × (100 − rate) / 100) must be at least 50 JPY */
                    discount_rate?: number;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    /** @description Not editable here (409 field_not_editable): use PATCH /v1/items/{id}/stock with variant_id */
                    inventory?: unknown;
                    /** @description Not editable (409 variation_axes_locked) */
                    axis_values?: unknown;
                };
            };
        };
        responses: {
            /** @description The VariantOfItem */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "item_id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "id": "var_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "sku": "DRIP-200-DARK",
                     *         "name": "Dark roast",
                     *         "price": null,
                     *         "inventory": 12,
                     *         "discount_rate": 0,
                     *         "status": "active",
                     *         "axis_values": [
                     *           {
                     *             "axis": "Roast",
                     *             "value": "Dark"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VariantOfItem"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description sku_taken: Another item or variant of the shop has this sku; field_not_editable: A field sent cannot be changed here; variation_axes_locked: Variation axes cannot change after creation; edited_by_hand: Shop staff edited this managed item by hand; send managed_by "self" to take it back; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "sku_taken",
                     *         "message": "Another item or variant of the shop has this sku",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "sku_taken" | "field_not_editable" | "variation_axes_locked" | "edited_by_hand" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description price_below_minimum: The discounted price is below 50 JPY; idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "price_below_minimum",
                     *         "message": "The discounted price is below 50 JPY",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "price_below_minimum" | "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    patchItemsByIdStock: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Exactly one of inventory or adjustment */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "adjustment": -1,
                 *       "variant_id": "var_01jd2k3m4nabcdefghjkmnpqrs"
                 *     }
                 */
                "application/json": {
                    /** @description Absolute stock; null is unlimited (items only) */
                    inventory?: number | null;
                    /** @description Non-zero change; below 0 is 422 insufficient_stock */
                    adjustment?: number;
                    variant_id?: string;
                };
            };
        };
        responses: {
            /** @description The StockLevel */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "item_id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "variant_id": "var_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "inventory": 11
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["StockLevel"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description field_not_editable: A field sent cannot be changed here; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "field_not_editable",
                     *         "message": "A field sent cannot be changed here",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "field_not_editable" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description insufficient_stock: Not enough stock for this change; idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_stock",
                     *         "message": "Not enough stock for this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_stock" | "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List categories */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cat_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "name": "シングルオリジン",
                     *           "parent_id": "cat_01jd2k3m4n0a1b2c3d4e5f6g7h",
                     *           "sort": 2,
                     *           "created_at": "2026-11-01T00:00:00.000Z",
                     *           "updated_at": "2026-11-02T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "シングルオリジン",
                 *       "parent_id": "cat_01jd2k3m4n0a1b2c3d4e5f6g7h",
                 *       "sort": 2
                 *     }
                 */
                "application/json": {
                    /** @description 1-64 characters, not only white space */
                    name: string;
                    /** @description A category of this shop; not the category itself nor one of its descendants; null for top level */
                    parent_id?: string | null;
                    /** @description 0-1000000000, ascending; default: after every other category of the shop */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Create a category */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cat_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "name": "シングルオリジン",
                     *         "parent_id": "cat_01jd2k3m4n0a1b2c3d4e5f6g7h",
                     *         "sort": 2,
                     *         "created_at": "2026-11-01T00:00:00.000Z",
                     *         "updated_at": "2026-11-02T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a category */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cat_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "name": "シングルオリジン",
                     *         "parent_id": "cat_01jd2k3m4n0a1b2c3d4e5f6g7h",
                     *         "sort": 2,
                     *         "created_at": "2026-11-01T00:00:00.000Z",
                     *         "updated_at": "2026-11-02T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description category_in_use: The category still has items; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "category_in_use",
                     *         "message": "The category still has items",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "category_in_use" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "季節のブレンド",
                 *       "sort": 1
                 *     }
                 */
                "application/json": {
                    /** @description 1-64 characters, not only white space */
                    name?: string;
                    /** @description A category of this shop; not the category itself nor one of its descendants; null for top level */
                    parent_id?: string | null;
                    /** @description 0-1000000000, ascending */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Edit a category */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cat_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "name": "シングルオリジン",
                     *         "parent_id": "cat_01jd2k3m4n0a1b2c3d4e5f6g7h",
                     *         "sort": 2,
                     *         "created_at": "2026-11-01T00:00:00.000Z",
                     *         "updated_at": "2026-11-02T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    listDeliveryCompanies: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List delivery companies */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "code": "yamato",
                     *           "name": "Yamato Transport",
                     *           "tracking_url_template": "https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01={tracking_number}"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 7
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DeliveryCompany"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example example */
                    "image/*": string;
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
        };
    };
    listItemImages: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List an item's images */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "img_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "url": "https://api.example.jp/media/img_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "sort": 0
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ItemImage"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    uploadItemImage: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "example"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The image: JPEG, PNG, WebP or GIF (read from its bytes), at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Upload an item image */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "img_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "url": "https://api.example.jp/media/img_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "sort": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ItemImage"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description payload_too_large: The body is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "The body is too large",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
            };
            /** @description unsupported_media_type: The body has a content type this operation does not take */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "The body has a content type this operation does not take",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteItemImage: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    updateItemImage: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sort": 0
                 *     }
                 */
                "application/json": {
                    /** @description 0-1000000000 */
                    sort: number;
                };
            };
        };
        responses: {
            /** @description Reorder an item image */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "img_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "url": "https://api.example.jp/media/img_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "sort": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ItemImage"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getOrders: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
                /** @description One or more of init, paid, fulfilled, cancelled: repeat the parameter (status=paid&status=init) or separate with commas */
                status?: string[];
                /** @description Inclusive; "YYYY-MM-DD HH:mm[:ss]" (Japan time) or ISO 8601 with Z or ±hh:mm. Sync cursor: entries come oldest updated first, ties by id; send the last entry's updated_at (and its id as after_id) to continue. A change is stamped with an updated_at later than every change of the shop committed before it, so a cursor never passes a change still being written. */
                updated_since?: string;
                /** @description With updated_since: only entries strictly after (updated_since, after_id). Needs updated_since. */
                after_id?: string;
                /** @description The order's number (e.g. 1042 for #1042) */
                number?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of OrderSummary entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "number": 1042,
                     *           "ordered_at": "2026-11-01T03:00:00.000Z",
                     *           "updated_at": "2026-11-02T09:30:00.000Z",
                     *           "status": "paid",
                     *           "payment_method": "credit_card",
                     *           "total": {
                     *             "amount": 4620,
                     *             "currency": "JPY"
                     *           },
                     *           "is_subscription": false,
                     *           "inflow_route": {
                     *             "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "code": "spring26",
                     *             "name": "Spring flyer"
                     *           },
                     *           "gift_status": "none",
                     *           "gift_source_order_id": ""
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["OrderSummary"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Order */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "number": 1042,
                     *         "ordered_at": "2026-11-01T03:00:00.000Z",
                     *         "updated_at": "2026-11-02T09:30:00.000Z",
                     *         "status": "paid",
                     *         "payment_method": "credit_card",
                     *         "total": {
                     *           "amount": 4620,
                     *           "currency": "JPY"
                     *         },
                     *         "is_subscription": false,
                     *         "inflow_route": {
                     *           "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "code": "spring26",
                     *           "name": "Spring flyer"
                     *         },
                     *         "gift_status": "none",
                     *         "gift_source_order_id": "",
                     *         "line_items": [
                     *           {
                     *             "id": "oli_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "variant_id": null,
                     *             "sku": "BEANS-200",
                     *             "name": "House blend 200 g",
                     *             "kind": "normal",
                     *             "quantity": 2,
                     *             "unit_price": {
                     *               "amount": 2100,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 8,
                     *             "options": [
                     *               {
                     *                 "option_id": "opt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *                 "label": "Grind",
                     *                 "choice_id": "cho_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *                 "text": "Coarse",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "subtotal": {
                     *               "amount": 4200,
                     *               "currency": "JPY"
                     *             }
                     *           }
                     *         ],
                     *         "shippings": [
                     *           {
                     *             "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "status": "shipped",
                     *             "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "shipping_cost": {
                     *               "amount": 600,
                     *               "currency": "JPY"
                     *             },
                     *             "delivery_date": "2026-11-04",
                     *             "delivery_time_slot": "14-16",
                     *             "trackings": [
                     *               {
                     *                 "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *                 "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *                 "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *                 "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *                 "tracking_number": "1234-5678-9012",
                     *                 "delivery_date": "2026-11-04"
                     *               }
                     *             ],
                     *             "updated_at": "2026-11-02T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "amounts": {
                     *           "subtotal": {
                     *             "amount": 4200,
                     *             "currency": "JPY"
                     *           },
                     *           "shipping_total": {
                     *             "amount": 600,
                     *             "currency": "JPY"
                     *           },
                     *           "discount_total": {
                     *             "amount": 180,
                     *             "currency": "JPY"
                     *           },
                     *           "tax": [
                     *             {
                     *               "rate": 8,
                     *               "amount": {
                     *                 "amount": 311,
                     *                 "currency": "JPY"
                     *               }
                     *             },
                     *             {
                     *               "rate": 10,
                     *               "amount": {
                     *                 "amount": 0,
                     *                 "currency": "JPY"
                     *               }
                     *             }
                     *           ],
                     *           "total": {
                     *             "amount": 4620,
                     *             "currency": "JPY"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postOrdersByIdTrackings: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "tracking_number": "4455-6677-8899",
                 *       "delivery_date": "2026-11-05"
                 *     }
                 */
                "application/json": {
                    /** @description From shippings of the order detail */
                    order_shipping_id: string;
                    /** @description From GET /v1/delivery_companies */
                    carrier_id: string;
                    /** @description As the carrier prints it or staff paste it: letters, digits, spaces, hyphens (e.g. "4455 6677 8899", "1234-5678-9012"), up to 64 characters, no control characters. Leading and trailing spaces are trimmed and the rest stored as sent; the carrier's tracking page is opened with spaces and hyphens removed. */
                    tracking_number: string;
                    /** @description YYYY-MM-DD */
                    delivery_date?: string;
                };
            };
        };
        responses: {
            /** @description Register a tracking number on a shipping */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "tracking_number": "1234-5678-9012",
                     *       "delivery_date": "2026-11-04"
                     *     }
                     */
                    "application/json": components["schemas"]["Tracking"];
                };
            };
            /** @description Register a tracking number on a shipping */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "tracking_number": "1234-5678-9012",
                     *       "delivery_date": "2026-11-04"
                     *     }
                     */
                    "application/json": components["schemas"]["Tracking"];
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    patchOrdersByIdTrackingsByTrackingId: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
                tracking_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tracking_number": "4455-6677-8900",
                 *       "delivery_date": null
                 *     }
                 */
                "application/json": {
                    carrier_id?: string;
                    /** @description As the carrier prints it or staff paste it: letters, digits, spaces, hyphens (e.g. "4455 6677 8899", "1234-5678-9012"), up to 64 characters, no control characters. Leading and trailing spaces are trimmed and the rest stored as sent; the carrier's tracking page is opened with spaces and hyphens removed. */
                    tracking_number?: string;
                    /** @description null clears it */
                    delivery_date?: string | null;
                };
            };
        };
        responses: {
            /** @description Correct a tracking number */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *       "tracking_number": "1234-5678-9012",
                     *       "delivery_date": "2026-11-04"
                     *     }
                     */
                    "application/json": components["schemas"]["Tracking"];
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change; tracking_number_taken: The shipping already has this tracking number with this carrier; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition" | "tracking_number_taken" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postOrdersByIdShippingsByOrderShippingIdStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
                order_shipping_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "shipped"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "unshipped" | "preparing" | "shipped" | "delivered" | "cancelled";
                };
            };
        };
        responses: {
            /** @description The Shipping */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "status": "shipped",
                     *         "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "shipping_cost": {
                     *           "amount": 600,
                     *           "currency": "JPY"
                     *         },
                     *         "delivery_date": "2026-11-04",
                     *         "delivery_time_slot": "14-16",
                     *         "trackings": [
                     *           {
                     *             "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "tracking_number": "1234-5678-9012",
                     *             "delivery_date": "2026-11-04"
                     *           }
                     *         ],
                     *         "updated_at": "2026-11-02T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Shipping"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getCustomers: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
                /** @description Only customers carrying this tag (exact, case-sensitive) */
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Customer entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cus_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "line_user_id": "U4af4980629b0e1c2d3e4f5a6b7c8d9e0",
                     *           "tags": [
                     *             "vip",
                     *             "newsletter"
                     *           ],
                     *           "order_count": 3,
                     *           "total_spent": {
                     *             "amount": 14280,
                     *             "currency": "JPY"
                     *           },
                     *           "created_at": "2026-10-01T02:00:00.000Z",
                     *           "updated_at": "2026-11-02T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Customer"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getCustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Customer */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cus_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "line_user_id": "U4af4980629b0e1c2d3e4f5a6b7c8d9e0",
                     *         "tags": [
                     *           "vip",
                     *           "newsletter"
                     *         ],
                     *         "order_count": 3,
                     *         "total_spent": {
                     *           "amount": 14280,
                     *           "currency": "JPY"
                     *         },
                     *         "created_at": "2026-10-01T02:00:00.000Z",
                     *         "updated_at": "2026-11-02T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getCustomersByIdOrders: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of OrderSummary entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "number": 1042,
                     *           "ordered_at": "2026-11-01T03:00:00.000Z",
                     *           "updated_at": "2026-11-02T09:30:00.000Z",
                     *           "status": "paid",
                     *           "payment_method": "credit_card",
                     *           "total": {
                     *             "amount": 4620,
                     *             "currency": "JPY"
                     *           },
                     *           "is_subscription": false,
                     *           "inflow_route": {
                     *             "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *             "code": "spring26",
                     *             "name": "Spring flyer"
                     *           },
                     *           "gift_status": "none",
                     *           "gift_source_order_id": ""
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["OrderSummary"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getInflowRoutes: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of InflowRoute entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "code": "spring26",
                     *           "name": "Spring flyer",
                     *           "url": "https://api.shop.example.jp/s/shop_01jd2k3m4n5p6q7r8s9t0v1w2x?ir=spring26",
                     *           "order_count": 12,
                     *           "created_at": "2026-11-01T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["InflowRoute"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postInflowRoutes: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Spring flyer",
                 *       "code": "spring26"
                 *     }
                 */
                "application/json": {
                    /** @description 1-64 characters */
                    name: string;
                    /** @description 3-32 characters: lower-case letters, digits, "-" and "_", starting with a letter or digit. Generated (8 characters) when absent. */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description The InflowRoute */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "code": "spring26",
                     *         "name": "Spring flyer",
                     *         "url": "https://api.shop.example.jp/s/shop_01jd2k3m4n5p6q7r8s9t0v1w2x?ir=spring26",
                     *         "order_count": 12,
                     *         "created_at": "2026-11-01T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["InflowRoute"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description inflow_route_code_taken: Another inflow route of the shop has this code; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "inflow_route_code_taken",
                     *         "message": "Another inflow route of the shop has this code",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "inflow_route_code_taken" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postStorefrontShopsByShopIdSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id_token": "eyJhbGciOiJFUzI1NiIsImtpZCI6Ii4uLiJ9…",
                 *       "nonce": "n-0S6_WzA2Mj"
                 *     }
                 */
                "application/json": {
                    /** @description The shopper's LINE ID token (a JWT signed by LINE, ES256 or HS256) */
                    id_token: string;
                    /** @description The nonce the client gave LINE when it started the login; the token must carry it */
                    nonce?: string;
                } | {
                    /** @description Development sign-in only (STOREFRONT_DEV_LOGIN=true): the LINE user id, trusted as sent */
                    line_user_id: string;
                    profile?: {
                        last_name?: string;
                        first_name?: string;
                        tel?: string;
                        email?: string;
                        postal_code?: string;
                        address?: string;
                        gender?: "" | "female" | "male" | "other";
                    };
                };
            };
        };
        responses: {
            /** @description The ShopperSession */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "token": "example",
                     *         "token_type": "Shopper",
                     *         "expires_at": "2026-11-02T03:04:05.000Z",
                     *         "customer": {
                     *           "id": "example",
                     *           "line_user_id": "example",
                     *           "order_count": 0,
                     *           "total_spent": {
                     *             "amount": 0,
                     *             "currency": "JPY"
                     *           },
                     *           "profile": {
                     *             "last_name": "example",
                     *             "first_name": "example",
                     *             "tel": "2026-11-20",
                     *             "email": "shopper@example.jp",
                     *             "postal_code": "604-8001",
                     *             "address": "example",
                     *             "gender": "example"
                     *           },
                     *           "picture_url": "example",
                     *           "created_at": "2026-11-02T03:04:05.000Z",
                     *           "updated_at": "2026-11-02T03:04:05.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ShopperSession"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteStorefrontSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign out (the token stops working) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getStorefrontMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Shopper */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "line_user_id": "example",
                     *         "order_count": 0,
                     *         "total_spent": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "profile": {
                     *           "last_name": "example",
                     *           "first_name": "example",
                     *           "tel": "2026-11-20",
                     *           "email": "shopper@example.jp",
                     *           "postal_code": "604-8001",
                     *           "address": "example",
                     *           "gender": "example"
                     *         },
                     *         "picture_url": "example",
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Shopper"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    patchStorefrontMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    last_name?: string;
                    first_name?: string;
                    tel?: string;
                    email?: string;
                    postal_code?: string;
                    address?: string;
                    gender?: "" | "female" | "male" | "other";
                };
            };
        };
        responses: {
            /** @description The Shopper */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "line_user_id": "example",
                     *         "order_count": 0,
                     *         "total_spent": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "profile": {
                     *           "last_name": "example",
                     *           "first_name": "example",
                     *           "tel": "2026-11-20",
                     *           "email": "shopper@example.jp",
                     *           "postal_code": "604-8001",
                     *           "address": "example",
                     *           "gender": "example"
                     *         },
                     *         "picture_url": "example",
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Shopper"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getStorefrontCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "lines": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "sku": "example",
                     *             "name": "example",
                     *             "variant_name": "example",
                     *             "kind": "example",
                     *             "options": [
                     *               {
                     *                 "option_id": "example",
                     *                 "label": "example",
                     *                 "choice_id": "example",
                     *                 "text": "example",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "quantity": 0,
                     *             "unit_price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 0,
                     *             "subtotal": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "available": true,
                     *             "unavailable_reason": "example"
                     *           }
                     *         ],
                     *         "dropped": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "name": "example",
                     *             "quantity": 0,
                     *             "reason": "example"
                     *           }
                     *         ],
                     *         "subtotal": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "updated_at": "2026-11-02T03:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postStorefrontCartLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "item_id": "item_01jd2k3m4nabcdefghjkmnpqrs",
                 *       "variant_id": "var_01jd2k3m4nabcdefghjkmnpqrs",
                 *       "option_choice_ids": [
                 *         "choice_01jd2k3m4nabcdefghjkmnpq"
                 *       ],
                 *       "quantity": 2
                 *     }
                 */
                "application/json": {
                    item_id: string;
                    variant_id?: string | null;
                    option_choice_ids?: string[];
                    /** @description Added to the line's quantity, which may hold at most 999 (or the item's selling limit when lower) */
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description The Cart */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "lines": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "sku": "example",
                     *             "name": "example",
                     *             "variant_name": "example",
                     *             "kind": "example",
                     *             "options": [
                     *               {
                     *                 "option_id": "example",
                     *                 "label": "example",
                     *                 "choice_id": "example",
                     *                 "text": "example",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "quantity": 0,
                     *             "unit_price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 0,
                     *             "subtotal": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "available": true,
                     *             "unavailable_reason": "example"
                     *           }
                     *         ],
                     *         "dropped": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "name": "example",
                     *             "quantity": 0,
                     *             "reason": "example"
                     *           }
                     *         ],
                     *         "subtotal": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "updated_at": "2026-11-02T03:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description item_unavailable: An item is no longer for sale as the cart holds it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "item_unavailable",
                     *         "message": "An item is no longer for sale as the cart holds it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "item_unavailable";
                        };
                    };
                };
            };
            /** @description selling_limit_exceeded: More than the item's selling limit per shopper; cart_line_limit_exceeded: The cart holds the most lines it may */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "selling_limit_exceeded",
                     *         "message": "More than the item's selling limit per shopper",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "selling_limit_exceeded" | "cart_line_limit_exceeded";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteStorefrontCartLinesByLineId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "lines": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "sku": "example",
                     *             "name": "example",
                     *             "variant_name": "example",
                     *             "kind": "example",
                     *             "options": [
                     *               {
                     *                 "option_id": "example",
                     *                 "label": "example",
                     *                 "choice_id": "example",
                     *                 "text": "example",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "quantity": 0,
                     *             "unit_price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 0,
                     *             "subtotal": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "available": true,
                     *             "unavailable_reason": "example"
                     *           }
                     *         ],
                     *         "dropped": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "name": "example",
                     *             "quantity": 0,
                     *             "reason": "example"
                     *           }
                     *         ],
                     *         "subtotal": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "updated_at": "2026-11-02T03:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    patchStorefrontCartLinesByLineId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 1
                 *     }
                 */
                "application/json": {
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description The Cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "lines": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "sku": "example",
                     *             "name": "example",
                     *             "variant_name": "example",
                     *             "kind": "example",
                     *             "options": [
                     *               {
                     *                 "option_id": "example",
                     *                 "label": "example",
                     *                 "choice_id": "example",
                     *                 "text": "example",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "quantity": 0,
                     *             "unit_price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 0,
                     *             "subtotal": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "available": true,
                     *             "unavailable_reason": "example"
                     *           }
                     *         ],
                     *         "dropped": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "name": "example",
                     *             "quantity": 0,
                     *             "reason": "example"
                     *           }
                     *         ],
                     *         "subtotal": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "updated_at": "2026-11-02T03:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description selling_limit_exceeded: More than the item's selling limit per shopper */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "selling_limit_exceeded",
                     *         "message": "More than the item's selling limit per shopper",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "selling_limit_exceeded";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postStorefrontCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; a retry with the same key and body replays the first answer. A UUID v4 is recommended */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment_method": "credit_card"
                 *     }
                 */
                "application/json": {
                    payment_method: "credit_card" | "bank_transfer" | "convenience_store" | "cash_on_delivery" | "line_pay" | "free";
                    payment_token?: string;
                    purchaser?: {
                        last_name?: string;
                        first_name?: string;
                        tel?: string;
                        postal_code?: string;
                        address?: string;
                        email?: string;
                    };
                    shippings?: {
                        recipient: components["schemas"]["ShopperRecipient"];
                        line_ids?: string[];
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        delivery_date?: string;
                        delivery_time_slot?: string;
                    }[];
                    inflow_route_code?: string;
                    gift?: {
                        recipient_line_user_id?: string;
                        message?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The ShopperOrder */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "number": 0,
                     *         "status": "example",
                     *         "payment_method": "example",
                     *         "payment": {
                     *           "due_at": "2026-11-02T03:04:05.000Z",
                     *           "konbini": {
                     *             "hosted_voucher_url": "example",
                     *             "stores": {
                     *               "familymart": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "lawson": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "ministop": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "seicomart": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               }
                     *             }
                     *           },
                     *           "bank_transfer": {
                     *             "bank_name": "example",
                     *             "bank_code": "example",
                     *             "branch_name": "example",
                     *             "branch_code": "example",
                     *             "account_type": "example",
                     *             "account_number": "example",
                     *             "account_holder_name": "example",
                     *             "amount_remaining": 0,
                     *             "reference": "example",
                     *             "hosted_instructions_url": "example"
                     *           },
                     *           "client_secret": "example",
                     *           "publishable_key": "example"
                     *         },
                     *         "ordered_at": "2026-11-02T03:04:05.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z",
                     *         "gift_status": "example",
                     *         "gift_source_order_id": "example",
                     *         "gift": {
                     *           "recipient_line_user_id": "example",
                     *           "message": "example",
                     *           "accepted_order_id": "example"
                     *         },
                     *         "purchaser": {
                     *           "last_name": "example",
                     *           "first_name": "example",
                     *           "tel": "2026-11-20",
                     *           "postal_code": "604-8001",
                     *           "address": "example",
                     *           "email": "shopper@example.jp"
                     *         },
                     *         "line_items": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "sku": "example",
                     *             "name": "example",
                     *             "kind": "example",
                     *             "quantity": 0,
                     *             "unit_price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 0,
                     *             "options": [
                     *               {
                     *                 "option_id": "example",
                     *                 "label": "example",
                     *                 "choice_id": "example",
                     *                 "text": "example",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "subtotal": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "order_shipping_id": "example"
                     *           }
                     *         ],
                     *         "shippings": [
                     *           {
                     *             "order_shipping_id": "example",
                     *             "status": "example",
                     *             "carrier_id": "example",
                     *             "shipping_cost": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "delivery_date": "example",
                     *             "delivery_time_slot": "example",
                     *             "recipient": {
                     *               "last_name": "example",
                     *               "first_name": "example",
                     *               "tel": "2026-11-20",
                     *               "postal_code": "604-8001",
                     *               "address": "example"
                     *             },
                     *             "trackings": [
                     *               {
                     *                 "tracking_id": "example",
                     *                 "carrier_id": "example",
                     *                 "tracking_number": "example",
                     *                 "delivery_date": "example"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "subtotal": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "shipping_total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "discount_total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "tax": [
                     *           {
                     *             "rate": 0,
                     *             "amount": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             }
                     *           }
                     *         ],
                     *         "total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ShopperOrder"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description payment_declined: The payment was declined */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payment_declined",
                     *         "message": "The payment was declined",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "payment_declined";
                        };
                    };
                };
            };
            /** @description item_unavailable: An item is no longer for sale as the cart holds it; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "item_unavailable",
                     *         "message": "An item is no longer for sale as the cart holds it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "item_unavailable" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description cart_empty: The cart is empty; selling_limit_exceeded: More than the item's selling limit per shopper; cart_line_limit_exceeded: The cart holds the most lines it may; insufficient_stock: Not enough stock for this change; idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "cart_empty",
                     *         "message": "The cart is empty",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "cart_empty" | "selling_limit_exceeded" | "cart_line_limit_exceeded" | "insufficient_stock" | "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getStorefrontOrders: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ShopperOrder entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "example",
                     *           "number": 0,
                     *           "status": "example",
                     *           "payment_method": "example",
                     *           "payment": {
                     *             "due_at": "2026-11-02T03:04:05.000Z",
                     *             "konbini": {
                     *               "hosted_voucher_url": "example",
                     *               "stores": {
                     *                 "familymart": {
                     *                   "payment_code": "example",
                     *                   "confirmation_number": "example"
                     *                 },
                     *                 "lawson": {
                     *                   "payment_code": "example",
                     *                   "confirmation_number": "example"
                     *                 },
                     *                 "ministop": {
                     *                   "payment_code": "example",
                     *                   "confirmation_number": "example"
                     *                 },
                     *                 "seicomart": {
                     *                   "payment_code": "example",
                     *                   "confirmation_number": "example"
                     *                 }
                     *               }
                     *             },
                     *             "bank_transfer": {
                     *               "bank_name": "example",
                     *               "bank_code": "example",
                     *               "branch_name": "example",
                     *               "branch_code": "example",
                     *               "account_type": "example",
                     *               "account_number": "example",
                     *               "account_holder_name": "example",
                     *               "amount_remaining": 0,
                     *               "reference": "example",
                     *               "hosted_instructions_url": "example"
                     *             },
                     *             "client_secret": "example",
                     *             "publishable_key": "example"
                     *           },
                     *           "ordered_at": "2026-11-02T03:04:05.000Z",
                     *           "updated_at": "2026-11-02T03:04:05.000Z",
                     *           "gift_status": "example",
                     *           "gift_source_order_id": "example",
                     *           "gift": {
                     *             "recipient_line_user_id": "example",
                     *             "message": "example",
                     *             "accepted_order_id": "example"
                     *           },
                     *           "purchaser": {
                     *             "last_name": "example",
                     *             "first_name": "example",
                     *             "tel": "2026-11-20",
                     *             "postal_code": "604-8001",
                     *             "address": "example",
                     *             "email": "shopper@example.jp"
                     *           },
                     *           "line_items": [
                     *             {
                     *               "id": "example",
                     *               "item_id": "example",
                     *               "variant_id": "example",
                     *               "sku": "example",
                     *               "name": "example",
                     *               "kind": "example",
                     *               "quantity": 0,
                     *               "unit_price": {
                     *                 "amount": 0,
                     *                 "currency": "JPY"
                     *               },
                     *               "discount_rate": 0,
                     *               "tax_rate": 0,
                     *               "options": [
                     *                 {
                     *                   "option_id": "example",
                     *                   "label": "example",
                     *                   "choice_id": "example",
                     *                   "text": "example",
                     *                   "price": {
                     *                     "amount": 0,
                     *                     "currency": "JPY"
                     *                   }
                     *                 }
                     *               ],
                     *               "subtotal": {
                     *                 "amount": 0,
                     *                 "currency": "JPY"
                     *               },
                     *               "order_shipping_id": "example"
                     *             }
                     *           ],
                     *           "shippings": [
                     *             {
                     *               "order_shipping_id": "example",
                     *               "status": "example",
                     *               "carrier_id": "example",
                     *               "shipping_cost": {
                     *                 "amount": 0,
                     *                 "currency": "JPY"
                     *               },
                     *               "delivery_date": "example",
                     *               "delivery_time_slot": "example",
                     *               "recipient": {
                     *                 "last_name": "example",
                     *                 "first_name": "example",
                     *                 "tel": "2026-11-20",
                     *                 "postal_code": "604-8001",
                     *                 "address": "example"
                     *               },
                     *               "trackings": [
                     *                 {
                     *                   "tracking_id": "example",
                     *                   "carrier_id": "example",
                     *                   "tracking_number": "example",
                     *                   "delivery_date": "example"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "subtotal": {
                     *             "amount": 0,
                     *             "currency": "JPY"
                     *           },
                     *           "shipping_total": {
                     *             "amount": 0,
                     *             "currency": "JPY"
                     *           },
                     *           "discount_total": {
                     *             "amount": 0,
                     *             "currency": "JPY"
                     *           },
                     *           "tax": [
                     *             {
                     *               "rate": 0,
                     *               "amount": {
                     *                 "amount": 0,
                     *                 "currency": "JPY"
                     *               }
                     *             }
                     *           ],
                     *           "total": {
                     *             "amount": 0,
                     *             "currency": "JPY"
                     *           }
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 0,
                     *         "offset": 0,
                     *         "total": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ShopperOrder"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getStorefrontOrdersByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ShopperOrder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "number": 0,
                     *         "status": "example",
                     *         "payment_method": "example",
                     *         "payment": {
                     *           "due_at": "2026-11-02T03:04:05.000Z",
                     *           "konbini": {
                     *             "hosted_voucher_url": "example",
                     *             "stores": {
                     *               "familymart": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "lawson": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "ministop": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "seicomart": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               }
                     *             }
                     *           },
                     *           "bank_transfer": {
                     *             "bank_name": "example",
                     *             "bank_code": "example",
                     *             "branch_name": "example",
                     *             "branch_code": "example",
                     *             "account_type": "example",
                     *             "account_number": "example",
                     *             "account_holder_name": "example",
                     *             "amount_remaining": 0,
                     *             "reference": "example",
                     *             "hosted_instructions_url": "example"
                     *           },
                     *           "client_secret": "example",
                     *           "publishable_key": "example"
                     *         },
                     *         "ordered_at": "2026-11-02T03:04:05.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z",
                     *         "gift_status": "example",
                     *         "gift_source_order_id": "example",
                     *         "gift": {
                     *           "recipient_line_user_id": "example",
                     *           "message": "example",
                     *           "accepted_order_id": "example"
                     *         },
                     *         "purchaser": {
                     *           "last_name": "example",
                     *           "first_name": "example",
                     *           "tel": "2026-11-20",
                     *           "postal_code": "604-8001",
                     *           "address": "example",
                     *           "email": "shopper@example.jp"
                     *         },
                     *         "line_items": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "sku": "example",
                     *             "name": "example",
                     *             "kind": "example",
                     *             "quantity": 0,
                     *             "unit_price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 0,
                     *             "options": [
                     *               {
                     *                 "option_id": "example",
                     *                 "label": "example",
                     *                 "choice_id": "example",
                     *                 "text": "example",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "subtotal": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "order_shipping_id": "example"
                     *           }
                     *         ],
                     *         "shippings": [
                     *           {
                     *             "order_shipping_id": "example",
                     *             "status": "example",
                     *             "carrier_id": "example",
                     *             "shipping_cost": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "delivery_date": "example",
                     *             "delivery_time_slot": "example",
                     *             "recipient": {
                     *               "last_name": "example",
                     *               "first_name": "example",
                     *               "tel": "2026-11-20",
                     *               "postal_code": "604-8001",
                     *               "address": "example"
                     *             },
                     *             "trackings": [
                     *               {
                     *                 "tracking_id": "example",
                     *                 "carrier_id": "example",
                     *                 "tracking_number": "example",
                     *                 "delivery_date": "example"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "subtotal": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "shipping_total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "discount_total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "tax": [
                     *           {
                     *             "rate": 0,
                     *             "amount": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             }
                     *           }
                     *         ],
                     *         "total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ShopperOrder"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postStorefrontOrdersByOrderIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ShopperOrder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "number": 0,
                     *         "status": "example",
                     *         "payment_method": "example",
                     *         "payment": {
                     *           "due_at": "2026-11-02T03:04:05.000Z",
                     *           "konbini": {
                     *             "hosted_voucher_url": "example",
                     *             "stores": {
                     *               "familymart": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "lawson": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "ministop": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "seicomart": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               }
                     *             }
                     *           },
                     *           "bank_transfer": {
                     *             "bank_name": "example",
                     *             "bank_code": "example",
                     *             "branch_name": "example",
                     *             "branch_code": "example",
                     *             "account_type": "example",
                     *             "account_number": "example",
                     *             "account_holder_name": "example",
                     *             "amount_remaining": 0,
                     *             "reference": "example",
                     *             "hosted_instructions_url": "example"
                     *           },
                     *           "client_secret": "example",
                     *           "publishable_key": "example"
                     *         },
                     *         "ordered_at": "2026-11-02T03:04:05.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z",
                     *         "gift_status": "example",
                     *         "gift_source_order_id": "example",
                     *         "gift": {
                     *           "recipient_line_user_id": "example",
                     *           "message": "example",
                     *           "accepted_order_id": "example"
                     *         },
                     *         "purchaser": {
                     *           "last_name": "example",
                     *           "first_name": "example",
                     *           "tel": "2026-11-20",
                     *           "postal_code": "604-8001",
                     *           "address": "example",
                     *           "email": "shopper@example.jp"
                     *         },
                     *         "line_items": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "sku": "example",
                     *             "name": "example",
                     *             "kind": "example",
                     *             "quantity": 0,
                     *             "unit_price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 0,
                     *             "options": [
                     *               {
                     *                 "option_id": "example",
                     *                 "label": "example",
                     *                 "choice_id": "example",
                     *                 "text": "example",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "subtotal": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "order_shipping_id": "example"
                     *           }
                     *         ],
                     *         "shippings": [
                     *           {
                     *             "order_shipping_id": "example",
                     *             "status": "example",
                     *             "carrier_id": "example",
                     *             "shipping_cost": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "delivery_date": "example",
                     *             "delivery_time_slot": "example",
                     *             "recipient": {
                     *               "last_name": "example",
                     *               "first_name": "example",
                     *               "tel": "2026-11-20",
                     *               "postal_code": "604-8001",
                     *               "address": "example"
                     *             },
                     *             "trackings": [
                     *               {
                     *                 "tracking_id": "example",
                     *                 "carrier_id": "example",
                     *                 "tracking_number": "example",
                     *                 "delivery_date": "example"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "subtotal": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "shipping_total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "discount_total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "tax": [
                     *           {
                     *             "rate": 0,
                     *             "amount": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             }
                     *           }
                     *         ],
                     *         "total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ShopperOrder"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postStorefrontGiftsByOrderIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recipient": {
                 *         "last_name": "example",
                 *         "first_name": "example",
                 *         "tel": "2026-11-20",
                 *         "postal_code": "604-8001",
                 *         "address": "example"
                 *       }
                 *     }
                 */
                "application/json": {
                    recipient: components["schemas"]["ShopperRecipient"];
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    delivery_date?: string;
                    delivery_time_slot?: string;
                };
            };
        };
        responses: {
            /** @description The ShopperOrder */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "example",
                     *         "number": 0,
                     *         "status": "example",
                     *         "payment_method": "example",
                     *         "payment": {
                     *           "due_at": "2026-11-02T03:04:05.000Z",
                     *           "konbini": {
                     *             "hosted_voucher_url": "example",
                     *             "stores": {
                     *               "familymart": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "lawson": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "ministop": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               },
                     *               "seicomart": {
                     *                 "payment_code": "example",
                     *                 "confirmation_number": "example"
                     *               }
                     *             }
                     *           },
                     *           "bank_transfer": {
                     *             "bank_name": "example",
                     *             "bank_code": "example",
                     *             "branch_name": "example",
                     *             "branch_code": "example",
                     *             "account_type": "example",
                     *             "account_number": "example",
                     *             "account_holder_name": "example",
                     *             "amount_remaining": 0,
                     *             "reference": "example",
                     *             "hosted_instructions_url": "example"
                     *           },
                     *           "client_secret": "example",
                     *           "publishable_key": "example"
                     *         },
                     *         "ordered_at": "2026-11-02T03:04:05.000Z",
                     *         "updated_at": "2026-11-02T03:04:05.000Z",
                     *         "gift_status": "example",
                     *         "gift_source_order_id": "example",
                     *         "gift": {
                     *           "recipient_line_user_id": "example",
                     *           "message": "example",
                     *           "accepted_order_id": "example"
                     *         },
                     *         "purchaser": {
                     *           "last_name": "example",
                     *           "first_name": "example",
                     *           "tel": "2026-11-20",
                     *           "postal_code": "604-8001",
                     *           "address": "example",
                     *           "email": "shopper@example.jp"
                     *         },
                     *         "line_items": [
                     *           {
                     *             "id": "example",
                     *             "item_id": "example",
                     *             "variant_id": "example",
                     *             "sku": "example",
                     *             "name": "example",
                     *             "kind": "example",
                     *             "quantity": 0,
                     *             "unit_price": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "discount_rate": 0,
                     *             "tax_rate": 0,
                     *             "options": [
                     *               {
                     *                 "option_id": "example",
                     *                 "label": "example",
                     *                 "choice_id": "example",
                     *                 "text": "example",
                     *                 "price": {
                     *                   "amount": 0,
                     *                   "currency": "JPY"
                     *                 }
                     *               }
                     *             ],
                     *             "subtotal": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "order_shipping_id": "example"
                     *           }
                     *         ],
                     *         "shippings": [
                     *           {
                     *             "order_shipping_id": "example",
                     *             "status": "example",
                     *             "carrier_id": "example",
                     *             "shipping_cost": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             },
                     *             "delivery_date": "example",
                     *             "delivery_time_slot": "example",
                     *             "recipient": {
                     *               "last_name": "example",
                     *               "first_name": "example",
                     *               "tel": "2026-11-20",
                     *               "postal_code": "604-8001",
                     *               "address": "example"
                     *             },
                     *             "trackings": [
                     *               {
                     *                 "tracking_id": "example",
                     *                 "carrier_id": "example",
                     *                 "tracking_number": "example",
                     *                 "delivery_date": "example"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "subtotal": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "shipping_total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "discount_total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         },
                     *         "tax": [
                     *           {
                     *             "rate": 0,
                     *             "amount": {
                     *               "amount": 0,
                     *               "currency": "JPY"
                     *             }
                     *           }
                     *         ],
                     *         "total": {
                     *           "amount": 0,
                     *           "currency": "JPY"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ShopperOrder"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postStorefrontGiftsByOrderIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Decline a gift */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                /** @description An event id: only events recorded after it (commit order). Unknown, or pruned: 400 invalid_request naming after. */
                after?: string;
                /** @description Comma-separated event types; only these. Each must be known and visible to the token (400 invalid_request otherwise). One of: order.created, order.paid, order.cancelled, order.fulfilled, order.gift_accepted, order.gift_declined, shipping.status_changed, tracking.registered, tracking.corrected, item.created, item.updated, item.archived, stock.changed, stock.out, customer.created, customer.updated, inflow_route.created, job.finished */
                types?: string;
                /** @description 1-100, default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Event entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "type": "tracking.registered",
                     *           "created_at": "2026-11-02T09:30:00.000Z",
                     *           "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "data": {
                     *             "object": {
                     *               "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *               "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *               "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *               "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *               "tracking_number": "1234-5678-9012",
                     *               "delivery_date": "2026-11-04"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of WebhookEndpoint entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whe_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "url": "https://hooks.example.com/tenpo",
                     *           "topics": [
                     *             "order.created",
                     *             "shipping.status_changed"
                     *           ],
                     *           "description": "Fulfilment system",
                     *           "enabled": true,
                     *           "created_at": "2026-11-01T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postWebhookEndpoints: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.example.jp/tenpo/webhooks",
                 *       "topics": [
                 *         "order.paid",
                 *         "order.cancelled"
                 *       ],
                 *       "description": "ERP"
                 *     }
                 */
                "application/json": {
                    /** @description An https URL whose host resolves only to public addresses, then and at every delivery (loopback, private, link-local, unique-local, documentation, reserved and other special-purpose addresses of both families are refused; an IPv6 address embedding or translating an IPv4 one, as IPv4-mapped, NAT64, 6to4 or Teredo, is judged as that IPv4 address); no credentials, no fragment. The operator's WEBHOOKS_ALLOW_PRIVATE_URLS=true admits http and any address (development). A refused URL is 400 invalid_request naming url (not stored for the Idempotency-Key: DNS is asked again on a retry). */
                    url: string;
                    /** @description Event types to receive; each needs the read scope that shows it (GET /v1/events), else 400 invalid_request naming topics */
                    topics: ("order.created" | "order.paid" | "order.cancelled" | "order.fulfilled" | "order.gift_accepted" | "order.gift_declined" | "shipping.status_changed" | "tracking.registered" | "tracking.corrected" | "item.created" | "item.updated" | "item.archived" | "stock.changed" | "stock.out" | "customer.created" | "customer.updated" | "inflow_route.created" | "job.finished")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The WebhookEndpointWithSecret */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whe_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "url": "https://hooks.example.com/tenpo",
                     *         "topics": [
                     *           "order.created",
                     *           "shipping.status_changed"
                     *         ],
                     *         "description": "Fulfilment system",
                     *         "enabled": true,
                     *         "created_at": "2026-11-01T00:00:00.000Z",
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WebhookEndpoint */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whe_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "url": "https://hooks.example.com/tenpo",
                     *         "topics": [
                     *           "order.created",
                     *           "shipping.status_changed"
                     *         ],
                     *         "description": "Fulfilment system",
                     *         "enabled": true,
                     *         "created_at": "2026-11-01T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteWebhookEndpointsById: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    patchWebhookEndpointsById: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "topics": [
                 *         "order.paid"
                 *       ],
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /** @description An https URL whose host resolves only to public addresses, then and at every delivery (loopback, private, link-local, unique-local, documentation, reserved and other special-purpose addresses of both families are refused; an IPv6 address embedding or translating an IPv4 one, as IPv4-mapped, NAT64, 6to4 or Teredo, is judged as that IPv4 address); no credentials, no fragment. The operator's WEBHOOKS_ALLOW_PRIVATE_URLS=true admits http and any address (development). A refused URL is 400 invalid_request naming url (not stored for the Idempotency-Key: DNS is asked again on a retry). */
                    url?: string;
                    /** @description Event types to receive; each needs the read scope that shows it (GET /v1/events), else 400 invalid_request naming topics */
                    topics?: ("order.created" | "order.paid" | "order.cancelled" | "order.fulfilled" | "order.gift_accepted" | "order.gift_declined" | "shipping.status_changed" | "tracking.registered" | "tracking.corrected" | "item.created" | "item.updated" | "item.archived" | "stock.changed" | "stock.out" | "customer.created" | "customer.updated" | "inflow_route.created" | "job.finished")[];
                    description?: string;
                    /** @description true re-enables an endpoint the service disabled, or one whose access ended (it then delivers under this request's token); one disabled by the shop's staff is 409 invalid_transition */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The WebhookEndpoint */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whe_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "url": "https://hooks.example.com/tenpo",
                     *         "topics": [
                     *           "order.created",
                     *           "shipping.status_changed"
                     *         ],
                     *         "description": "Fulfilment system",
                     *         "enabled": true,
                     *         "created_at": "2026-11-01T00:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postWebhookEndpointsByIdRotateSecret: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WebhookEndpointWithSecret */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whe_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "url": "https://hooks.example.com/tenpo",
                     *         "topics": [
                     *           "order.created",
                     *           "shipping.status_changed"
                     *         ],
                     *         "description": "Fulfilment system",
                     *         "enabled": true,
                     *         "created_at": "2026-11-01T00:00:00.000Z",
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getWebhookEndpointsByIdDeliveries: {
        parameters: {
            query?: {
                /** @description 1-100, default 20 */
                limit?: number;
                /** @description Zero-based, default 0; entries updated mid-scan can be missed */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of WebhookDelivery entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whd_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "event_id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *           "event_type": "order.created",
                     *           "status": "pending",
                     *           "next_attempt_at": "2026-11-02T09:30:25.000Z",
                     *           "created_at": "2026-11-02T09:30:00.000Z",
                     *           "attempts": [
                     *             {
                     *               "number": 1,
                     *               "attempted_at": "2026-11-02T09:30:00.050Z",
                     *               "status_code": 500,
                     *               "duration_ms": 48,
                     *               "response_excerpt": "Internal Server Error",
                     *               "error": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postWebhookEndpointsByIdDeliveriesByDeliveryIdRetry: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WebhookDelivery */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whd_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "event_id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                     *         "event_type": "order.created",
                     *         "status": "pending",
                     *         "next_attempt_at": "2026-11-02T09:30:25.000Z",
                     *         "created_at": "2026-11-02T09:30:00.000Z",
                     *         "attempts": [
                     *           {
                     *             "number": 1,
                     *             "attempted_at": "2026-11-02T09:30:00.050Z",
                     *             "status_code": 500,
                     *             "duration_ms": 48,
                     *             "response_excerpt": "Internal Server Error",
                     *             "error": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change; idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition" | "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postItemsImports: {
        parameters: {
            query?: {
                /** @description true: every row is checked and reported, and nothing is written */
                dry_run?: "true" | "false";
            };
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file */
        requestBody: {
            content: {
                /** @example example */
                "text/csv": string;
                /** @example example */
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description The Job */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "job_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "type": "items_import",
                     *         "status": "queued",
                     *         "dry_run": false,
                     *         "rows": {
                     *           "total": 10000,
                     *           "processed": 4200,
                     *           "created": 3100,
                     *           "updated": 1000,
                     *           "unchanged": 80,
                     *           "failed": 20
                     *         },
                     *         "error": null,
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "started_at": null,
                     *         "finished_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description payload_too_large: The body is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "The body is too large",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
            };
            /** @description unsupported_media_type: The body has a content type this operation does not take */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "The body has a content type this operation does not take",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postStockImports: {
        parameters: {
            query?: {
                /** @description true: every row is checked and reported, and nothing is written */
                dry_run?: "true" | "false";
            };
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file */
        requestBody: {
            content: {
                /** @example example */
                "text/csv": string;
                /** @example example */
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description The Job */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "job_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "type": "items_import",
                     *         "status": "queued",
                     *         "dry_run": false,
                     *         "rows": {
                     *           "total": 10000,
                     *           "processed": 4200,
                     *           "created": 3100,
                     *           "updated": 1000,
                     *           "unchanged": 80,
                     *           "failed": 20
                     *         },
                     *         "error": null,
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "started_at": null,
                     *         "finished_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description payload_too_large: The body is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "The body is too large",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
            };
            /** @description unsupported_media_type: The body has a content type this operation does not take */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "The body has a content type this operation does not take",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postTrackingsImports: {
        parameters: {
            query?: {
                /** @description true: every row is checked and reported, and nothing is written */
                dry_run?: "true" | "false";
                /** @description tenpo (default): columns order_shipping_id, carrier_id, tracking_number, delivery_date. yamato_b2: B2 Cloud's shipping history (send it as text/csv; charset=shift_jis). japanpost and sagawa: 400, their layouts are not confirmed yet. */
                format?: "tenpo" | "yamato_b2" | "japanpost" | "sagawa";
            };
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file */
        requestBody: {
            content: {
                /** @example example */
                "text/csv": string;
                /** @example example */
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description The Job */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "job_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "type": "items_import",
                     *         "status": "queued",
                     *         "dry_run": false,
                     *         "rows": {
                     *           "total": 10000,
                     *           "processed": 4200,
                     *           "created": 3100,
                     *           "updated": 1000,
                     *           "unchanged": 80,
                     *           "failed": 20
                     *         },
                     *         "error": null,
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "started_at": null,
                     *         "finished_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description payload_too_large: The body is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "The body is too large",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
            };
            /** @description unsupported_media_type: The body has a content type this operation does not take */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
                     *         "message": "The body has a content type this operation does not take",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postShippingsExports: {
        parameters: {
            query?: {
                /** @description true: the unshipped shippings exported move to preparing, in the transaction writing them to the file */
                mark_preparing?: "true" | "false";
            };
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "yamato_b2"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description yamato_b2: B2 Cloud's upload layout (Shift_JIS, CRLF). japanpost and sagawa: 400, not confirmed yet.
                     * @enum {string}
                     */
                    format: "yamato_b2" | "japanpost" | "sagawa";
                    /** @description The shippings' statuses (default both) */
                    status?: ("unshipped" | "preparing")[];
                };
            };
        };
        responses: {
            /** @description The Job */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "job_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "type": "shippings_export",
                     *         "status": "queued",
                     *         "dry_run": false,
                     *         "rows": {
                     *           "total": 10000,
                     *           "processed": 4200,
                     *           "created": 3100,
                     *           "updated": 1000,
                     *           "unchanged": 80,
                     *           "failed": 20
                     *         },
                     *         "error": null,
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "started_at": null,
                     *         "finished_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postItemsExports: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * @description Default csv
                     * @enum {string}
                     */
                    format?: "csv" | "ndjson";
                    /**
                     * @description Default utf-8 (CSV with no BOM); shift_jis for spreadsheets in Japan (CSV only)
                     * @enum {string}
                     */
                    encoding?: "utf-8" | "shift_jis";
                };
            };
        };
        responses: {
            /** @description The Job */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "job_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "type": "items_export",
                     *         "status": "queued",
                     *         "dry_run": false,
                     *         "rows": {
                     *           "total": 10000,
                     *           "processed": 4200,
                     *           "created": 3100,
                     *           "updated": 1000,
                     *           "unchanged": 80,
                     *           "failed": 20
                     *         },
                     *         "error": null,
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "started_at": null,
                     *         "finished_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    postOrdersExports: {
        parameters: {
            query?: never;
            header: {
                /** @description Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * @description Default csv
                     * @enum {string}
                     */
                    format?: "csv" | "ndjson";
                    /**
                     * @description Default utf-8 (CSV with no BOM); shift_jis for spreadsheets in Japan (CSV only)
                     * @enum {string}
                     */
                    encoding?: "utf-8" | "shift_jis";
                    /** @description Orders updated at or after this instant (as GET /v1/orders takes it) */
                    updated_since?: string;
                    status?: ("init" | "paid" | "fulfilled" | "cancelled")[];
                };
            };
        };
        responses: {
            /** @description The Job */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "job_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "type": "orders_export",
                     *         "status": "queued",
                     *         "dry_run": false,
                     *         "rows": {
                     *           "total": 10000,
                     *           "processed": 4200,
                     *           "created": 3100,
                     *           "updated": 1000,
                     *           "unchanged": 80,
                     *           "failed": 20
                     *         },
                     *         "error": null,
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "started_at": null,
                     *         "finished_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields); idempotency_key_required: A write needs an Idempotency-Key header */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request" | "idempotency_key_required";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description idempotency_key_in_use: A request with this Idempotency-Key is still running; retry shortly */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_in_use",
                     *         "message": "A request with this Idempotency-Key is still running; retry shortly",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_in_use";
                        };
                    };
                };
            };
            /** @description idempotency_key_reused: This Idempotency-Key was used with another body */
            422: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
                     *         "message": "This Idempotency-Key was used with another body",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Job */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "job_01jd2k3m4nabcdefghjkmnpqrs",
                     *         "type": "items_import",
                     *         "status": "running",
                     *         "dry_run": false,
                     *         "rows": {
                     *           "total": 10000,
                     *           "processed": 4200,
                     *           "created": 3100,
                     *           "updated": 1000,
                     *           "unchanged": 80,
                     *           "failed": 20
                     *         },
                     *         "error": null,
                     *         "created_at": "2026-11-02T03:04:05.000Z",
                     *         "started_at": "2026-11-02T03:04:05.120Z",
                     *         "finished_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getJobsByIdResults: {
        parameters: {
            query?: {
                failed_first?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON lines */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example example */
                    "application/x-ndjson": string;
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    getJobsByIdFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example example */
                    "text/csv": string;
                    /** @example example */
                    "application/x-ndjson": string;
                };
            };
            /** @description invalid_request: The request is malformed or a field is invalid (details name the fields) */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "message": "The request is malformed or a field is invalid (details name the fields)",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001",
                     *         "details": [
                     *           {
                     *             "field": "body.name",
                     *             "message": "must NOT have fewer than 1 characters"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_token: The token is missing, malformed, expired or revoked */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_token",
                     *         "message": "The token is missing, malformed, expired or revoked",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_token";
                        };
                    };
                };
            };
            /** @description insufficient_scope: The token lacks a scope this request needs */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_scope",
                     *         "message": "The token lacks a scope this request needs",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                        };
                    };
                };
            };
            /** @description not_found: No such resource in this shop */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No such resource in this shop",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_transition: The resource is not in a state that allows this change */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_transition",
                     *         "message": "The resource is not in a state that allows this change",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_transition";
                        };
                    };
                };
            };
            /** @description rate_limited: Too many requests; retry after Retry-After seconds */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many requests; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description internal_error: An unexpected error; the request id helps the operator find it */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "internal_error",
                     *         "message": "An unexpected error; the request id helps the operator find it",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: Storage or a gateway is unavailable; retry after Retry-After seconds */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Storage or a gateway is unavailable; retry after Retry-After seconds",
                     *         "request_id": "req_8fKq2n1xTz0aBcDe000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    webhook_order_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "order.created",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "number": 1042,
                 *           "ordered_at": "2026-11-01T03:00:00.000Z",
                 *           "updated_at": "2026-11-02T09:30:00.000Z",
                 *           "status": "paid",
                 *           "payment_method": "credit_card",
                 *           "total": {
                 *             "amount": 4620,
                 *             "currency": "JPY"
                 *           },
                 *           "is_subscription": false,
                 *           "inflow_route": {
                 *             "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *             "code": "spring26",
                 *             "name": "Spring flyer"
                 *           },
                 *           "gift_status": "none",
                 *           "gift_source_order_id": "",
                 *           "line_items": [
                 *             {
                 *               "id": "oli_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "variant_id": null,
                 *               "sku": "BEANS-200",
                 *               "name": "House blend 200 g",
                 *               "kind": "normal",
                 *               "quantity": 2,
                 *               "unit_price": {
                 *                 "amount": 2100,
                 *                 "currency": "JPY"
                 *               },
                 *               "discount_rate": 0,
                 *               "tax_rate": 8,
                 *               "options": [
                 *                 {
                 *                   "option_id": "opt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "label": "Grind",
                 *                   "choice_id": "cho_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "text": "Coarse",
                 *                   "price": {
                 *                     "amount": 0,
                 *                     "currency": "JPY"
                 *                   }
                 *                 }
                 *               ],
                 *               "subtotal": {
                 *                 "amount": 4200,
                 *                 "currency": "JPY"
                 *               }
                 *             }
                 *           ],
                 *           "shippings": [
                 *             {
                 *               "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "status": "shipped",
                 *               "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "shipping_cost": {
                 *                 "amount": 600,
                 *                 "currency": "JPY"
                 *               },
                 *               "delivery_date": "2026-11-04",
                 *               "delivery_time_slot": "14-16",
                 *               "trackings": [
                 *                 {
                 *                   "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "tracking_number": "1234-5678-9012",
                 *                   "delivery_date": "2026-11-04"
                 *                 }
                 *               ],
                 *               "updated_at": "2026-11-02T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "amounts": {
                 *             "subtotal": {
                 *               "amount": 4200,
                 *               "currency": "JPY"
                 *             },
                 *             "shipping_total": {
                 *               "amount": 600,
                 *               "currency": "JPY"
                 *             },
                 *             "discount_total": {
                 *               "amount": 180,
                 *               "currency": "JPY"
                 *             },
                 *             "tax": [
                 *               {
                 *                 "rate": 8,
                 *                 "amount": {
                 *                   "amount": 311,
                 *                   "currency": "JPY"
                 *                 }
                 *               },
                 *               {
                 *                 "rate": 10,
                 *                 "amount": {
                 *                   "amount": 0,
                 *                   "currency": "JPY"
                 *                 }
                 *               }
                 *             ],
                 *             "total": {
                 *               "amount": 4620,
                 *               "currency": "JPY"
                 *             }
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_order_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "order.paid",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "number": 1042,
                 *           "ordered_at": "2026-11-01T03:00:00.000Z",
                 *           "updated_at": "2026-11-02T09:30:00.000Z",
                 *           "status": "paid",
                 *           "payment_method": "credit_card",
                 *           "total": {
                 *             "amount": 4620,
                 *             "currency": "JPY"
                 *           },
                 *           "is_subscription": false,
                 *           "inflow_route": {
                 *             "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *             "code": "spring26",
                 *             "name": "Spring flyer"
                 *           },
                 *           "gift_status": "none",
                 *           "gift_source_order_id": "",
                 *           "line_items": [
                 *             {
                 *               "id": "oli_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "variant_id": null,
                 *               "sku": "BEANS-200",
                 *               "name": "House blend 200 g",
                 *               "kind": "normal",
                 *               "quantity": 2,
                 *               "unit_price": {
                 *                 "amount": 2100,
                 *                 "currency": "JPY"
                 *               },
                 *               "discount_rate": 0,
                 *               "tax_rate": 8,
                 *               "options": [
                 *                 {
                 *                   "option_id": "opt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "label": "Grind",
                 *                   "choice_id": "cho_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "text": "Coarse",
                 *                   "price": {
                 *                     "amount": 0,
                 *                     "currency": "JPY"
                 *                   }
                 *                 }
                 *               ],
                 *               "subtotal": {
                 *                 "amount": 4200,
                 *                 "currency": "JPY"
                 *               }
                 *             }
                 *           ],
                 *           "shippings": [
                 *             {
                 *               "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "status": "shipped",
                 *               "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "shipping_cost": {
                 *                 "amount": 600,
                 *                 "currency": "JPY"
                 *               },
                 *               "delivery_date": "2026-11-04",
                 *               "delivery_time_slot": "14-16",
                 *               "trackings": [
                 *                 {
                 *                   "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "tracking_number": "1234-5678-9012",
                 *                   "delivery_date": "2026-11-04"
                 *                 }
                 *               ],
                 *               "updated_at": "2026-11-02T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "amounts": {
                 *             "subtotal": {
                 *               "amount": 4200,
                 *               "currency": "JPY"
                 *             },
                 *             "shipping_total": {
                 *               "amount": 600,
                 *               "currency": "JPY"
                 *             },
                 *             "discount_total": {
                 *               "amount": 180,
                 *               "currency": "JPY"
                 *             },
                 *             "tax": [
                 *               {
                 *                 "rate": 8,
                 *                 "amount": {
                 *                   "amount": 311,
                 *                   "currency": "JPY"
                 *                 }
                 *               },
                 *               {
                 *                 "rate": 10,
                 *                 "amount": {
                 *                   "amount": 0,
                 *                   "currency": "JPY"
                 *                 }
                 *               }
                 *             ],
                 *             "total": {
                 *               "amount": 4620,
                 *               "currency": "JPY"
                 *             }
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderPaidEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_order_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "order.cancelled",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "number": 1042,
                 *           "ordered_at": "2026-11-01T03:00:00.000Z",
                 *           "updated_at": "2026-11-02T09:30:00.000Z",
                 *           "status": "paid",
                 *           "payment_method": "credit_card",
                 *           "total": {
                 *             "amount": 4620,
                 *             "currency": "JPY"
                 *           },
                 *           "is_subscription": false,
                 *           "inflow_route": {
                 *             "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *             "code": "spring26",
                 *             "name": "Spring flyer"
                 *           },
                 *           "gift_status": "none",
                 *           "gift_source_order_id": "",
                 *           "line_items": [
                 *             {
                 *               "id": "oli_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "variant_id": null,
                 *               "sku": "BEANS-200",
                 *               "name": "House blend 200 g",
                 *               "kind": "normal",
                 *               "quantity": 2,
                 *               "unit_price": {
                 *                 "amount": 2100,
                 *                 "currency": "JPY"
                 *               },
                 *               "discount_rate": 0,
                 *               "tax_rate": 8,
                 *               "options": [
                 *                 {
                 *                   "option_id": "opt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "label": "Grind",
                 *                   "choice_id": "cho_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "text": "Coarse",
                 *                   "price": {
                 *                     "amount": 0,
                 *                     "currency": "JPY"
                 *                   }
                 *                 }
                 *               ],
                 *               "subtotal": {
                 *                 "amount": 4200,
                 *                 "currency": "JPY"
                 *               }
                 *             }
                 *           ],
                 *           "shippings": [
                 *             {
                 *               "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "status": "shipped",
                 *               "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "shipping_cost": {
                 *                 "amount": 600,
                 *                 "currency": "JPY"
                 *               },
                 *               "delivery_date": "2026-11-04",
                 *               "delivery_time_slot": "14-16",
                 *               "trackings": [
                 *                 {
                 *                   "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "tracking_number": "1234-5678-9012",
                 *                   "delivery_date": "2026-11-04"
                 *                 }
                 *               ],
                 *               "updated_at": "2026-11-02T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "amounts": {
                 *             "subtotal": {
                 *               "amount": 4200,
                 *               "currency": "JPY"
                 *             },
                 *             "shipping_total": {
                 *               "amount": 600,
                 *               "currency": "JPY"
                 *             },
                 *             "discount_total": {
                 *               "amount": 180,
                 *               "currency": "JPY"
                 *             },
                 *             "tax": [
                 *               {
                 *                 "rate": 8,
                 *                 "amount": {
                 *                   "amount": 311,
                 *                   "currency": "JPY"
                 *                 }
                 *               },
                 *               {
                 *                 "rate": 10,
                 *                 "amount": {
                 *                   "amount": 0,
                 *                   "currency": "JPY"
                 *                 }
                 *               }
                 *             ],
                 *             "total": {
                 *               "amount": 4620,
                 *               "currency": "JPY"
                 *             }
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderCancelledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_order_fulfilled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "order.fulfilled",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "number": 1042,
                 *           "ordered_at": "2026-11-01T03:00:00.000Z",
                 *           "updated_at": "2026-11-02T09:30:00.000Z",
                 *           "status": "paid",
                 *           "payment_method": "credit_card",
                 *           "total": {
                 *             "amount": 4620,
                 *             "currency": "JPY"
                 *           },
                 *           "is_subscription": false,
                 *           "inflow_route": {
                 *             "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *             "code": "spring26",
                 *             "name": "Spring flyer"
                 *           },
                 *           "gift_status": "none",
                 *           "gift_source_order_id": "",
                 *           "line_items": [
                 *             {
                 *               "id": "oli_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "variant_id": null,
                 *               "sku": "BEANS-200",
                 *               "name": "House blend 200 g",
                 *               "kind": "normal",
                 *               "quantity": 2,
                 *               "unit_price": {
                 *                 "amount": 2100,
                 *                 "currency": "JPY"
                 *               },
                 *               "discount_rate": 0,
                 *               "tax_rate": 8,
                 *               "options": [
                 *                 {
                 *                   "option_id": "opt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "label": "Grind",
                 *                   "choice_id": "cho_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "text": "Coarse",
                 *                   "price": {
                 *                     "amount": 0,
                 *                     "currency": "JPY"
                 *                   }
                 *                 }
                 *               ],
                 *               "subtotal": {
                 *                 "amount": 4200,
                 *                 "currency": "JPY"
                 *               }
                 *             }
                 *           ],
                 *           "shippings": [
                 *             {
                 *               "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "status": "shipped",
                 *               "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "shipping_cost": {
                 *                 "amount": 600,
                 *                 "currency": "JPY"
                 *               },
                 *               "delivery_date": "2026-11-04",
                 *               "delivery_time_slot": "14-16",
                 *               "trackings": [
                 *                 {
                 *                   "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "tracking_number": "1234-5678-9012",
                 *                   "delivery_date": "2026-11-04"
                 *                 }
                 *               ],
                 *               "updated_at": "2026-11-02T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "amounts": {
                 *             "subtotal": {
                 *               "amount": 4200,
                 *               "currency": "JPY"
                 *             },
                 *             "shipping_total": {
                 *               "amount": 600,
                 *               "currency": "JPY"
                 *             },
                 *             "discount_total": {
                 *               "amount": 180,
                 *               "currency": "JPY"
                 *             },
                 *             "tax": [
                 *               {
                 *                 "rate": 8,
                 *                 "amount": {
                 *                   "amount": 311,
                 *                   "currency": "JPY"
                 *                 }
                 *               },
                 *               {
                 *                 "rate": 10,
                 *                 "amount": {
                 *                   "amount": 0,
                 *                   "currency": "JPY"
                 *                 }
                 *               }
                 *             ],
                 *             "total": {
                 *               "amount": 4620,
                 *               "currency": "JPY"
                 *             }
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderFulfilledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_order_gift_accepted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "order.gift_accepted",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "number": 1042,
                 *           "ordered_at": "2026-11-01T03:00:00.000Z",
                 *           "updated_at": "2026-11-02T09:30:00.000Z",
                 *           "status": "paid",
                 *           "payment_method": "credit_card",
                 *           "total": {
                 *             "amount": 4620,
                 *             "currency": "JPY"
                 *           },
                 *           "is_subscription": false,
                 *           "inflow_route": {
                 *             "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *             "code": "spring26",
                 *             "name": "Spring flyer"
                 *           },
                 *           "gift_status": "none",
                 *           "gift_source_order_id": "",
                 *           "line_items": [
                 *             {
                 *               "id": "oli_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "variant_id": null,
                 *               "sku": "BEANS-200",
                 *               "name": "House blend 200 g",
                 *               "kind": "normal",
                 *               "quantity": 2,
                 *               "unit_price": {
                 *                 "amount": 2100,
                 *                 "currency": "JPY"
                 *               },
                 *               "discount_rate": 0,
                 *               "tax_rate": 8,
                 *               "options": [
                 *                 {
                 *                   "option_id": "opt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "label": "Grind",
                 *                   "choice_id": "cho_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "text": "Coarse",
                 *                   "price": {
                 *                     "amount": 0,
                 *                     "currency": "JPY"
                 *                   }
                 *                 }
                 *               ],
                 *               "subtotal": {
                 *                 "amount": 4200,
                 *                 "currency": "JPY"
                 *               }
                 *             }
                 *           ],
                 *           "shippings": [
                 *             {
                 *               "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "status": "shipped",
                 *               "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "shipping_cost": {
                 *                 "amount": 600,
                 *                 "currency": "JPY"
                 *               },
                 *               "delivery_date": "2026-11-04",
                 *               "delivery_time_slot": "14-16",
                 *               "trackings": [
                 *                 {
                 *                   "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "tracking_number": "1234-5678-9012",
                 *                   "delivery_date": "2026-11-04"
                 *                 }
                 *               ],
                 *               "updated_at": "2026-11-02T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "amounts": {
                 *             "subtotal": {
                 *               "amount": 4200,
                 *               "currency": "JPY"
                 *             },
                 *             "shipping_total": {
                 *               "amount": 600,
                 *               "currency": "JPY"
                 *             },
                 *             "discount_total": {
                 *               "amount": 180,
                 *               "currency": "JPY"
                 *             },
                 *             "tax": [
                 *               {
                 *                 "rate": 8,
                 *                 "amount": {
                 *                   "amount": 311,
                 *                   "currency": "JPY"
                 *                 }
                 *               },
                 *               {
                 *                 "rate": 10,
                 *                 "amount": {
                 *                   "amount": 0,
                 *                   "currency": "JPY"
                 *                 }
                 *               }
                 *             ],
                 *             "total": {
                 *               "amount": 4620,
                 *               "currency": "JPY"
                 *             }
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderGiftAcceptedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_order_gift_declined: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "order.gift_declined",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "number": 1042,
                 *           "ordered_at": "2026-11-01T03:00:00.000Z",
                 *           "updated_at": "2026-11-02T09:30:00.000Z",
                 *           "status": "paid",
                 *           "payment_method": "credit_card",
                 *           "total": {
                 *             "amount": 4620,
                 *             "currency": "JPY"
                 *           },
                 *           "is_subscription": false,
                 *           "inflow_route": {
                 *             "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *             "code": "spring26",
                 *             "name": "Spring flyer"
                 *           },
                 *           "gift_status": "none",
                 *           "gift_source_order_id": "",
                 *           "line_items": [
                 *             {
                 *               "id": "oli_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "variant_id": null,
                 *               "sku": "BEANS-200",
                 *               "name": "House blend 200 g",
                 *               "kind": "normal",
                 *               "quantity": 2,
                 *               "unit_price": {
                 *                 "amount": 2100,
                 *                 "currency": "JPY"
                 *               },
                 *               "discount_rate": 0,
                 *               "tax_rate": 8,
                 *               "options": [
                 *                 {
                 *                   "option_id": "opt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "label": "Grind",
                 *                   "choice_id": "cho_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "text": "Coarse",
                 *                   "price": {
                 *                     "amount": 0,
                 *                     "currency": "JPY"
                 *                   }
                 *                 }
                 *               ],
                 *               "subtotal": {
                 *                 "amount": 4200,
                 *                 "currency": "JPY"
                 *               }
                 *             }
                 *           ],
                 *           "shippings": [
                 *             {
                 *               "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "status": "shipped",
                 *               "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "shipping_cost": {
                 *                 "amount": 600,
                 *                 "currency": "JPY"
                 *               },
                 *               "delivery_date": "2026-11-04",
                 *               "delivery_time_slot": "14-16",
                 *               "trackings": [
                 *                 {
                 *                   "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *                   "tracking_number": "1234-5678-9012",
                 *                   "delivery_date": "2026-11-04"
                 *                 }
                 *               ],
                 *               "updated_at": "2026-11-02T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "amounts": {
                 *             "subtotal": {
                 *               "amount": 4200,
                 *               "currency": "JPY"
                 *             },
                 *             "shipping_total": {
                 *               "amount": 600,
                 *               "currency": "JPY"
                 *             },
                 *             "discount_total": {
                 *               "amount": 180,
                 *               "currency": "JPY"
                 *             },
                 *             "tax": [
                 *               {
                 *                 "rate": 8,
                 *                 "amount": {
                 *                   "amount": 311,
                 *                   "currency": "JPY"
                 *                 }
                 *               },
                 *               {
                 *                 "rate": 10,
                 *                 "amount": {
                 *                   "amount": 0,
                 *                   "currency": "JPY"
                 *                 }
                 *               }
                 *             ],
                 *             "total": {
                 *               "amount": 4620,
                 *               "currency": "JPY"
                 *             }
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderGiftDeclinedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_shipping_status_changed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "shipping.status_changed",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "status": "shipped",
                 *           "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "shipping_cost": {
                 *             "amount": 600,
                 *             "currency": "JPY"
                 *           },
                 *           "delivery_date": "2026-11-04",
                 *           "delivery_time_slot": "14-16",
                 *           "trackings": [
                 *             {
                 *               "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *               "tracking_number": "1234-5678-9012",
                 *               "delivery_date": "2026-11-04"
                 *             }
                 *           ],
                 *           "updated_at": "2026-11-02T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ShippingStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_tracking_registered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "tracking.registered",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "tracking_number": "1234-5678-9012",
                 *           "delivery_date": "2026-11-04"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TrackingRegisteredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_tracking_corrected: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "tracking.corrected",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "tracking_id": "trk_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "order_id": "ord_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "order_shipping_id": "osh_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "carrier_id": "dlv_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "tracking_number": "1234-5678-9012",
                 *           "delivery_date": "2026-11-04"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TrackingCorrectedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_item_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_item_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_item_archived: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemArchivedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_stock_changed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "stock.changed",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "variant_id": null,
                 *           "inventory": 12
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["StockChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_stock_out: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "stock.out",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "item_id": "item_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "variant_id": null,
                 *           "inventory": 12
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["StockOutEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_customer_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "customer.created",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "cus_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "line_user_id": "U4af4980629b0e1c2d3e4f5a6b7c8d9e0",
                 *           "tags": [
                 *             "vip",
                 *             "newsletter"
                 *           ],
                 *           "order_count": 3,
                 *           "total_spent": {
                 *             "amount": 14280,
                 *             "currency": "JPY"
                 *           },
                 *           "created_at": "2026-10-01T02:00:00.000Z",
                 *           "updated_at": "2026-11-02T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_customer_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "customer.updated",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "cus_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "line_user_id": "U4af4980629b0e1c2d3e4f5a6b7c8d9e0",
                 *           "tags": [
                 *             "vip",
                 *             "newsletter"
                 *           ],
                 *           "order_count": 3,
                 *           "total_spent": {
                 *             "amount": 14280,
                 *             "currency": "JPY"
                 *           },
                 *           "created_at": "2026-10-01T02:00:00.000Z",
                 *           "updated_at": "2026-11-02T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_inflow_route_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "inflow_route.created",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "ir_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *           "code": "spring26",
                 *           "name": "Spring flyer",
                 *           "url": "https://api.shop.example.jp/s/shop_01jd2k3m4n5p6q7r8s9t0v1w2x?ir=spring26",
                 *           "order_count": 12,
                 *           "created_at": "2026-11-01T00:00:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InflowRouteCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_job_finished: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same on every retry */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "type": "job.finished",
                 *       "created_at": "2026-11-02T09:30:00.000Z",
                 *       "shop_id": "shop_01jd2k3m4n5p6q7r8s9t0v1w2x",
                 *       "data": {
                 *         "object": {
                 *           "id": "job_01jd2k3m4nabcdefghjkmnpqrs",
                 *           "type": "items_import",
                 *           "status": "succeeded",
                 *           "dry_run": false,
                 *           "rows": {
                 *             "total": 10000,
                 *             "processed": 4200,
                 *             "created": 3100,
                 *             "updated": 1000,
                 *             "unchanged": 80,
                 *             "failed": 20
                 *           },
                 *           "error": null,
                 *           "created_at": "2026-11-02T03:04:05.000Z",
                 *           "started_at": "2026-11-02T03:04:05.120Z",
                 *           "finished_at": "2026-11-02T03:05:10.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["JobFinishedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds: delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and no more deliveries are sent to it */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
