import { MAX_ITEM_OPTIONS } from '../catalog/items/part-schemas.ts';
import { ApiError } from '../lib/errors.ts';
import { MAX_AMOUNT, MAX_PRICE } from '../lib/money.ts';
import type { OrderRow } from '../orders/lifecycle.ts';

/**
 * Money rules of the storefront, pure so they can be tested alone and shared by the cart view and
 * checkout. All amounts are integer JPY, tax included (the contract's prices are tax included).
 */

/**
 * Limits that keep every amount of a cart and an order exact. Prices (item, variant, option choice,
 * shipping cost) are at most MAX_PRICE; a line chooses at most one choice of each of its item's
 * MAX_ITEM_OPTIONS options; so no order can total more than MAX_ORDER_TOTAL, below MAX_AMOUNT.
 */
/** Units on one cart line, whatever the item's selling limit (which may lower it). */
export const MAX_LINE_QUANTITY = 999;
/** Lines in one cart (and so in one order). */
export const MAX_CART_LINES = 100;
/** Destinations of one order (each one parcel, each costing at most MAX_PRICE). */
export const MAX_DESTINATIONS = 10;
/** The most one unit can cost: its price and one choice of every option, each at most MAX_PRICE. */
const MAX_UNIT_PRICE = MAX_PRICE * (1 + MAX_ITEM_OPTIONS);
/** The largest order total the limits allow: 2,097,910,000,000,000 JPY. */
export const MAX_ORDER_TOTAL = MAX_CART_LINES * MAX_LINE_QUANTITY * MAX_UNIT_PRICE + MAX_DESTINATIONS * MAX_PRICE;
if (!Number.isSafeInteger(MAX_ORDER_TOTAL) || MAX_ORDER_TOTAL > MAX_AMOUNT)
  throw new Error('storefront limits allow an order total past MAX_AMOUNT');

/** A cart past MAX_CART_LINES (checked on adding a line and again at checkout, as two adds may race). */
export function checkCartLineCount(lines: number): void {
  if (lines > MAX_CART_LINES) {
    throw new ApiError(
      'cart_line_limit_exceeded',
      `A cart holds at most ${MAX_CART_LINES} lines; this one would hold ${lines}`,
      {
        details: [{ field: 'lines', message: `at most ${MAX_CART_LINES}` }],
      },
    );
  }
}

/** Kinds that never ship: gifts (a gift item is never shipped, contract: gift_must_not_ship) and tickets. */
const NON_SHIPPING_KINDS = new Set(['gift', 'ticket', 'free_ticket', 'pre_sale_ticket']);

/** Shipping is a taxable service at the standard rate in Japan. */
const SHIPPING_TAX_RATE = 10;

/** The contract's rule: floor(price × (100 − discount_rate) / 100). */
export function discountedPrice(price: number, discountRate: number): number {
  return Math.floor((price * (100 - discountRate)) / 100);
}

/**
 * The tax included in a tax-included amount: floor(amount × rate / (100 + rate)), rounded down once
 * per rate. Computed in BigInt: amount × rate passes 2^53 for amounts above about 9 × 10^14 JPY.
 */
export function includedTax(amount: number, rate: number): number {
  return rate > 0 ? Number((BigInt(amount) * BigInt(rate)) / BigInt(100 + rate)) : 0;
}

export interface PricedLine {
  /** List price of one unit: the variant's price, or the item's when the variant has none. */
  unitPrice: number;
  discountRate: number;
  taxRate: number;
  /** Sum of the chosen option choices' prices for one unit (not discounted). */
  optionPrice: number;
  quantity: number;
}

/** What one line costs: (discounted unit price + option prices) × quantity. */
export function lineSubtotal(l: PricedLine): number {
  return (discountedPrice(l.unitPrice, l.discountRate) + l.optionPrice) * l.quantity;
}

function lineDiscount(l: PricedLine): number {
  return (l.unitPrice - discountedPrice(l.unitPrice, l.discountRate)) * l.quantity;
}

export interface ShippableLine {
  kind: string;
  isShipping: boolean;
  /** The item's own shipping cost, or null for the shop's default. */
  shippingCost: number | null;
}

function ships(l: ShippableLine): boolean {
  return l.isShipping && !NON_SHIPPING_KINDS.has(l.kind);
}

/**
 * One destination is one parcel: it costs the highest shipping cost among its shippable lines
 * (not the sum, which would charge a shopper several times for one box); nothing when none ships.
 */
export function shippingCost(lines: ShippableLine[], shopDefault: number): number {
  return lines.filter(ships).reduce((max, l) => Math.max(max, l.shippingCost ?? shopDefault), 0);
}

/** The order's amount columns, as stored. */
type OrderAmounts = Pick<
  OrderRow,
  'subtotal' | 'shipping_total' | 'discount_total' | 'tax_8' | 'tax_10' | 'taxable_8' | 'taxable_10' | 'total'
>;

/**
 * Order amounts from its lines and each shipping's cost. The qualified-invoice rule: tax is computed
 * once per rate on the order's tax-included total at that rate (lines after discounts, and shipping at
 * 10 %), rounded down once; never per line, where the roundings would add up to another figure.
 * Refuses a cart past MAX_CART_LINES.
 */
export function orderAmounts(lines: PricedLine[], shippingCosts: number[]): OrderAmounts {
  checkCartLineCount(lines.length);
  const subtotal = lines.reduce((s, l) => s + lineSubtotal(l), 0);
  const shippingTotal = shippingCosts.reduce((s, c) => s + c, 0);
  const atRate = (rate: number) => lines.filter((l) => l.taxRate === rate).reduce((s, l) => s + lineSubtotal(l), 0);
  const taxable8 = atRate(8);
  const taxable10 = atRate(10) + shippingTotal; // SHIPPING_TAX_RATE
  return {
    subtotal,
    shipping_total: shippingTotal,
    discount_total: lines.reduce((s, l) => s + lineDiscount(l), 0),
    tax_8: includedTax(taxable8, 8),
    tax_10: includedTax(taxable10, SHIPPING_TAX_RATE),
    taxable_8: taxable8,
    taxable_10: taxable10,
    total: subtotal + shippingTotal,
  };
}
