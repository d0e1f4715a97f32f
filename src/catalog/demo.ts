import type { AppContext } from '../context.ts';
import { addDays, jstDay } from '../lib/jst-time.ts';
import { money } from '../lib/money.ts';
import { createCategory, getCategory } from './categories/service.ts';
import { uploadImage } from './images/service.ts';
import { solidPng } from './images/png.ts';
import type { Actor } from './items/rules.ts';
import type { CreateItemInput, Item, ItemKind } from './items/schemas.ts';
import { createItem, getItem, listItems } from './items/service.ts';
import { changeStock } from './items/stock-changes.ts';

/**
 * The demo catalogue of a small Japanese coffee roaster: nested categories, one or more items of
 * every kind (beans with Weight and Grind variants and a gift-wrap option, a drip-bag gift, tickets,
 * a bundle) and solid-colour images. Everything goes through the category, item and image services,
 * so demo data obeys the same rules as data sent to the API.
 */

export interface DemoCatalogSummary {
  shop_id: string;
  category_ids: string[];
  item_ids: Record<ItemKind, string[]>;
  counts: { categories: number; items: number; variants: number; options: number; images: number };
}

/** Demo items are created as shop staff (creation is not recorded in the item history). */
const SEEDER: Actor = { type: 'staff', staffId: 'demo-seed' };
const SKU = {
  beans: 'KMR-ETH',
  blend: 'KMR-BLD',
  dripBags: 'KMR-DRP5',
  gift: 'KMR-GFT10',
  bundle: 'KMR-SET1',
  ticket: 'KMR-EVT-CUP',
  freeTicket: 'KMR-EVT-TOUR',
  preSale: 'KMR-EVT-WS',
} as const;

const BROWN = [0x6f, 0x4e, 0x37] as const;
const CREAM = [0xf3, 0xe5, 0xc8] as const;
const GREEN = [0x4f, 0x7a, 0x4a] as const;
const NAVY = [0x23, 0x33, 0x57] as const;

/** "YYYY-MM-DD HH:mm" in Japan Standard Time, days from today: the form a Japanese shop types. */
function jst(days: number, hour: number, minute = 0): string {
  const date = addDays(jstDay(Date.now()), days);
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const noCancel = { enabled: false, cancel_by: '' };

/** What the demo items of a shop amount to, read back through the services (images included). */
async function summarize(ctx: AppContext, shopId: string, itemIds: string[]): Promise<DemoCatalogSummary> {
  const items = await Promise.all(itemIds.map((id) => getItem(ctx.db, ctx.config, shopId, id, null)));
  const categoryIds = new Set<string>();
  for (const item of items) {
    // The items' categories and their ancestors: the demo tree is one level deep.
    const category = await getCategory(ctx.db, shopId, item.category_id);
    categoryIds.add(category.id);
    if (category.parent_id) categoryIds.add(category.parent_id);
  }
  const byKind = { normal: [], gift: [], ticket: [], free_ticket: [], pre_sale_ticket: [], bundle: [] } as Record<
    ItemKind,
    string[]
  >;
  for (const item of items) byKind[item.kind as ItemKind].push(item.id);
  const total = (f: (i: Item) => unknown[]) => items.reduce((n, i) => n + f(i).length, 0);
  return {
    shop_id: shopId,
    category_ids: [...categoryIds],
    item_ids: byKind,
    counts: {
      categories: categoryIds.size,
      items: items.length,
      variants: total((i) => i.variants),
      options: total((i) => i.options),
      images: total((i) => i.images),
    },
  };
}

/**
 * Fills a shop with the demo catalogue and answers what it holds. A shop that already has demo items
 * (found by their SKUs) is left as it is and its summary answered, so the demo command can run again.
 */
export async function seedDemoCatalog(ctx: AppContext, shopId: string): Promise<DemoCatalogSummary> {
  const existing = await Promise.all(
    Object.values(SKU).map((sku) =>
      listItems(ctx.db, ctx.config, shopId, { sku, archived: 'include', status: 'all' }, null),
    ),
  );
  const existingIds = existing.flatMap((page) => page.data.map((i) => i.id));
  if (existingIds.length > 0) return summarize(ctx, shopId, existingIds);

  const beans = await ctx.database.transaction((tx) => createCategory(tx, shopId, { name: 'コーヒー豆', sort: 0 }));
  const singleOrigin = await ctx.database.transaction((tx) =>
    createCategory(tx, shopId, { name: 'シングルオリジン', parent_id: beans.id, sort: 1 }),
  );
  const blends = await ctx.database.transaction((tx) =>
    createCategory(tx, shopId, { name: 'ブレンド', parent_id: beans.id, sort: 2 }),
  );
  const gifts = await ctx.database.transaction((tx) => createCategory(tx, shopId, { name: 'ギフト', sort: 3 }));
  const events = await ctx.database.transaction((tx) =>
    createCategory(tx, shopId, { name: 'イベント・体験', sort: 4 }),
  );

  const made: string[] = [];
  const create = async (body: CreateItemInput, colours: (readonly [number, number, number])[]) => {
    const item = await ctx.database.transaction((tx) => createItem(tx, ctx.config, shopId, body, SEEDER));
    for (const colour of colours)
      await ctx.database.transaction((tx) =>
        uploadImage(tx, ctx.config, shopId, item.id, solidPng(64, 64, colour), SEEDER),
      );
    made.push(item.id);
    return item;
  };

  const ethiopia = await create(
    {
      kind: 'normal',
      sku: SKU.beans,
      inventory: null,
      name: 'エチオピア イルガチェフェ G1',
      category_id: singleOrigin.id,
      description:
        'ジャスミンのような華やかな香りと、レモンティーを思わせる爽やかな酸味。浅煎り。\n焙煎後 3 日以内に発送します。',
      price: money(1680),
      tax_rate: 8,
      shipping_date_estimate: 'ご注文から 3 営業日以内に発送',
      cancellation: { enabled: true, cancel_by: '焙煎前まで' },
      restock_notification: true,
      variation_axes: [
        { name: '重さ', values: [{ name: '200g' }, { name: '500g' }] },
        { name: '挽き目', values: [{ name: '豆のまま' }, { name: '中挽き' }, { name: '細挽き' }] },
      ],
      variants: ['200g', '500g'].flatMap((weight) =>
        ['豆のまま', '中挽き', '細挽き'].map((grind, i) => ({
          sku: `${SKU.beans}-${weight === '200g' ? 'S' : 'L'}${i}`,
          name: `${weight} / ${grind}`,
          price: weight === '200g' ? null : money(3780),
          axis_values: [
            { axis: '重さ', value: weight },
            { axis: '挽き目', value: grind },
          ],
        })),
      ),
      options: [
        {
          type: 'choice',
          label: 'ギフト包装',
          description: '熨斗（のし）は備考欄でご指定ください',
          required: false,
          choices: [
            { text: '不要', price: money(0) },
            { text: 'ギフト包装', price: money(220) },
          ],
        },
      ],
    },
    [BROWN, CREAM],
  );
  for (const [i, variant] of ethiopia.variants.entries()) {
    await ctx.database.transaction((tx) =>
      changeStock(tx, shopId, ethiopia.id, { variant_id: variant.id, inventory: 10 + i * 5 }, SEEDER),
    );
  }

  const blend = await create(
    {
      kind: 'normal',
      sku: SKU.blend,
      inventory: 80,
      name: 'こもれびブレンド 200g',
      category_id: blends.id,
      description: 'ブラジルとコロンビアを中深煎りで。チョコレートのような甘さとまろやかなコク。毎日の一杯に。',
      price: money(1380),
      tax_rate: 8,
      shipping_date_estimate: 'ご注文から 2 営業日以内に発送',
      cancellation: noCancel,
    },
    [BROWN],
  );

  const dripBags = await create(
    {
      kind: 'normal',
      sku: SKU.dripBags,
      inventory: 120,
      name: 'ドリップバッグ アソート 5袋',
      category_id: blends.id,
      description: 'お湯を注ぐだけのドリップバッグ。シングルオリジンとブレンドの 5 種アソート。',
      price: money(980),
      tax_rate: 8,
      discount_rate: 10,
      discount_title: '初回限定10%OFF',
      cancellation: noCancel,
    },
    [CREAM],
  );

  await create(
    {
      kind: 'gift',
      sku: SKU.gift,
      inventory: 40,
      name: 'ドリップバッグ ギフト 10袋',
      category_id: gifts.id,
      description: 'LINE で贈れるソーシャルギフト。受け取った方がお届け先を入力します。メッセージカード付き。',
      price: money(2200),
      tax_rate: 8,
      is_shipping: false,
      cancellation: noCancel,
    },
    [CREAM, GREEN],
  );

  await create(
    {
      kind: 'bundle',
      sku: SKU.bundle,
      inventory: null,
      name: '季節のギフトセット',
      category_id: gifts.id,
      description: 'こもれびブレンド 200g とドリップバッグ 5袋 ×2 の詰め合わせ。化粧箱入り。',
      price: money(3200),
      tax_rate: 8,
      cancellation: noCancel,
      bundle: {
        components: [
          { item_id: blend.id, quantity: 1 },
          { item_id: dripBags.id, quantity: 2 },
        ],
      },
    },
    [GREEN],
  );

  const venue = {
    venue_name: 'こもれび珈琲 焙煎所',
    venue_address: '東京都世田谷区代沢 2-1-1',
    background_color: '#6F4E37',
    default_seat_label: '自由席',
  };
  await create(
    {
      kind: 'ticket',
      sku: SKU.ticket,
      inventory: 12,
      name: 'カッピング体験会（焙煎士と飲み比べ）',
      category_id: events.id,
      description: '6 種類の豆をカッピングで飲み比べ、焙煎士が味の違いを解説します。所要 90 分、お土産の豆付き。',
      price: money(3500),
      tax_rate: 10,
      is_shipping: false,
      number_of_sets: 1,
      cancellation: { enabled: true, cancel_by: '開催 3 日前まで' },
      ticket: {
        event_group: 'カッピング体験会',
        ...venue,
        doors_open_at: jst(30, 13, 45),
        entry_start_at: jst(30, 13, 45),
        valid_from: jst(30, 14),
        valid_by: jst(30, 15, 30),
        term_and_condition: '開始時刻を過ぎてのご入場はお断りする場合があります。',
        allow_continuous_use: false,
      },
    },
    [NAVY],
  );

  await create(
    {
      kind: 'free_ticket',
      sku: SKU.freeTicket,
      inventory: 20,
      name: '焙煎所見学ツアー（無料）',
      category_id: events.id,
      description: '焙煎機の仕組みと生豆の選び方をご案内します。所要 30 分。',
      price: money(0),
      tax_rate: 10,
      is_shipping: false,
      number_of_sets: 1,
      cancellation: { enabled: true, cancel_by: '前日まで' },
      ticket: {
        event_group: '焙煎所見学ツアー',
        ...venue,
        valid_from: jst(14, 11),
        valid_by: jst(14, 11, 30),
        allow_continuous_use: false,
      },
    },
    [GREEN],
  );

  await create(
    {
      kind: 'pre_sale_ticket',
      sku: SKU.preSale,
      inventory: 8,
      name: '新春 ハンドドリップ講座（先行販売）',
      category_id: events.id,
      description:
        '自宅で美味しく淹れるためのハンドドリップ講座。器具の貸し出しあり。ペアでのお申し込みは 2 枚組をどうぞ。',
      price: money(9000),
      tax_rate: 10,
      is_shipping: false,
      number_of_sets: 2,
      sell_from: jst(0, 10),
      sell_by: jst(45, 23, 59),
      cancellation: { enabled: true, cancel_by: '開催 7 日前まで' },
      ticket: {
        event_group: 'ハンドドリップ講座',
        ...venue,
        valid_from: jst(60, 10),
        valid_by: jst(60, 12),
        lottery: { date: jst(50, 12), capacity: 8 },
        allow_continuous_use: false,
      },
    },
    [NAVY, CREAM],
  );

  return summarize(ctx, shopId, made);
}
