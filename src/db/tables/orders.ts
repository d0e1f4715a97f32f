/**
 * The status of an order step 1 of checkout placed and step 3 has not yet confirmed (or released):
 * internal, never answered; every read of orders leaves such orders out (src/storefront/checkout.ts).
 */
export const PENDING_PAYMENT = 'pending_payment';

export interface OrderTables {
  orders: {
    id: string;
    shop_id: string;
    customer_id: string;
    status: 'init' | 'paid' | 'fulfilled' | 'cancelled' | typeof PENDING_PAYMENT;
    payment_method: string;
    /** Reference returned by the payment step; never a card number or gateway token. */
    payment_reference: string | null;
    /** Deadline of a payment the shopper makes later (convenience store), ISO 8601; null when none. */
    payment_due_at: string | null;
    /** What the shopper needs to pay (PaymentInstructions of src/payments/payment.ts) as JSON; null when nothing. */
    payment_instructions: string | null;
    currency: string;
    subtotal: number;
    shipping_total: number;
    discount_total: number;
    tax_8: number;
    tax_10: number;
    /** The tax-included amount taxed at 8 %: the lines at that rate after discounts (migration 0891). */
    taxable_8: number;
    /** The tax-included amount taxed at 10 %: the lines at that rate after discounts, and the shipping. */
    taxable_10: number;
    total: number;
    is_subscription: number;
    inflow_route_id: string | null;
    gift_status: string;
    gift_source_order_id: string;
    /** Purchaser personal data as JSON (last_name, first_name, tel, email, postal_code, address). */
    purchaser: string;
    ordered_at: string;
    updated_at: string;
    /** Per shop, from 1001, given when the order becomes visible; null only while pending payment. */
    number: number | null;
    /** A checkout sent with an Idempotency-Key: the key, unique per customer, so a retry finds this order (migration 0840). */
    idempotency_key: string | null;
    /** With idempotency_key: the hash of the checkout request, which a retry must match. */
    idempotency_hash: string | null;
    /** Receipts issued for the order so far (order_receipts; migration 0890). */
    receipts_issued: number;
  };
  /** Orders and their totals per shop, Japan day placed and status (migration 0870; kept by triggers on orders). */
  order_daily: {
    shop_id: string;
    /** YYYY-MM-DD, the Japan (JST) calendar day the order was placed on. */
    day: string;
    status: string;
    slot: number;
    orders: number;
    amount: number;
  };
  /** Each shop's last order number (migration 0250); the numbering transaction holds its row. */
  order_number_counters: {
    shop_id: string;
    last_number: number;
  };
  /** What staff or the operator did to an order, and when (src/orders/staff.ts). */
  order_actions: {
    id: string;
    shop_id: string;
    order_id: string;
    /** A staff or operator operation, or (for the other actors) the order event their change caused (migration 0900). */
    action:
      | 'record_payment'
      | 'cancel'
      | 'move_shipping'
      | 'register_tracking'
      | 'correct_tracking'
      | 'order.created'
      | 'order.paid'
      | 'order.cancelled'
      | 'order.fulfilled'
      | 'order.gift_accepted'
      | 'order.gift_declined'
      | 'shipping.status_changed'
      | 'tracking.registered'
      | 'tracking.corrected';
    actor_kind: 'staff' | 'operator' | 'client' | 'shopper' | 'system';
    /** The staff member (staff id) when actor_kind is staff. */
    staff_id: string | null;
    /** The client id or the shopper's customer id when actor_kind is client or shopper (migration 0900). */
    actor_id: string | null;
    /** The reason staff gave (cancellations: required from staff and the operator). */
    reason: string | null;
    /** What was done, in words (the shipping move, the tracking number, how the money goes back). */
    note: string;
    /** The refund a cancellation owes through the gateway, when it owes one. */
    refund_id: string | null;
    at: string;
  };
  /** Refunds owed through the payment gateway: written when the order is cancelled, sent after commit (src/orders/refunds.ts). */
  refunds: {
    id: string;
    shop_id: string;
    order_id: string;
    amount: number;
    /** The charge's reference (orders.payment_reference), what the gateway refunds. Never answered. */
    payment_reference: string;
    /** `refund_<order id>`: asked again after a failure or a crash, the gateway refunds once. */
    idempotency_key: string;
    status: 'pending' | 'done';
    attempts: number;
    last_error: string | null;
    /** When the retry loop may try it next (a pending refund only). */
    next_attempt_at: string;
    /** The gateway's refund reference, once done. */
    gateway_reference: string | null;
    created_at: string;
    updated_at: string;
  };
  order_lines: {
    id: string;
    shop_id: string;
    order_id: string;
    item_id: string;
    variant_id: string | null;
    sku: string;
    name: string;
    kind: string;
    quantity: number;
    unit_price: number;
    discount_rate: number;
    tax_rate: number;
    /** JSON array of {option_id, label, choice_id, text, price}. */
    options: string;
    subtotal: number;
    sort: number;
  };
  order_shippings: {
    id: string;
    shop_id: string;
    order_id: string;
    status: 'unshipped' | 'preparing' | 'shipped' | 'delivered' | 'cancelled';
    carrier_id: string | null;
    shipping_cost: number;
    delivery_date: string | null;
    delivery_time_slot: string | null;
    /** Recipient personal data as JSON (last_name, first_name, tel, postal_code, address). */
    recipient: string;
    /** Gift wrapping or noshi as JSON (src/orders/wrapping.ts); null: none. */
    gift_wrapping: string | null;
    sort: number;
    created_at: string;
    updated_at: string;
  };
  trackings: {
    id: string;
    shop_id: string;
    order_id: string;
    order_shipping_id: string;
    carrier_id: string;
    tracking_number: string;
    /** trackingNumberKey(tracking_number): unique per shipping and carrier (migration 0810). */
    tracking_key: string;
    delivery_date: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Each issue of an order's receipt (src/orders/receipts.ts): the first is the original, every later one a reissue. */
  order_receipts: {
    id: string;
    shop_id: string;
    order_id: string;
    /** 1 for the first issue, counting up per order. */
    issue_number: number;
    issued_by: 'shopper' | 'staff';
    /** The staff member who printed it from the console. */
    staff_id: string | null;
    /** 宛名 and 但し書き as printed. */
    addressee: string;
    note: string;
    issued_at: string;
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
