/** The change record (migration 0400); see src/changes/service.ts. */
export type ChangeTables = {
  /** One row per shop: the last change number given out and the last instant stamped (ms since the epoch). */
  change_clocks: {
    shop_id: string;
    seq: number;
    last_ms: number;
  };
  /** One row per committed change, numbered 1, 2, 3… per shop in commit order. */
  changes: {
    shop_id: string;
    seq: number;
    /** What happened, as an event names it: order.created, order.updated. */
    type: string;
    /** The kind of object changed (order) and its id. */
    object_type: string;
    object_id: string;
    /** The commit-ordered instant the change was stamped with (the object's updated_at). */
    created_at: string;
    /** Set when the change is an event (src/events, migration 0500): its evt_… id. */
    event_id: string | null;
    /** An event's object with every field (personal data included), as JSON; null for other changes. */
    payload: string | null;
    /** The client an event belongs to, which alone sees it (a webhook endpoint's deletion; migration 0860); null: any client whose scopes cover its type. */
    client_id: string | null;
    /** Who made the change (src/lib/actor.ts; migration 0900): its type and id (null for the operator and the system). */
    actor_type: string;
    actor_id: string | null;
    /** Why, when staff said so (a cancellation's reason). */
    reason: string | null;
  };
};
