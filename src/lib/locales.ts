/** The console's languages: Japanese by default (the shop staff's), English per staff member. */
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
