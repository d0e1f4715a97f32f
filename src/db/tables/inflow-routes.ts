export interface InflowRouteTables {
  inflow_routes: {
    id: string;
    shop_id: string;
    code: string;
    name: string;
    order_count: number;
    /** Times the link was opened while the shop had a storefront URL to send the shopper to. */
    visit_count: number;
    created_at: string;
  };
}
