export interface CustomerTables {
  customers: {
    id: string;
    shop_id: string;
    line_user_id: string;
    /** JSON array of strings. */
    tags: string;
    order_count: number;
    total_spent: number;
    /** Personal data (profile), returned only with read_customers_pii. */
    last_name: string;
    first_name: string;
    tel: string;
    email: string;
    postal_code: string;
    address: string;
    gender: string;
    /** The LINE profile picture from the last LINE sign-in; '' = none. Shown only to the shopper. */
    picture_url: string;
    /** The LINE display name from the last LINE sign-in; '' = none. Personal data (staff and *_pii). */
    line_name: string;
    created_at: string;
    updated_at: string;
  };
  /** The console's customer search keys (migration 0911; kept by triggers on customers). */
  customer_search: {
    shop_id: string;
    key: string;
    customer_id: string;
  };
}
