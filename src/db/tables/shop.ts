export interface ShopTables {
  shops: {
    id: string;
    name: string;
    url: string;
    contact_email: string;
    currency: string;
    /** Shipping cost used when an item has none of its own. */
    default_shipping_cost: number;
    /** Where inflow links send shoppers (the LIFF URL, for example); '' until the shop sets it. */
    storefront_url: string;
    is_default: number;
    /** LINE Login channel id; '' = not configured. */
    line_channel_id: string;
    /** The channel secret, sealed (src/lib/sealed-secrets.ts); '' = not set. Never shown. */
    line_channel_secret: string;
    /** Stripe secret key (sk_… or rk_…), sealed; null: the shop pays through the simulated processor. */
    stripe_secret_key: string | null;
    /** Stripe publishable key (pk_…), public: the storefront confirms card payments with it. */
    stripe_publishable_key: string | null;
    /** Signing secret of the shop's Stripe webhook endpoint (whsec_…), sealed. */
    stripe_webhook_secret: string | null;
    /** The delivery settings as JSON (src/shop/delivery.ts); null: the defaults. */
    delivery_settings: string | null;
    /** Qualified-invoice issuer registration number (`T` + 13 digits, check digit verified: src/shop/invoice.ts), or null. */
    invoice_registration_number: string | null;
    created_at: string;
    updated_at: string;
  };
}

/** The shop as the sender of its parcels (migration 0920; src/shop/sender.ts). */
export interface ShopSenderTables {
  shop_senders: {
    shop_id: string;
    /** As a label prints it: the shop's or its company's name. */
    name: string;
    /** Digits and hyphens, as written ("03-1234-5678"). */
    phone: string;
    /** "123-4567". */
    postal_code: string;
    address: string;
    updated_at: string;
  };
}
