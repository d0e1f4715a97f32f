import type { Db } from '../db/database.ts';
import { shopRepo } from './repo.ts';

/**
 * The shop as the issuer of qualified invoices (適格請求書, the invoice system in force since
 * October 2023): its registration number, checked as the National Tax Agency assigns them.
 */

const REGISTRATION_NUMBER = /^T([1-9])([0-9]{12})$/;

/**
 * The check digit of a 13-digit corporate number (法人番号), its first digit, from the other 12
 * (the NTA's rule, 法人番号の指定等に関する省令 第2条): 9 − (Σ Pn × Qn mod 9), where Pn is the n-th
 * digit counted from the right of the 12 and Qn is 1 when n is odd, 2 when it is even. A
 * registration number is `T` and such a number (individuals are given one of the same form).
 */
export function corporateNumberCheckDigit(base12: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9);
}

/** Why `value` is not a registration number (`T` + 13 digits with a valid check digit), or null when it is one. */
export function registrationNumberProblem(value: string): string | null {
  if (!/^T[0-9]{13}$/.test(value))
    return 'invoice_registration_number must be T followed by 13 digits (half-width), such as T1234567890123';
  const [, check, base] = REGISTRATION_NUMBER.exec(value) ?? [];
  if (!check || !base || Number(check) !== corporateNumberCheckDigit(base))
    return `invoice_registration_number ${value} has a wrong check digit: it is not a number the National Tax Agency assigns (check for a typo)`;
  return null;
}

/** What GET /v1/me adds to the profile. */
export async function shopInvoiceProfile(
  db: Db,
  shopId: string,
): Promise<{ invoice_registration_number: string | null }> {
  return {
    invoice_registration_number: (await shopRepo(db).invoiceIssuer(shopId))?.invoice_registration_number ?? null,
  };
}

/** The issuer printed on a receipt: the shop's name and registration number; undefined for an unknown shop. */
export function invoiceIssuer(db: Db, shopId: string) {
  return shopRepo(db).invoiceIssuer(shopId);
}
