/** Money in API form. Amounts are stored as integers of the currency unit; JPY is the only currency. */
export interface Money {
  amount: number;
  currency: 'JPY';
}

/** A stored amount as API money: `{amount, currency: 'JPY'}`. */
export function money(amount: number): Money {
  return { amount, currency: 'JPY' };
}
