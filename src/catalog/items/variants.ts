import type { Tx } from '../../db/database.ts';
import { recordEvents } from '../../events/service.ts';
import { ApiError, invalidField, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { itemsRepo, type VariantRow } from './repo/items.ts';
import { changedFields, variantFields } from './change-rules.ts';
import { checkShape, skuTaken } from './field-rules.ts';
import { resolveAxisValues } from './part-rules.ts';
import { checkPrices, handMark, type Actor } from './rules.ts';
import {
  CreateVariantBody,
  UpdateVariantBody,
  type CreateVariantInput,
  type UpdateVariantInput,
  type Variant,
} from './part-schemas.ts';
import { itemEvents, loadForEdit, recordEdits, type ItemEditing } from './editing.ts';
import { variantView } from './views.ts';

// A variant's writes: each is an edit of its item (history, events, carts), as service.ts's are.

export async function createVariant(
  tx: Tx,
  env: ItemEditing,
  shopId: string,
  itemId: string,
  body: CreateVariantInput,
  actor: Actor,
): Promise<Variant> {
  const input = checkShape<CreateVariantInput>(CreateVariantBody, body);
  const repo = itemsRepo(tx);
  const item = await loadForEdit(tx, shopId, itemId);
  const { axes, axisValues: values, variants: existing } = await repo.variationParts([itemId]);
  const pairs = resolveAxisValues(input.axis_values, axes, values, 'axis_values');
  const key = JSON.stringify(pairs);
  if (existing.some((v) => v.axis_values === key))
    throw invalidField('axis_values', 'another variant of this item has the same values');
  const at = nowIso();
  const variant: VariantRow = {
    id: newId('var'),
    shop_id: shopId,
    item_id: itemId,
    sku: input.sku,
    name: input.name,
    price_amount: input.price?.amount ?? null,
    inventory: input.inventory ?? 0,
    discount_rate: input.discount_rate ?? 0,
    status: input.status ?? 'active',
    axis_values: key,
    sort: Math.max(-1, ...existing.map((v) => v.sort)) + 1, // the item is locked: no other variant comes meanwhile
    created_at: at,
    updated_at: at,
  };
  checkPrices(item.kind, item.price_amount, item.discount_rate, [variant]);
  await repo.insertVariants([variant]).catch(skuTaken);
  const out = variantView(variant, axes, values);
  const { item_id: _, ...added } = out;
  await repo.updateItem(shopId, itemId, { updated_at: at, ...handMark(actor, item.managed_by_client_id) });
  await recordEdits(
    tx,
    env,
    actor,
    [{ row: item, changes: [{ field: `variants.${variant.id}`, old: null, new: added }] }],
    at,
  );
  await recordEvents(tx, shopId, actor, await itemEvents(tx, env.config, shopId, itemId));
  return out;
}

export async function updateVariant(
  tx: Tx,
  env: ItemEditing,
  shopId: string,
  itemId: string,
  variantId: string,
  body: UpdateVariantInput,
  actor: Actor,
): Promise<Variant> {
  const input = checkShape<UpdateVariantInput>(UpdateVariantBody, body);
  if (input.axis_values !== undefined) throw new ApiError('variation_axes_locked', "A variant's axis values are fixed");
  if (input.inventory !== undefined)
    throw new ApiError(
      'field_not_editable',
      'inventory is not editable here; use PATCH /v1/items/{id}/stock with variant_id',
    );
  const repo = itemsRepo(tx);
  const item = await loadForEdit(tx, shopId, itemId);
  const old = await repo.findVariant(shopId, itemId, variantId);
  if (!old) throw notFound('variant');
  const next: VariantRow = {
    ...old,
    sku: input.sku ?? old.sku,
    name: input.name ?? old.name,
    price_amount: input.price === undefined ? old.price_amount : (input.price?.amount ?? null),
    discount_rate: input.discount_rate ?? old.discount_rate,
    status: input.status ?? old.status,
  };
  checkPrices(item.kind, item.price_amount, item.discount_rate, [next]);
  const { axes, axisValues: values } = await repo.variationParts([itemId]);
  const changes = changedFields(variantFields(old), variantFields(next), `variants.${variantId}.`);
  if (changes.length === 0) return variantView(old, axes, values);
  const at = nowIso();
  next.updated_at = at;
  await repo
    .updateVariant(variantId, {
      sku: next.sku,
      name: next.name,
      price_amount: next.price_amount,
      discount_rate: next.discount_rate,
      status: next.status,
      updated_at: at,
    })
    .catch(skuTaken);
  await repo.updateItem(shopId, itemId, { updated_at: at, ...handMark(actor, item.managed_by_client_id) });
  await recordEdits(tx, env, actor, [{ row: item, changes }], at);
  await recordEvents(tx, shopId, actor, await itemEvents(tx, env.config, shopId, itemId));
  return variantView(next, axes, values);
}
