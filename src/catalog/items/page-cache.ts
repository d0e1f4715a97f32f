/**
 * Rendered item-list pages (the response bytes), kept while the shop's catalogue version stands:
 * the key holds the version (migration 0150, bumped by triggers on every change to items and
 * their images, by any process), so a page is never served after a change that could alter it,
 * and superseded pages simply age out. Least recently used pages go first past the byte budget.
 *
 * Invariants (what keeps a cached page exact):
 * - The key holds every input the page's bytes depend on (itemPageKey's callers: the shop, its
 *   catalogue version, the viewing client, every query parameter). A new parameter, or a new way
 *   the bytes differ between viewers, goes into the key.
 * - Every committed change that can alter a list page raises the shop's catalogue version: all a
 *   list entry shows is read from items and item_images, whose triggers raise it. A new table (or
 *   column of another table) shown in list entries needs the same trigger.
 * - The version is read before the page's rows, so a page is never older than the version in its
 *   key (a commit in between makes the page newer, never staler).
 * - The bytes depend on the stored rows and the key alone: nothing computed from the clock or from
 *   state outside the database.
 * - Pages are shared: nobody writes into a Buffer taken from the cache.
 * Each process keeps its own cache and needs no invalidation: another process's commit raises the
 * version, which the next key reads (on SQLite through commitVersion in src/db/prepared.ts).
 */
export class ItemPageCache {
  private pages = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get(key: string): Buffer | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: Buffer): void {
    if (page.length > this.maxBytes / 8 || this.pages.has(key)) return;
    this.pages.set(key, page);
    this.bytes += page.length;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

/** The cache key of a page: every input its bytes depend on, in a fixed order. */
export function itemPageKey(parts: (string | number | undefined | null)[]): string {
  return parts.map((p) => (p === undefined || p === null ? '' : String(p))).join('\u0000');
}
