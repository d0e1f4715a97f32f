/**
 * The one escaping helper of the console: `html` is a tagged template whose interpolations are
 * escaped unless they are already `Html` (from another `html` template). Arrays are joined.
 * Pages are built from it only, so nothing reaches the page unescaped by accident.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return String(part).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  parts.forEach((p, i) => (out += render(p) + strings[i + 1]!));
  return new Html(out);
}

const JST = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Staff work in Japan: stored UTC instants are shown as `YYYY-MM-DD HH:mm JST`. */
export function jst(iso: string | null | undefined): string {
  if (!iso) return '—';
  const p = Object.fromEntries(JST.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} JST`;
}

export function yen(amount: number): string {
  return `¥${amount.toLocaleString('en-US')}`;
}
