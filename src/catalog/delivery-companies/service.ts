import type { Queryable, Read } from '../../db/database.ts';
import { pageOf, type Page, type PageRequest } from '../../lib/page.ts';
import { deliveryCompanyRepo } from './repo.ts';

interface DeliveryCompany {
  id: string;
  code: string;
  name: string;
  tracking_url_template: string;
}

/** The carriers a shop ships with; every shop starts with DEFAULT_CARRIERS (src/catalog/carriers.ts). */
export async function listDeliveryCompanies(
  db: Read,
  shopId: string,
  page: PageRequest,
): Promise<Page<DeliveryCompany>> {
  const repo = deliveryCompanyRepo(db);
  const [data, total] = await Promise.all([repo.list(shopId, page.limit, page.offset), repo.count(shopId)]);
  return pageOf(data, page, total);
}

/** The shop's carriers among ids, by id (ids of other shops are left out). */
export async function deliveryCompaniesById(
  db: Queryable,
  shopId: string,
  ids: string[],
): Promise<Map<string, DeliveryCompany>> {
  const rows = await deliveryCompanyRepo(db).findMany(shopId, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}
