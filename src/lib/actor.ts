/**
 * Who made a change (DECISIONS.md section 9): an API client, shop staff in the console, the operator
 * at the CLI, a shopper at the storefront (their customer id when known), or the system (workers,
 * sweeps, the payment gateway's confirmations). Events carry it as `actor: {type, id}`; item
 * history and an order's actions record it too.
 */
export type Actor =
  | { type: 'client'; clientId: string }
  | { type: 'staff'; staffId: string }
  | { type: 'operator' }
  | { type: 'shopper'; customerId: string | null }
  | { type: 'system' };

export type ActorType = Actor['type'];

export const ACTOR_TYPES: readonly ActorType[] = ['client', 'staff', 'operator', 'shopper', 'system'];

export const OPERATOR = { type: 'operator' } as const satisfies Actor;
export const SYSTEM = { type: 'system' } as const satisfies Actor;

/** The id an actor is shown with: the client id, the staff id, the shopper's customer id; null for the operator and the system. */
export function actorId(actor: Actor): string | null {
  switch (actor.type) {
    case 'client':
      return actor.clientId;
    case 'staff':
      return actor.staffId;
    case 'shopper':
      return actor.customerId;
    default:
      return null;
  }
}

/** The actor as events and answers show it. */
export function actorView(actor: Actor): { type: ActorType; id: string | null } {
  return { type: actor.type, id: actorId(actor) };
}

/** An actor back from its stored type and id (an unknown type reads as the system's). */
export function actorOf(type: string, id: string | null): Actor {
  switch (type) {
    case 'client':
      return { type, clientId: id ?? '' };
    case 'staff':
      return { type, staffId: id ?? '' };
    case 'shopper':
      return { type, customerId: id };
    case 'operator':
      return OPERATOR;
    default:
      return SYSTEM;
  }
}

/** An API client acting through a route (its token's client). */
export const clientActor = (clientId: string): Actor => ({ type: 'client', clientId });
