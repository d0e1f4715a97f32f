/** What every layer may know of shop staff: their roles, and the console's languages (Japanese by default, the shop staff's; English per staff member). */
export type StaffRole = 'owner' | 'staff';

export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
