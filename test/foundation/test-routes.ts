import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import type { AreaOptions } from '../../src/context.ts';
import type { Db } from '../../src/db/database.ts';
import { ApiError, invalidField } from '../../src/lib/errors.ts';
import { DataOf } from '../../src/http/schemas.ts';
import { newId } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import { shopRepo } from '../../src/shop/repo.ts';

/** Controls for the test-only write route: gates to hold a request open, one-shot failures, a count of executions. */
export interface TestRouteState {
  executions: number;
  /** When set, the handler waits for it before writing (lets a test hold a request "in flight"). */
  gate: Promise<void> | null;
  /** Resolved when a handler reaches the gate. */
  onGate: (() => void) | null;
  /** The next execution writes its shop in a transaction() and throws a plain Error there (a bug → 500). */
  crashNext: boolean;
  /** POST /v1/test/checked-shops: its preHandler refuses the request with 400. */
  refuseBeforeHandler: boolean;
}

export function newTestRouteState(): TestRouteState {
  return { executions: 0, gate: null, onGate: null, crashNext: false, refuseBeforeHandler: false };
}

const Body = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64 }),
    quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    refuse: Type.Optional(
      Type.Union([Type.Literal('before_writing'), Type.Literal('after_writing'), Type.Literal('in_transaction')], {
        description:
          'answer 422 price_below_minimum after validation: before writing, after writing the shop, or inside the transaction() writing it',
      }),
    ),
    recover: Type.Optional(
      Type.Boolean({
        description: 'first run a step that writes a shop named "<name> (failed)" and fails, catch that, and go on',
      }),
    ),
  },
  { additionalProperties: false },
);

const Created = Type.Object({ id: Type.String(), name: Type.String(), quantity: Type.Integer(), note: Type.String() });

/**
 * TEST-ONLY write route, registered through buildApp's extraRoutes: POST /v1/test/shops inserts a
 * real row in `shops` (a foundation table) so tests can count side effects and check "nothing written".
 * The note is kept in the shop's url column so a test can round-trip any string.
 */
export function testWriteRoutes(state: TestRouteState): FastifyPluginAsync<AreaOptions> {
  return async (app) => {
    const write: RouteHandlerMethod = async (req, reply) => {
      const body = req.body as { name: string; quantity?: number; note?: string; refuse?: string; recover?: boolean };
      state.executions += 1;
      if (state.gate) {
        state.onGate?.();
        await state.gate;
      }
      const refused = () => new ApiError('price_below_minimum', 'Refused after validation (test)');
      if (body.refuse === 'before_writing') throw refused();
      if (body.recover) {
        await req.unit
          .transaction(async (tx) => {
            await insertShop(tx, newId('shop'), { ...body, name: `${body.name} (failed)` });
            throw new Error('a failed step the handler goes past');
          })
          .catch(() => {});
      }
      const id = newId('shop');
      if (state.crashNext) {
        state.crashNext = false;
        await req.unit.transaction(async (tx) => {
          await insertShop(tx, id, body);
          throw new Error('simulated bug in a handler');
        });
      }
      if (body.refuse === 'in_transaction') {
        await req.unit.transaction(async (tx) => {
          await insertShop(tx, id, body);
          throw refused();
        });
      }
      await req.unit.transaction((tx) => insertShop(tx, id, body));
      if (body.refuse === 'after_writing') throw refused();
      return reply
        .status(201)
        .send({ data: { id, name: body.name, quantity: body.quantity ?? 0, note: body.note ?? '' } });
    };
    const options = {
      config: { scopes: ['write_items' as const], write: true },
      schema: { tags: ['Test'], summary: 'Test-only write', body: Body, response: { 201: DataOf(Created) } },
    };
    app.post('/v1/test/shops', options, write);
    // The same with a preHandler of its own, which refuses while state.refuseBeforeHandler is set.
    app.post(
      '/v1/test/checked-shops',
      {
        ...options,
        preHandler: async () => {
          if (state.refuseBeforeHandler) throw invalidField('name', 'refused by the route preHandler (test)');
        },
      },
      write,
    );

    // A route that always fails with a bug (for the 500 rule), with a scope so it needs a token.
    app.get('/v1/test/bug', { config: { scopes: ['read_items'] }, schema: { hide: true } }, async () => {
      throw new Error('secret internal detail at /srv/tenpo/src/thing.ts:42');
    });
  };
}

/** The shop row the test route writes. */
export async function insertShop(db: Db, id: string, body: { name: string; quantity?: number; note?: string }) {
  const now = nowIso();
  await shopRepo(db).insert({
    id,
    name: body.name,
    url: body.note ?? '',
    contact_email: '',
    currency: 'JPY',
    default_shipping_cost: body.quantity ?? 0,
    storefront_url: '',
    is_default: 0,
    line_channel_id: '',
    line_channel_secret: '',
    stripe_secret_key: null,
    stripe_publishable_key: null,
    stripe_webhook_secret: null,
    invoice_registration_number: null,
    delivery_settings: null,
    created_at: now,
    updated_at: now,
  });
}

/** Number of shops written by the test route with this name. */
export async function countShopsNamed(db: AreaOptions['ctx']['db'], name: string): Promise<number> {
  const rows = await db.selectFrom('shops').select('id').where('name', '=', name).execute();
  return rows.length;
}
