/** The nine scopes of the interface document, with the plain words shown on consent pages and in the docs. */
export const SCOPES = {
  read_items: 'Read items, categories and delivery companies',
  read_users: 'Read the shop profile',
  read_orders: 'Read order headers, line items and shipments (no buyer personal data)',
  read_orders_pii: "Read buyers' and recipients' names, addresses and phone numbers (personal data)",
  read_customers: "Read customers' LINE identity, tags and orders",
  read_customers_pii: "Read customers' names, addresses, phone numbers, e-mail and gender (personal data)",
  write_shipping: 'Move shipping status and register or correct tracking numbers',
  write_items: 'Create and edit items, categories, item images and stock',
  write_inflow_routes: 'Create and list inflow route links',
} as const;

export type Scope = keyof typeof SCOPES;
export const ALL_SCOPES = Object.keys(SCOPES) as Scope[];

export function isScope(value: string): value is Scope {
  return Object.hasOwn(SCOPES, value);
}

export function isPiiScope(scope: Scope): boolean {
  return scope.endsWith('_pii');
}

/** Splits a space-separated scope string, dropping empties and repeats. */
export function parseScopeString(value: string | undefined | null): string[] {
  return [...new Set((value ?? '').split(/\s+/).filter(Boolean))];
}

/**
 * Checks scopes a client is to be granted. Returns the reason they are refused, or null.
 * write_reservations is named by the interface but unavailable.
 */
export function scopeGrantProblem(scopes: string[], trusted: boolean): string | null {
  if (scopes.length === 0) return 'at least one scope is required';
  for (const s of scopes) {
    if (s === 'write_reservations') return 'write_reservations is currently unavailable';
    if (!isScope(s)) return `unknown scope "${s}"; known scopes: ${ALL_SCOPES.join(' ')}`;
    if (isPiiScope(s) && !trusted)
      return `${s} is a personal-data scope and is granted only to trusted clients (--trusted)`;
  }
  return null;
}
