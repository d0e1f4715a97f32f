/** Spaces and hyphens (ASCII, full-width, dashes) people write inside tracking numbers; carriers' pages want digits and letters only. */
const TRACKING_SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30fc\uff0d]/gu;

/**
 * A tracking number as carriers read it ("4455 6677 8899", "１２３４-５６７８" → "445566778899",
 * "12345678"): full-width forms folded (NFKC), separators removed. It fills carriers' tracking
 * pages, and two numbers with the same key on one shipping and carrier are one registration.
 */
export function trackingNumberKey(trackingNumber: string): string {
  return trackingNumber.normalize('NFKC').replace(TRACKING_SEPARATORS, '');
}

/**
 * Why a tracking number (its key) cannot be one of this carrier's, or null. Yamato Transport's
 * numbers are 12 digits whose last is the first 11 taken as a number modulo 7; other carriers'
 * are not checked.
 */
export function carrierNumberProblem(carrierCode: string, key: string): string | null {
  if (carrierCode !== 'yamato') return null;
  if (!/^\d{12}$/.test(key)) return 'is not a Yamato tracking number: 12 digits';
  return Number(key.slice(0, 11)) % 7 === Number(key[11])
    ? null
    : 'has a wrong check digit for a Yamato tracking number';
}
