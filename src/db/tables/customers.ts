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
    created_at: string;
    updated_at: string;
  };
}
