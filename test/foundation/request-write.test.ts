import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../../src/context.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { newId } from '../../src/lib/ids.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { countShopsNamed, insertShop } from './test-routes.ts';

const Body = Type.Object(
  { name: Type.String(), refuse: Type.Optional(Type.Boolean()), failFirstStep: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/**
 * Routes whose handler writes through req.unit.transaction(fn) alone: one idempotent (write: true), one not.
 * `failFirstStep`: a first step fails and the handler goes on; `refuse`: 422 after writing.
 */
const routes: FastifyPluginAsync<AreaOptions> = async (app) => {
  const handler = async (req: FastifyRequest) => {
    const body = req.body as { name: string; refuse?: boolean; failFirstStep?: boolean };
    if (body.failFirstStep) {
      await req.unit
        .transaction(async (tx) => {
          await insertShop(tx, newId('shop'), { name: `${body.name} (failed)` });
          throw new ApiError('invalid_transition', 'A failed step the handler goes past (test)');
        })
        .catch(() => {});
    }
    const id = await req.unit.transaction(async (tx) => {
      const id = newId('shop');
      await insertShop(tx, id, { name: body.name });
      return id;
    });
    if (body.refuse) throw new ApiError('price_below_minimum', 'Refused after writing (test)');
    return { data: { id } };
  };
  // A schema each: the document's onRoute hook adds the Idempotency-Key header to the idempotent one's.
  const schema = () => ({
    tags: ['Test'],
    body: Body,
    response: { 200: Type.Object({ data: Type.Object({ id: Type.String() }) }) },
  });
  app.post('/v1/test/unit-shops', { config: { scopes: ['write_items'], write: true }, schema: schema() }, handler);
  app.post(
    '/v1/test/plain-shops',
    { config: { scopes: ['write_items'] }, schema: { ...schema(), hide: true } },
    handler,
  );
};

describe('req.unit.transaction(fn): a route’s writes, in the idempotent request’s own transaction', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({}, { extraRoutes: routes });
    token = await t.token(['write_items']);
  });
  after(() => t.close());

  const send = (url: string, body: object, key?: string) => t.request('POST', url, { token, key, body });

  it('commits the writes with the key: a retry replays, writing nothing more', async () => {
    const key = randomUUID();
    const first = await send('/v1/test/unit-shops', { name: 'unit-ok' }, key);
    assert.equal(first.statusCode, 200, first.body);
    const retry = await send('/v1/test/unit-shops', { name: 'unit-ok' }, key);
    assert.equal(retry.headers['idempotent-replay'], 'true');
    assert.equal(retry.body, first.body);
    assert.equal(await countShopsNamed(t.ctx.db, 'unit-ok'), 1);
  });

  it('rolls the writes back with a refusal, which is stored and replayed', async () => {
    const key = randomUUID();
    const refused = await send('/v1/test/unit-shops', { name: 'unit-refused', refuse: true }, key);
    assert.equal(errorOf(refused).code, 'price_below_minimum');
    const retry = await send('/v1/test/unit-shops', { name: 'unit-refused', refuse: true }, key);
    assert.equal(retry.headers['idempotent-replay'], 'true');
    assert.equal(retry.body, refused.body);
    assert.equal(await countShopsNamed(t.ctx.db, 'unit-refused'), 0, 'the write made through req.unit rolled back');
  });

  it('fails the whole request with a failed step, even when the handler goes on past it', async () => {
    const key = randomUUID();
    const r = await send('/v1/test/unit-shops', { name: 'unit-past-failure', failFirstStep: true }, key);
    assert.equal(errorOf(r).code, 'invalid_transition', r.body);
    const retry = await send('/v1/test/unit-shops', { name: 'unit-past-failure', failFirstStep: true }, key);
    assert.equal(retry.headers['idempotent-replay'], 'true');
    assert.equal(retry.body, r.body);
    assert.equal(await countShopsNamed(t.ctx.db, 'unit-past-failure'), 0, 'the later step rolled back too');
    assert.equal(await countShopsNamed(t.ctx.db, 'unit-past-failure (failed)'), 0);
  });

  it('outside an idempotent request, runs each fn in a transaction of its own', async () => {
    const refused = await send('/v1/test/plain-shops', { name: 'plain-refused', refuse: true });
    assert.equal(errorOf(refused).code, 'price_below_minimum', refused.body);
    assert.equal(await countShopsNamed(t.ctx.db, 'plain-refused'), 1, 'committed before the refusal');
  });
});
