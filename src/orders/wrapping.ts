import { Type, type Static } from '@sinclair/typebox';
import { invalidField } from '../lib/errors.ts';

/*
 * Gift wrapping and noshi (のし) of one destination (DECISIONS §8): plain wrapping, or a noshi with
 * its 表書き (purpose), 名入れ (name) and 内のし/外のし (placement), and a message card. Stored on the
 * order shipping as JSON (null: none), shown in the order views, the console and the carrier files.
 */

/** The 表書き offered: the usual purposes of Japanese gift etiquette. */
const NOSHI_PURPOSES = [
  '御祝',
  '内祝',
  '御礼',
  '御中元',
  '御歳暮',
  '御年賀',
  '寿',
  '志',
  '粗品',
  '快気祝',
  '出産内祝',
  '結婚内祝',
  '御見舞',
  '御供',
] as const;

const WRAPPING_LIMITS = { message: 200, name: 20 } as const;
// Printed on cards and noshi paper: no control characters (a message may break lines).
const NO_CONTROLS = '^[^\\x00-\\x1f\\x7f]+$';
const MESSAGE_CHARACTERS = '^[^\\x00-\\x09\\x0b-\\x1f\\x7f]+$';

export const GiftWrapping = Type.Object(
  {
    type: Type.Unsafe<'none' | 'wrapping' | 'noshi'>({
      type: 'string',
      enum: ['none', 'wrapping', 'noshi'],
      description: 'none, plain gift wrapping, or wrapping with a noshi',
    }),
    noshi: Type.Optional(
      Type.Object(
        {
          purpose: Type.Unsafe<(typeof NOSHI_PURPOSES)[number]>({
            type: 'string',
            enum: [...NOSHI_PURPOSES],
            description: '表書き',
          }),
          name: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: WRAPPING_LIMITS.name,
              pattern: NO_CONTROLS,
              description: '名入れ (the giver’s name)',
            }),
          ),
          placement: Type.Unsafe<'inner' | 'outer'>({
            type: 'string',
            enum: ['inner', 'outer'],
            description: 'inner: 内のし (under the wrapping paper); outer: 外のし (on top)',
          }),
        },
        { additionalProperties: false },
      ),
    ),
    message: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: WRAPPING_LIMITS.message,
        pattern: MESSAGE_CHARACTERS,
        description: 'A message card (line breaks allowed)',
      }),
    ),
  },
  {
    title: 'GiftWrapping',
    additionalProperties: false,
    description:
      'noshi only (and required) with type noshi; message only with wrapping or noshi. In the API, noshi.name and message are personal data: present only with read_orders_pii.',
  },
);
export type GiftWrapping = Static<typeof GiftWrapping>;

const NONE: GiftWrapping = { type: 'none' };

/** The rules the schema cannot say: noshi goes with type noshi (and only), a message needs a wrapping. */
export function checkGiftWrapping(field: string, w: GiftWrapping): void {
  if (w.type === 'noshi' && !w.noshi) throw invalidField(`${field}.noshi`, 'is required with type noshi');
  if (w.type !== 'noshi' && w.noshi) throw invalidField(`${field}.noshi`, 'is only for type noshi');
  if (w.type === 'none' && w.message !== undefined)
    throw invalidField(`${field}.message`, 'a message card needs wrapping or noshi');
}

/** What is stored for a wrapping: null for none. */
export function storedGiftWrapping(w: GiftWrapping | undefined): string | null {
  return !w || w.type === 'none' ? null : JSON.stringify(w);
}

/** The wrapping a stored value holds. */
export function giftWrappingOf(stored: string | null): GiftWrapping {
  return stored === null ? NONE : (JSON.parse(stored) as GiftWrapping);
}

/** A wrapping as shown without read_orders_pii: the 名入れ and the message card (personal data) left out. */
export function withoutPersonalData(w: GiftWrapping): GiftWrapping {
  if (w.type === 'none') return w;
  const noshi = w.noshi && { purpose: w.noshi.purpose, placement: w.noshi.placement };
  return { type: w.type, ...(noshi ? { noshi } : {}) };
}

/** A short Japanese note of a wrapping ("外のし 御祝 山田"), '' for none: the carrier file's 記事, the console. */
export function giftWrappingNote(w: GiftWrapping): string {
  if (w.type === 'none') return '';
  if (w.type === 'wrapping') return w.message ? 'ギフト包装 カード有' : 'ギフト包装';
  const n = w.noshi!;
  return [n.placement === 'inner' ? '内のし' : '外のし', n.purpose, n.name, w.message ? 'カード有' : '']
    .filter(Boolean)
    .join(' ');
}
