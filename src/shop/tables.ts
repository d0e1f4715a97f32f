export interface ShopTables {
  shops: {
    id: string;
    name: string;
    url: string;
    contact_email: string;
    currency: string;
    /** Shipping cost used when an item has none of its own. */
    default_shipping_cost: number;
    is_default: number;
    created_at: string;
    updated_at: string;
  };
}
