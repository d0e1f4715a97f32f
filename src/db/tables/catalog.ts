export interface CatalogTables {
  categories: {
    id: string;
    shop_id: string;
    name: string;
    parent_id: string | null;
    sort: number;
    created_at: string;
    updated_at: string;
  };
  delivery_companies: {
    id: string;
    shop_id: string;
    code: string;
    name: string;
    /** URL with `{tracking_number}` where the number goes. */
    tracking_url_template: string;
    sort: number;
    created_at: string;
  };
  items: {
    id: string;
    shop_id: string;
    sku: string;
    name: string;
    status: 'active' | 'inactive';
    kind: string;
    price_amount: number;
    currency: string;
    /** null is unlimited; always null for bundles (stock derives from components). */
    inventory: number | null;
    for_gift: number;
    category_id: string;
    description: string;
    detail_url: string | null;
    /** null uses the shop default. */
    shipping_cost_amount: number | null;
    main_image_orientation: string;
    restock_notification: number;
    cancellation_enabled: number;
    cancellation_cancel_by: string;
    /** Ticket object as JSON, null for non-ticket kinds. */
    ticket: string | null;
    tax_rate: number;
    discount_rate: number;
    delivery_datetime_possibility: string;
    shipping_date_estimate: string;
    selling_limits: number | null;
    discount_title: string | null;
    is_shipping: number;
    share_button_enabled: number;
    number_of_sets: number;
    sell_from: string | null;
    sell_by: string | null;
    external_ref: string | null;
    /** The client whose management the item is under, or null for manual operation. */
    managed_by_client_id: string | null;
    /** Set when staff edit a managed item by hand; cleared when the client sets managed_by: self. */
    edited_by_hand: number;
    archived: number;
    created_at: string;
    updated_at: string;
  };
  item_variation_axes: {
    id: string;
    shop_id: string;
    item_id: string;
    name: string;
    sort: number;
  };
  item_axis_values: {
    id: string;
    shop_id: string;
    item_id: string;
    axis_id: string;
    name: string;
    sort: number;
  };
  item_variants: {
    id: string;
    shop_id: string;
    item_id: string;
    sku: string;
    name: string;
    /** null falls back to the item price. */
    price_amount: number | null;
    inventory: number;
    discount_rate: number;
    status: 'active' | 'inactive';
    /** JSON array of {axis_id, value_id}. */
    axis_values: string;
    sort: number;
    created_at: string;
    updated_at: string;
  };
  item_options: {
    id: string;
    shop_id: string;
    item_id: string;
    type: string;
    label: string;
    description: string;
    required: number;
    price_amount: number;
    sort: number;
  };
  item_option_choices: {
    id: string;
    shop_id: string;
    item_id: string;
    option_id: string;
    text: string;
    price_amount: number;
    sort: number;
  };
  bundle_components: {
    shop_id: string;
    bundle_item_id: string;
    component_item_id: string;
    quantity: number;
    selection_type: string;
    sort: number;
  };
  item_images: {
    id: string;
    shop_id: string;
    item_id: string;
    content_type: string;
    byte_size: number;
    sort: number;
    created_at: string;
  };
  /** Image bytes live in the database so every process and machine of a deployment serves them. */
  image_blobs: {
    image_id: string;
    data: Buffer;
  };
  item_history: {
    id: string;
    shop_id: string;
    item_id: string;
    actor_type: 'client' | 'staff';
    actor_id: string;
    /** JSON array of {field, old, new}. */
    changes: string;
    created_at: string;
  };
}
