/** Money in API form. Amounts are stored as integers of the currency unit; JPY is the only currency. */
interface Money {
  amount: number;
  currency: 'JPY';
}

/** The largest price a client may set: an item's, a variant's, an option choice's or a shipping cost. */
export const MAX_PRICE = 1_000_000_000;

/**
 * The largest amount any sum may hold: 2^53 − 1, the last integer a JavaScript number (and so the
 * PostgreSQL driver's bigint results) holds exactly. The storefront's limits keep an order below it;
 * a customer's total_spent, which grows without end, stops there.
 */
export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

/** A stored amount as API money: `{amount, currency: 'JPY'}`. */
export function money(amount: number): Money {
  return { amount, currency: 'JPY' };
}
