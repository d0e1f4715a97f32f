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
