import type { InputRecord } from './files.ts';

/*
 * A dry run must report each row as the real run would: a sku's second row is an edit of what its
 * first row created, a stock row adjusts what the rows before it left. Each batch of a dry run
 * applies its rows as the real run does, inside one savepoint rolled back before the batch's
 * results are written, so rows within a batch see one another. Rows of earlier batches are gone by
 * then: before a batch, the earlier rows of the keys it holds (the same sku, the same shipping) are
 * applied again, in file order, unrecorded. Only keys the file holds more than once are remembered,
 * found by reading the file once before the run (the file, not the database: nothing is written).
 */

/** What a dry run keeps between batches: the rows already checked of the keys the file repeats. */
export class DryRunMemory {
  private readonly earlier = new Map<string, InputRecord[]>();

  private constructor(
    private readonly repeated: ReadonlySet<string>,
    private readonly keyOf: (values: Record<string, unknown>) => string | null,
  ) {}

  /** Reads the file's records once to learn which keys it repeats. */
  static async of(
    records: AsyncIterable<InputRecord>,
    keyOf: (values: Record<string, unknown>) => string | null,
  ): Promise<DryRunMemory> {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for await (const record of records) {
      const key = record.values ? keyOf(record.values) : null;
      if (key === null) continue;
      if (seen.has(key)) repeated.add(key);
      else seen.add(key);
    }
    return new DryRunMemory(repeated, keyOf);
  }

  private key(record: InputRecord): string | null {
    const key = record.values ? this.keyOf(record.values) : null;
    return key !== null && this.repeated.has(key) ? key : null;
  }

  /** The rows of earlier batches to apply again before `batch`: those of the keys it holds, in file order. */
  replayFor(batch: InputRecord[]): InputRecord[] {
    const keys = new Set(batch.map((r) => this.key(r)).filter((k) => k !== null));
    return [...keys].flatMap((k) => this.earlier.get(k) ?? []).sort((a, b) => a.row - b.row);
  }

  /** Remembers rows checked (a batch's, or those a resumed run skips as done before). */
  remember(records: InputRecord[]): void {
    for (const record of records) {
      const key = this.key(record);
      if (key === null) continue;
      const list = this.earlier.get(key) ?? [];
      list.push(record);
      this.earlier.set(key, list);
    }
  }
}
