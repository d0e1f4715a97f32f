import type { Db } from '../db/database.ts';
import { deliveryCompanyRepo } from './delivery-companies/repo.ts';
import { itemsRepo, type ComponentRow, type ItemRow, type VariantRow } from './items/repo/items.ts';
import { itemSalesRepo, type ItemWithParts } from './items/repo/sales.ts';
import { itemStockRepo } from './items/repo/stock.ts';

/**
 * The catalogue as selling reads it: what the storefront (carts, checkout), the orders area (stock
 * of bundles, carriers of trackings) and the demo seeder need, as rows. Stock changes only through
 * ./stock.ts adjustStocks.
 */
export type { ItemRow, ItemWithParts, VariantRow };

/**
 * The shop's items among itemIds (unknown ids are left out, duplicates read once) with their
 * variants, options and choices, in one statement.
 */
export function itemsWithParts(db: Db, shopId: string, itemIds: string[]): Promise<ItemWithParts[]> {
  return itemSalesRepo(db).itemsWithParts(shopId, [...new Set(itemIds)]);
}

/** The shop's items among ids (unknown ids are left out). */
export function itemsByIds(db: Db, shopId: string, ids: string[]): Promise<ItemRow[]> {
  return itemsRepo(db).findItems(shopId, ids);
}

export function bundleComponents(db: Db, bundleItemIds: string[]): Promise<ComponentRow[]> {
  return itemSalesRepo(db).componentsOfBundles(bundleItemIds);
}

/** The shop's carrier with this code, or undefined (carrier files name carriers by code). */
export function shopCarrierByCode(
  db: Db,
  shopId: string,
  code: string,
): Promise<{ id: string; code: string } | undefined> {
  return deliveryCompanyRepo(db).byCode(shopId, code);
}

/** The code of the shop's carrier with this id, or undefined. */
export async function shopCarrierCode(db: Db, shopId: string, carrierId: string): Promise<string | undefined> {
  return (await deliveryCompanyRepo(db).findMany(shopId, [carrierId]))[0]?.code;
}

export function isShopCarrier(db: Db, shopId: string, carrierId: string): Promise<boolean> {
  return deliveryCompanyRepo(db).exists(shopId, carrierId);
}

/** Items a shopper can buy now without a per-shopper limit, by id (the demo seeder's history must not trip selling limits). */
export function unlimitedItemsOnSale(db: Db, shopId: string, now: string): Promise<ItemRow[]> {
  return itemSalesRepo(db).unlimitedItemsOnSale(shopId, now);
}

/** Counted stock records (items, variants) holding less than `below`. */
export function lowStockRecords(db: Db, shopId: string, below: number) {
  return itemStockRepo(db).lowStock(shopId, below);
}
