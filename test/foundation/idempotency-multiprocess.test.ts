import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { countShopsNamed, newTestRouteState, testWriteRoutes, type TestRouteState } from './test-routes.ts';

/**
 * Two app instances, each with its own database handle (own SQLite connection or own PostgreSQL
 * pool), on the same storage: as two server processes of one deployment would be.
 */
describe(`Idempotency across two server instances on one database (${TEST_DIALECT})`, () => {
  let a: TestApp, b: TestApp;
  let sa: TestRouteState, sb: TestRouteState;
  let token: string;
  before(async () => {
    sa = newTestRouteState();
    sb = newTestRouteState();
    const first = await startTestApp({}, { extraRoutes: testWriteRoutes(sa) });
    a = first;
    b = await startTestApp({}, { extraRoutes: testWriteRoutes(sb), storage: first.storage });
    token = await a.token(['write_items']);
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  const send = (app: TestApp, name: string, key: string, refuse?: string) =>
    app.request('POST', '/v1/test/shops', { token, key, body: { name, ...(refuse ? { refuse } : {}) } });

  it('executes exactly once when 20 concurrent identical requests with one key are split over two instances', async () => {
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? a : b, 'two-instances', key)));
    assert.equal(await countShopsNamed(a.ctx.db, 'two-instances'), 1);
    assert.equal(sa.executions + sb.executions, 1);
    const ok = results.filter((r) => r.statusCode === 201);
    assert.ok(ok.length >= 1);
    for (const r of ok) assert.equal(r.body, ok[0]!.body);
    for (const r of results) if (r.statusCode !== 201) assert.equal(errorOf(r).code, 'idempotency_key_in_use');
  });

  it('replays on one instance the answer completed on the other', async () => {
    const key = randomUUID();
    const first = await send(a, 'cross-replay', key);
    assert.equal(first.statusCode, 201);
    const second = await send(b, 'cross-replay', key);
    assert.equal(second.statusCode, 201);
    assert.equal(second.headers['idempotent-replay'], 'true');
    assert.equal(second.body, first.body);
    assert.equal(await countShopsNamed(a.ctx.db, 'cross-replay'), 1);
  });

  it('replays a completed key to each of 10 concurrent retries split over both instances: none is refused as in use', async () => {
    const key = randomUUID();
    const first = await send(a, 'cross-retries', key);
    assert.equal(first.statusCode, 201);
    const retries = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? a : b, 'cross-retries', key)));
    for (const r of retries) {
      assert.equal(r.statusCode, 201, r.body);
      assert.equal(r.headers['idempotent-replay'], 'true');
      assert.equal(r.body, first.body);
    }
    assert.equal(await countShopsNamed(a.ctx.db, 'cross-retries'), 1);
  });

  it('answers 409 idempotency_key_in_use on one instance while the other still runs the first request', async () => {
    const key = randomUUID();
    let release!: () => void;
    sa.gate = new Promise<void>((r) => (release = r));
    const reached = new Promise<void>((r) => (sa.onGate = r));
    const first = send(a, 'cross-in-use', key);
    await reached;
    const second = await send(b, 'cross-in-use', key);
    assert.equal(second.statusCode, 409);
    assert.equal(errorOf(second).code, 'idempotency_key_in_use');
    release();
    assert.equal((await first).statusCode, 201);
    sa.gate = null;
    assert.equal(await countShopsNamed(a.ctx.db, 'cross-in-use'), 1);
  });

  it('answers 409 on one instance while the other runs a request it refuses after writing, then replays that refusal on both', async () => {
    const key = randomUUID();
    let release!: () => void;
    sa.gate = new Promise<void>((r) => (release = r));
    const reached = new Promise<void>((r) => (sa.onGate = r));
    const first = send(a, 'cross-refused', key, 'after_writing');
    await reached;
    const concurrent = await send(b, 'cross-refused', key, 'after_writing');
    assert.equal(concurrent.statusCode, 409);
    assert.equal(errorOf(concurrent).code, 'idempotency_key_in_use');
    release();
    const refused = await first;
    sa.gate = null;
    assert.equal(refused.statusCode, 422);
    for (const app of [b, a]) {
      const again = await send(app, 'cross-refused', key, 'after_writing');
      assert.equal(again.statusCode, 422);
      assert.equal(again.headers['idempotent-replay'], 'true');
      assert.equal(again.body, refused.body);
    }
    assert.equal(await countShopsNamed(a.ctx.db, 'cross-refused'), 0);
  });

  it('gives 20 concurrent identical requests that are refused, split over two instances, one stored refusal (or 409) and no write', async () => {
    // The refused request's writes roll back before its refusal is stored in a second transaction;
    // on PostgreSQL another instance may run the handler in between, and one of the two refusals stands.
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 ? a : b, 'two-instances-refused', key, 'after_writing')),
    );
    const refused = results.filter((r) => r.statusCode === 422);
    assert.ok(refused.length >= 1);
    for (const r of refused) assert.equal(r.body, refused[0]!.body);
    for (const r of results) if (r.statusCode !== 422) assert.equal(errorOf(r).code, 'idempotency_key_in_use');
    const later = await send(a, 'two-instances-refused', key, 'after_writing');
    assert.equal(later.headers['idempotent-replay'], 'true');
    assert.equal(later.body, refused[0]!.body);
    assert.equal(await countShopsNamed(a.ctx.db, 'two-instances-refused'), 0);
  });

  it('gives each of 10 different keys sent concurrently to both instances exactly one execution', async () => {
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const before_ = sa.executions + sb.executions;
    await Promise.all(keys.flatMap((k, i) => [send(a, `multi-${i}`, k), send(b, `multi-${i}`, k)]));
    for (let i = 0; i < keys.length; i++) assert.equal(await countShopsNamed(a.ctx.db, `multi-${i}`), 1);
    assert.equal(sa.executions + sb.executions - before_, 10);
  });
});
