/** q as a LIKE pattern matching text that contains it (%, _ and \ taken literally; write ESCAPE '\'). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
