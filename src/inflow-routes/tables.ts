export interface InflowRouteTables {
  inflow_routes: {
    id: string;
    shop_id: string;
    code: string;
    name: string;
    order_count: number;
    created_at: string;
  };
}
