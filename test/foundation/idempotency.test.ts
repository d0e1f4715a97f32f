import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { purgeExpiredIdempotencyKeys } from '../../src/http/idempotency/keys.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { countShopsNamed, newTestRouteState, testWriteRoutes, type TestRouteState } from './test-routes.ts';

const URL_ = '/v1/test/shops';

describe('Idempotency-Key on writes (DECISIONS.md section 3)', () => {
  let t: TestApp;
  let state: TestRouteState;
  let token: string;
  before(async () => {
    state = newTestRouteState();
    t = await startTestApp({}, { extraRoutes: testWriteRoutes(state) });
    token = await t.token(['write_items']);
  });
  after(() => t.close());
  beforeEach(() => Object.assign(state, newTestRouteState()));

  const send = (body: unknown, key: string | null, tok = token) =>
    t.request('POST', URL_, {
      token: tok,
      key,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('refuses a write without Idempotency-Key with 400 idempotency_key_required and stores nothing', async () => {
    const res = await send({ name: 'no-key' }, null);
    assert.equal(res.statusCode, 400);
    assert.equal(errorOf(res).code, 'idempotency_key_required');
    assert.equal(state.executions, 0);
    assert.equal(await countShopsNamed(t.ctx.db, 'no-key'), 0);
    const rows = await t.ctx.db.selectFrom('idempotency_keys').selectAll().execute();
    assert.equal(rows.filter((r) => r.key === '').length, 0);
  });

  it('replays a completed write byte for byte with Idempotent-Replay: true and the same status, executing once', async () => {
    const key = randomUUID();
    const first = await send({ name: 'replay', quantity: 3 }, key);
    assert.equal(first.statusCode, 201);
    assert.equal(first.headers['idempotent-replay'], undefined);
    const second = await send({ name: 'replay', quantity: 3 }, key);
    assert.equal(second.statusCode, 201);
    assert.equal(second.headers['idempotent-replay'], 'true');
    assert.equal(second.body, first.body);
    assert.equal(second.headers['content-type'], first.headers['content-type']);
    assert.equal(state.executions, 1);
    assert.equal(await countShopsNamed(t.ctx.db, 'replay'), 1);
  });

  it('treats bodies equal after JSON parsing as the same request (key order and white space do not matter)', async () => {
    const key = randomUUID();
    const first = await send('{"name":"order","quantity":5}', key);
    assert.equal(first.statusCode, 201);
    const second = await send('{\n  "quantity" : 5 ,\n  "name":   "order"\n}\n', key);
    assert.equal(second.statusCode, 201);
    assert.equal(second.headers['idempotent-replay'], 'true');
    assert.equal(second.body, first.body);
    assert.equal(await countShopsNamed(t.ctx.db, 'order'), 1);
  });

  it('answers the same key with a different body 422 idempotency_key_reused and does not execute', async () => {
    const key = randomUUID();
    assert.equal((await send({ name: 'reuse-a' }, key)).statusCode, 201);
    const res = await send({ name: 'reuse-b' }, key);
    assert.equal(res.statusCode, 422);
    assert.equal(errorOf(res).code, 'idempotency_key_reused');
    assert.equal(state.executions, 1);
    assert.equal(await countShopsNamed(t.ctx.db, 'reuse-b'), 0);
  });

  it('stores and replays a 4xx answered by the endpoint after validation (422 replays as that 422)', async () => {
    const key = randomUUID();
    const first = await send({ name: 'refused', refuse: 'before_writing' }, key);
    assert.equal(first.statusCode, 422);
    assert.equal(errorOf(first).code, 'price_below_minimum');
    const second = await send({ name: 'refused', refuse: 'before_writing' }, key);
    assert.equal(second.statusCode, 422);
    assert.equal(second.headers['idempotent-replay'], 'true');
    assert.equal(second.body, first.body);
    assert.equal(state.executions, 1);
  });

  for (const [refuse, when] of [
    ['after_writing', 'after writing'],
    ['in_transaction', 'inside a transaction()'],
  ] as const) {
    it(`stores a 4xx the handler throws ${when} without any of its writes, and replays it byte for byte`, async () => {
      const key = randomUUID();
      const name = `refused-${refuse}`;
      const first = await send({ name, refuse }, key);
      assert.equal(first.statusCode, 422);
      assert.equal(first.headers['content-type'], 'application/json; charset=utf-8');
      const requestId = errorOf(first).request_id;
      assert.equal(
        first.body,
        JSON.stringify({
          error: { code: 'price_below_minimum', message: 'Refused after validation (test)', request_id: requestId },
        }),
        "the error handler's rendering",
      );
      assert.equal(await countShopsNamed(t.ctx.db, name), 0);
      const second = await send({ name, refuse }, key);
      assert.equal(second.statusCode, 422);
      assert.equal(second.headers['idempotent-replay'], 'true');
      assert.equal(second.headers['content-type'], first.headers['content-type']);
      assert.equal(second.body, first.body);
      assert.equal(state.executions, 1);
      assert.equal(await countShopsNamed(t.ctx.db, name), 0);
    });
  }

  it("answers 409 idempotency_key_in_use while a request that will be refused runs, then replays the refusal to the key's next request", async () => {
    const key = randomUUID();
    let release!: () => void;
    state.gate = new Promise<void>((r) => (release = r));
    const reached = new Promise<void>((r) => (state.onGate = r));
    const first = send({ name: 'refused-in-use', refuse: 'after_writing' }, key);
    await reached;
    const concurrent = await send({ name: 'refused-in-use', refuse: 'after_writing' }, key);
    assert.equal(concurrent.statusCode, 409);
    assert.equal(errorOf(concurrent).code, 'idempotency_key_in_use');
    release();
    const firstRes = await first;
    assert.equal(firstRes.statusCode, 422);
    const next = await send({ name: 'refused-in-use', refuse: 'after_writing' }, key);
    assert.equal(next.statusCode, 422);
    assert.equal(next.headers['idempotent-replay'], 'true');
    assert.equal(next.body, firstRes.body);
    assert.equal(state.executions, 1);
    assert.equal(await countShopsNamed(t.ctx.db, 'refused-in-use'), 0);
  });

  it('fails a request whose handler catches a failed step and goes past it: 500, no trace of either write, and a retry runs again', async () => {
    const key = randomUUID();
    const first = await send({ name: 'went past', recover: true }, key);
    assert.equal(first.statusCode, 500, first.body);
    assert.equal(await countShopsNamed(t.ctx.db, 'went past'), 0);
    assert.equal(await countShopsNamed(t.ctx.db, 'went past (failed)'), 0);
    const executions = state.executions;
    const second = await send({ name: 'went past', recover: true }, key);
    assert.equal(second.statusCode, 500);
    assert.equal(second.headers['idempotent-replay'], undefined);
    assert.equal(state.executions, executions + 1, 'a 5xx is not stored: the retry ran');
    assert.equal(await countShopsNamed(t.ctx.db, 'went past'), 0);
  });

  it('does not store a 400 invalid_request from schema validation: a corrected retry with the same key succeeds', async () => {
    const key = randomUUID();
    const bad = await send({ name: 'fixed', quantity: 'three' }, key);
    assert.equal(bad.statusCode, 400);
    assert.equal(errorOf(bad).code, 'invalid_request');
    assert.equal(state.executions, 0);
    const good = await send({ name: 'fixed', quantity: 3 }, key);
    assert.equal(good.statusCode, 201);
    assert.equal(good.headers['idempotent-replay'], undefined);
    assert.equal(await countShopsNamed(t.ctx.db, 'fixed'), 1);
  });

  it('does not store a 5xx: a retry with the same key runs again and may succeed', async () => {
    const key = randomUUID();
    state.crashNext = true;
    const failed = await send({ name: 'after-crash' }, key);
    assert.equal(failed.statusCode, 500);
    assert.equal(errorOf(failed).code, 'internal_error');
    assert.equal(await countShopsNamed(t.ctx.db, 'after-crash'), 0);
    const retry = await send({ name: 'after-crash' }, key);
    assert.equal(retry.statusCode, 201);
    assert.equal(retry.headers['idempotent-replay'], undefined);
    assert.equal(state.executions, 2);
    assert.equal(await countShopsNamed(t.ctx.db, 'after-crash'), 1);
  });

  it('answers the same key 409 idempotency_key_in_use while the first request is still running', async () => {
    const key = randomUUID();
    let release!: () => void;
    state.gate = new Promise<void>((r) => (release = r));
    const reached = new Promise<void>((r) => (state.onGate = r));
    const first = send({ name: 'in-use' }, key);
    await reached;
    const second = await send({ name: 'in-use' }, key);
    assert.equal(second.statusCode, 409);
    assert.equal(errorOf(second).code, 'idempotency_key_in_use');
    release();
    const firstRes = await first;
    assert.equal(firstRes.statusCode, 201);
    const third = await send({ name: 'in-use' }, key);
    assert.equal(third.headers['idempotent-replay'], 'true');
    assert.equal(third.body, firstRes.body);
    assert.equal(state.executions, 1);
  });

  it('replays a completed key to each of 10 concurrent retries: none is refused as in use', async () => {
    const key = randomUUID();
    const first = await send({ name: 'concurrent-retries' }, key);
    assert.equal(first.statusCode, 201);
    const retries = await Promise.all(Array.from({ length: 10 }, () => send({ name: 'concurrent-retries' }, key)));
    for (const r of retries) {
      assert.equal(r.statusCode, 201, r.body);
      assert.equal(r.headers['idempotent-replay'], 'true');
      assert.equal(r.body, first.body);
    }
    assert.equal(state.executions, 1);
  });

  it("replays a completed key before the route's own preHandlers, which its retry could no longer pass", async () => {
    const key = randomUUID();
    const checked = (body: unknown) =>
      t.request('POST', '/v1/test/checked-shops', {
        token,
        key,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    const first = await checked({ name: 'checked' });
    assert.equal(first.statusCode, 201);
    state.refuseBeforeHandler = true;
    const retry = await checked({ name: 'checked' });
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.headers['idempotent-replay'], 'true');
    assert.equal(retry.body, first.body);
    const fresh = await t.request('POST', '/v1/test/checked-shops', {
      token,
      key: randomUUID(),
      body: { name: 'checked' },
    });
    assert.equal(fresh.statusCode, 400, 'the preHandler refuses a new request');
    assert.equal(await countShopsNamed(t.ctx.db, 'checked'), 1);
  });

  it('keeps keys per client: another client may use the same key for its own request', async () => {
    const key = randomUUID();
    const other = await t.token(['write_items']);
    const a = await send({ name: 'per-client-a' }, key);
    const b = await send({ name: 'per-client-b' }, key, other);
    assert.equal(a.statusCode, 201);
    assert.equal(b.statusCode, 201);
    assert.equal(b.headers['idempotent-replay'], undefined);
    assert.notEqual(a.json().data.id, b.json().data.id);
    assert.equal(state.executions, 2);
  });

  it('executes exactly once when 20 identical requests with one key arrive concurrently', async () => {
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => send({ name: 'concurrent-20' }, key)));
    assert.equal(await countShopsNamed(t.ctx.db, 'concurrent-20'), 1);
    assert.equal(state.executions, 1);
    const ok = results.filter((r) => r.statusCode === 201);
    assert.ok(ok.length >= 1);
    for (const r of ok) assert.equal(r.body, ok[0]!.body);
    for (const r of results) {
      if (r.statusCode !== 201) {
        assert.equal(r.statusCode, 409);
        assert.equal(errorOf(r).code, 'idempotency_key_in_use');
      }
    }
  });

  it('remembers a key for 24 hours; purgeExpiredIdempotencyKeys deletes expired keys and an expired key can be reused', async () => {
    const key = randomUUID();
    assert.equal((await send({ name: 'expiring-a' }, key)).statusCode, 201);
    const row = await t.ctx.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const hours = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 3_600_000;
    assert.ok(hours > 23.99 && hours <= 24.01, `retention ${hours} h`);
    // Not yet expired: not purged.
    await t.ctx.database.transaction((tx) => purgeExpiredIdempotencyKeys(tx));
    assert.ok(await t.ctx.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst());
    // Pretend 24 hours have passed.
    await t.ctx.database.transaction((tx) =>
      tx
        .updateTable('idempotency_keys')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('key', '=', key)
        .execute(),
    );
    assert.ok((await t.ctx.database.transaction((tx) => purgeExpiredIdempotencyKeys(tx))) >= 1);
    assert.equal(
      await t.ctx.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst(),
      undefined,
    );
    const reused = await send({ name: 'expiring-b' }, key);
    assert.equal(reused.statusCode, 201);
    assert.equal(reused.headers['idempotent-replay'], undefined);
    assert.equal(await countShopsNamed(t.ctx.db, 'expiring-b'), 1);
  });

  it('lets an expired key that was not yet purged be reused with another body', async () => {
    const key = randomUUID();
    assert.equal((await send({ name: 'stale-a' }, key)).statusCode, 201);
    await t.fixtures
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', key)
      .execute();
    const res = await send({ name: 'stale-b' }, key);
    assert.equal(res.statusCode, 201);
    assert.equal(await countShopsNamed(t.ctx.db, 'stale-b'), 1);
  });
});
