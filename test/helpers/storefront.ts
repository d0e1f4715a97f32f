import type { LightMyRequestResponse } from 'fastify';
import { DevIdentityVerifier, type ShopperProfile } from '../../src/storefront/identity.ts';
import type { PaymentMethod } from '../../src/payments/payment.ts';
import { addCartLine } from '../../src/storefront/cart.ts';
import { checkout } from '../../src/storefront/checkout.ts';
import type { CheckoutRequest } from '../../src/storefront/place-order.ts';
import { storefrontServices } from '../../src/storefront/providers.ts';
import { signIn, type Shopper } from '../../src/storefront/session.ts';
import { newId } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import type { TestApp } from './app.ts';
import { createTestCategory } from './catalog.ts';
import { RECIPIENT, SHOPPER_PROFILE } from './people.ts';

/**
 * Storefront fixtures shared by every area's tests (keep the exported names stable):
 * items inserted directly (every kind, variants, options, bundles, without the items API),
 * signed-in shoppers, and `placeTestOrder`, which goes through cart and checkout.
 */

/** The fixture people under the names the storefront tests use. */
export { SHOPPER_PROFILE as TEST_PROFILE, RECIPIENT as TEST_RECIPIENT };

interface TestItemSpec {
  shopId?: string;
  kind?: string;
  price?: number;
  inventory?: number | null;
  tax_rate?: number;
  discount_rate?: number;
  selling_limits?: number | null;
  sell_from?: string | null;
  sell_by?: string | null;
  status?: 'active' | 'inactive';
  archived?: boolean;
  is_shipping?: boolean;
  shipping_cost?: number | null;
  cancellation_enabled?: boolean;
  delivery_datetime_possibility?: 'nullable' | 'required' | 'not_available';
  name?: string;
  variants?: {
    name: string;
    price?: number | null;
    inventory: number;
    discount_rate?: number;
    status?: 'active' | 'inactive';
  }[];
  options?: { label: string; required?: boolean; choices: { text: string; price?: number }[] }[];
  bundle?: { itemId: string; quantity: number }[];
}

export interface TestItem {
  id: string;
  shopId: string;
  variantIds: string[];
  /** Per option, its choice ids. */
  choiceIds: string[][];
}

let counter = 0;

/** Inserts an item (and its variants, options, bundle components) straight into storage. */
export async function createStorefrontItem(t: TestApp, spec: TestItemSpec = {}): Promise<TestItem> {
  const shopId = spec.shopId ?? t.shopId;
  const category = await createTestCategory(t, { shopId });
  const now = nowIso();
  const id = newId('item');
  counter += 1;
  const db = t.fixtures;
  const kind = spec.kind ?? 'normal';
  await db
    .insertInto('items')
    .values({
      id,
      shop_id: shopId,
      sku: `SF-${process.pid}-${counter}`,
      name: spec.name ?? `Item ${counter}`,
      status: spec.status ?? 'active',
      kind,
      price_amount: spec.price ?? 1000,
      currency: 'JPY',
      inventory: kind === 'bundle' ? null : spec.inventory === undefined ? 10 : spec.inventory,
      for_gift: 0,
      category_id: category.id,
      description: 'Test item',
      detail_url: null,
      shipping_cost_amount: spec.shipping_cost ?? null,
      main_image_orientation: 'square',
      restock_notification: 0,
      cancellation_enabled: spec.cancellation_enabled === false ? 0 : 1,
      cancellation_cancel_by: '',
      ticket: null,
      tax_rate: spec.tax_rate ?? 10,
      discount_rate: spec.discount_rate ?? 0,
      delivery_datetime_possibility: spec.delivery_datetime_possibility ?? 'nullable',
      shipping_date_estimate: '',
      selling_limits: spec.selling_limits ?? null,
      discount_title: null,
      is_shipping: spec.is_shipping === false || kind === 'gift' || kind.includes('ticket') ? 0 : 1,
      share_button_enabled: 1,
      number_of_sets: 1,
      sell_from: spec.sell_from ?? null,
      sell_by: spec.sell_by ?? null,
      external_ref: null,
      managed_by_client_id: null,
      edited_by_hand: 0,
      archived: spec.archived ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const variantIds: string[] = [];
  for (const [i, v] of (spec.variants ?? []).entries()) {
    const vid = newId('var');
    variantIds.push(vid);
    await db
      .insertInto('item_variants')
      .values({
        id: vid,
        shop_id: shopId,
        item_id: id,
        sku: `SF-${process.pid}-${counter}-${i}`,
        name: v.name,
        price_amount: v.price ?? null,
        inventory: v.inventory,
        discount_rate: v.discount_rate ?? 0,
        status: v.status ?? 'active',
        axis_values: '[]',
        sort: i,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const choiceIds: string[][] = [];
  for (const [i, o] of (spec.options ?? []).entries()) {
    const oid = newId('opt');
    await db
      .insertInto('item_options')
      .values({
        id: oid,
        shop_id: shopId,
        item_id: id,
        type: 'choice',
        label: o.label,
        description: '',
        required: o.required ? 1 : 0,
        price_amount: 0,
        sort: i,
      })
      .execute();
    const ids = o.choices.map(() => newId('cho'));
    await db
      .insertInto('item_option_choices')
      .values(
        o.choices.map((c, j) => ({
          id: ids[j]!,
          shop_id: shopId,
          item_id: id,
          option_id: oid,
          text: c.text,
          price_amount: c.price ?? 0,
          sort: j,
        })),
      )
      .execute();
    choiceIds.push(ids);
  }
  for (const [i, c] of (spec.bundle ?? []).entries()) {
    await db
      .insertInto('bundle_components')
      .values({
        shop_id: shopId,
        bundle_item_id: id,
        component_item_id: c.itemId,
        quantity: c.quantity,
        selection_type: 'fixed',
        sort: i,
      })
      .execute();
  }
  return { id, shopId, variantIds, choiceIds };
}

export interface TestShopper extends Shopper {
  /** For `Authorization: Shopper <token>`. */
  token: string;
}

/** Signs a shopper in through the identity service (works whether or not dev login is on for HTTP). */
export async function signInShopper(
  t: TestApp,
  options: { shopId?: string; lineUserId?: string; profile?: ShopperProfile } = {},
): Promise<TestShopper> {
  const shopId = options.shopId ?? t.shopId;
  const lineUserId = options.lineUserId ?? `U${newId('t').slice(2)}`;
  const s = await signIn(t.ctx.database, new DevIdentityVerifier(), shopId, {
    line_user_id: lineUserId,
    profile: options.profile ?? SHOPPER_PROFILE,
  });
  return { shopId, customerId: s.customer.id, lineUserId, token: s.token };
}

/** A storefront request as a shopper. */
export function shopperRequest(
  t: TestApp,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: method as any,
    url,
    headers: token ? { authorization: `Shopper ${token}` } : {},
    ...(body !== undefined ? { payload: body as any } : {}),
  });
}

interface PlaceTestOrderOptions {
  shopId?: string;
  /** Defaults to a new item of 1,200 JPY (10 % tax, 10 in stock), quantity 1. */
  lines?: { itemId: string; variantId?: string; optionChoiceIds?: string[]; quantity?: number }[];
  shopper?: TestShopper;
  paymentMethod?: PaymentMethod;
  shippings?: CheckoutRequest['shippings'];
  inflowRouteCode?: string;
  gift?: CheckoutRequest['gift'];
}

export interface PlacedTestOrder {
  orderId: string;
  shopper: TestShopper;
  itemIds: string[];
}

/**
 * Places an order through the shopper's cart and checkout (the real services, one recipient by
 * default, paid by credit card so status is paid). Items are created when none are given.
 */
export async function placeTestOrder(t: TestApp, options: PlaceTestOrderOptions = {}): Promise<PlacedTestOrder> {
  const shopId = options.shopId ?? t.shopId;
  const shopper = options.shopper ?? (await signInShopper(t, { shopId }));
  const lines = options.lines ?? [{ itemId: (await createStorefrontItem(t, { shopId, price: 1200 })).id }];
  for (const l of lines) {
    await t.ctx.database.transaction((tx) =>
      addCartLine(tx, shopper, {
        item_id: l.itemId,
        variant_id: l.variantId ?? null,
        option_choice_ids: l.optionChoiceIds ?? [],
        quantity: l.quantity ?? 1,
      }),
    );
  }
  const orderId = await checkout(t.ctx.database, storefrontServices(t.ctx), shopper, {
    payment_method: options.paymentMethod ?? 'credit_card',
    ...(options.gift ? { gift: options.gift } : { shippings: options.shippings ?? [{ recipient: RECIPIENT }] }),
    ...(options.inflowRouteCode ? { inflow_route_code: options.inflowRouteCode } : {}),
  });
  return { orderId, shopper, itemIds: lines.map((l) => l.itemId) };
}
