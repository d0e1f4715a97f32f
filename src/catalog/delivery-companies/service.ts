import type { AppContext } from '../../context.ts';
import { pageOf, type Page, type PageRequest } from '../../lib/page.ts';
import { deliveryCompanyRepo } from './repo.ts';

export interface DeliveryCompany {
  id: string;
  code: string;
  name: string;
  tracking_url_template: string;
}

/** The carriers a shop ships with; every shop starts with DEFAULT_CARRIERS (src/catalog/carriers.ts). */
export function deliveryCompanyService(ctx: AppContext) {
  return {
    async list(shopId: string, page: PageRequest): Promise<Page<DeliveryCompany>> {
      const repo = deliveryCompanyRepo(ctx.db);
      const [data, total] = await Promise.all([repo.list(shopId, page.limit, page.offset), repo.count(shopId)]);
      return pageOf(data, page, total);
    },
  };
}
