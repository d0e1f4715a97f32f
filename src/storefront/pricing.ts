import type { OrderTables } from '../orders/tables.ts';

/**
 * Money rules of the storefront, pure so they can be tested alone and shared by the cart view and
 * checkout. All amounts are integer JPY, tax included (the contract's prices are tax included).
 */

/** Kinds that never ship: gifts (a gift item is never shipped, contract: gift_must_not_ship) and tickets. */
const NON_SHIPPING_KINDS = new Set(['gift', 'ticket', 'free_ticket', 'pre_sale_ticket']);

/** Shipping is a taxable service at the standard rate in Japan. */
export const SHIPPING_TAX_RATE = 10;

/** The contract's rule: floor(price × (100 − discount_rate) / 100). */
export function discountedPrice(price: number, discountRate: number): number {
  return Math.floor((price * (100 - discountRate)) / 100);
}

/** The tax included in a tax-included amount: floor(amount × rate / (100 + rate)), rounded down once per rate. */
export function includedTax(amount: number, rate: number): number {
  return rate > 0 ? Math.floor((amount * rate) / (100 + rate)) : 0;
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

export function lineDiscount(l: PricedLine): number {
  return (l.unitPrice - discountedPrice(l.unitPrice, l.discountRate)) * l.quantity;
}

export interface ShippableLine {
  kind: string;
  isShipping: boolean;
  /** The item's own shipping cost, or null for the shop's default. */
  shippingCost: number | null;
}

export function ships(l: ShippableLine): boolean {
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
export type OrderAmounts = Pick<OrderTables['orders'], 'subtotal' | 'shipping_total' | 'discount_total' | 'tax_8' | 'tax_10' | 'total'>;

/** Order amounts from its lines and each shipping's cost; tax per rate on the tax-included totals. */
export function orderAmounts(lines: PricedLine[], shippingCosts: number[]): OrderAmounts {
  const subtotal = lines.reduce((s, l) => s + lineSubtotal(l), 0);
  const shippingTotal = shippingCosts.reduce((s, c) => s + c, 0);
  const atRate = (rate: number) => lines.filter((l) => l.taxRate === rate).reduce((s, l) => s + lineSubtotal(l), 0);
  return {
    subtotal,
    shipping_total: shippingTotal,
    discount_total: lines.reduce((s, l) => s + lineDiscount(l), 0),
    tax_8: includedTax(atRate(8), 8),
    tax_10: includedTax(atRate(10) + shippingTotal, SHIPPING_TAX_RATE),
    total: subtotal + shippingTotal,
  };
}
