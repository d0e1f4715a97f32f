/** Storefront tables beyond the orders area's (src/orders/tables.ts): sessions, gifts, line allocation. */
export interface StorefrontTables {
  /** Shopper sign-ins: only the SHA-256 of the opaque token is stored, so a database leak yields no usable token. */
  shopper_sessions: {
    token_hash: string;
    shop_id: string;
    customer_id: string;
    created_at: string;
    expires_at: string;
  };
  /** Which shipping (destination) each order line goes to. */
  order_line_shippings: {
    order_line_id: string;
    shop_id: string;
    order_id: string;
    order_shipping_id: string;
  };
  /** A gift order's invitation: who may accept it and the order its acceptance created. */
  gifts: {
    order_id: string;
    shop_id: string;
    /** null: anyone holding the gift link (other than the giver) may accept. */
    recipient_line_user_id: string | null;
    message: string;
    accepted_order_id: string | null;
    created_at: string;
    updated_at: string;
  };
}
