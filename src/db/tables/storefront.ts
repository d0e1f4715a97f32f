/** The storefront's own tables: shopper sessions and carts (orders, gifts and line allocations are the orders area's). */
export interface StorefrontTables {
  /** Shopper sign-ins: only the SHA-256 of the opaque token is stored, so a database leak yields no usable token. */
  shopper_sessions: {
    token_hash: string;
    shop_id: string;
    customer_id: string;
    created_at: string;
    expires_at: string;
  };
  carts: {
    id: string;
    shop_id: string;
    customer_id: string;
    inflow_route_id: string | null;
    created_at: string;
    updated_at: string;
  };
  cart_lines: {
    id: string;
    shop_id: string;
    cart_id: string;
    item_id: string;
    variant_id: string | null;
    /** JSON array of chosen option choice ids. */
    option_choice_ids: string;
    quantity: number;
    /** Why the line was dropped (item edited), shown once to the shopper; null while the line is live. */
    dropped_reason: string | null;
    created_at: string;
    updated_at: string;
  };
}
