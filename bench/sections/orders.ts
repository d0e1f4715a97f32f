import type { Row } from '../lib.ts';
export async function ordersBench(_label: string, _pgUrl?: string): Promise<Row[]> {
  return [];
}
