/** One page of a list: `{data, pagination: {limit, offset, total}}`, the answer of every list endpoint. */

/** The page size when a list request gives none. */
export const DEFAULT_PAGE_LIMIT = 20;

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface Page<T> {
  data: T[];
  pagination: { limit: number; offset: number; total: number };
}

/** The requested page with the defaults filled in (20 entries from the first). */
export function pageRequest(page: { limit?: number; offset?: number }): PageRequest {
  return { limit: page.limit ?? DEFAULT_PAGE_LIMIT, offset: page.offset ?? 0 };
}

/** A list answer: the page's entries, the requested limit and offset, and the total count. */
export function pageOf<T>(data: T[], page: PageRequest, total: number): Page<T> {
  return { data, pagination: { limit: page.limit, offset: page.offset, total } };
}
