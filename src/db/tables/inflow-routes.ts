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
  /** Visits and orders per shop, Japan day and route (migration 0910), kept with the route's totals. */
  inflow_route_daily: {
    shop_id: string;
    /** YYYY-MM-DD, the Japan (JST) calendar day of the visit, or of the order's placing. */
    day: string;
    route_id: string;
    visits: number;
    orders: number;
  };
}
