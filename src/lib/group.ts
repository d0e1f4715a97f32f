/** Values by a key of theirs (`valueOf` of each, or the value itself), each key's in the order given. */
export function groupBy<T, V = T>(
  values: Iterable<T>,
  keyOf: (value: T) => string,
  valueOf: (value: T) => V = (value) => value as unknown as V,
): Map<string, V[]> {
  const grouped = new Map<string, V[]>();
  for (const value of values) {
    const key = keyOf(value);
    const list = grouped.get(key);
    if (list) list.push(valueOf(value));
    else grouped.set(key, [valueOf(value)]);
  }
  return grouped;
}
