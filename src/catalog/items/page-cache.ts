/**
 * Rendered item-list pages (the response bytes), kept while the shop's catalogue version stands:
 * the version (migration 0150, raised by triggers on every change to items and their images, by
 * any process) only grows, so a page is never served after a change that could alter it. A shop's
 * pages are dropped as soon as a newer version of it is seen: pages of an older version can never
 * be served again, and the budget goes to pages that can. Least recently used pages go first past
 * the byte budget.
 *
 * Invariants (what keeps a cached page exact):
 * - The page key holds every other input the page's bytes depend on (itemPageKey's callers: the
 *   viewing client, every query parameter). A new parameter, or a new way the bytes differ between
 *   viewers, goes into the key.
 * - Every committed change that can alter a list page raises the shop's catalogue version: all a
 *   list entry shows is read from items and item_images, whose triggers raise it. A new table (or
 *   column of another table) shown in list entries needs the same trigger.
 * - The version is read before the page's rows, so a page is never older than the version it is
 *   kept under (a commit in between makes the page newer, never staler).
 * - The bytes depend on the stored rows and the key alone: nothing computed from the clock or from
 *   state outside the database.
 * - Pages are shared: nobody writes into a Buffer taken from the cache.
 * Each process keeps its own cache and needs no invalidation: another process's commit raises the
 * version, which the next request reads (on SQLite through commitVersion in src/db/prepared.ts).
 */
export class ItemPageCache {
  /** Every kept page by shop and page key, least recently used first. */
  private pages = new Map<string, { shopId: string; page: Buffer }>();
  /** Per shop with kept pages: the catalogue version they were rendered at, and their keys in `pages`. */
  private shops = new Map<string, { version: number; keys: Set<string> }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The page kept for this shop at this catalogue version, if any. */
  get(shopId: string, version: number, pageKey: string): Buffer | undefined {
    const key = `${shopId}\u0000${pageKey}`;
    const kept = this.current(shopId, version) ? this.pages.get(key) : undefined;
    if (kept) {
      this.pages.delete(key);
      this.pages.set(key, kept);
    }
    return kept?.page;
  }

  set(shopId: string, version: number, pageKey: string, page: Buffer): void {
    if (page.length > this.maxBytes / 8) return;
    let shop = this.current(shopId, version);
    if (!shop) {
      // A request that read an older version than the kept pages' renders a page nobody can be served.
      if (this.shops.has(shopId)) return;
      shop = { version, keys: new Set() };
      this.shops.set(shopId, shop);
    }
    const key = `${shopId}\u0000${pageKey}`;
    if (shop.keys.has(key)) return;
    shop.keys.add(key);
    this.pages.set(key, { shopId, page });
    this.bytes += page.length;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /**
   * The shop's kept pages if rendered at this version; pages of an older version are dropped here.
   * Undefined when the shop has none at this version.
   */
  private current(shopId: string, version: number) {
    const shop = this.shops.get(shopId);
    if (!shop || shop.version === version) return shop;
    if (shop.version < version) for (const key of shop.keys) this.drop(key);
    return undefined;
  }

  private drop(key: string): void {
    const kept = this.pages.get(key)!;
    this.pages.delete(key);
    this.bytes -= kept.page.length;
    const shop = this.shops.get(kept.shopId)!;
    shop.keys.delete(key);
    if (shop.keys.size === 0) this.shops.delete(kept.shopId);
  }
}

/** A page's key within its shop and version: every other input its bytes depend on, in a fixed order. */
export function itemPageKey(parts: (string | number | undefined | null)[]): string {
  return parts.map((p) => (p === undefined || p === null ? '' : String(p))).join('\u0000');
}
