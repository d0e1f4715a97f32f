import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('Health endpoints outside /v1, without auth', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('answers /healthz 200 while the process is up', async () => {
    const res = await t.request('GET', '/healthz');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  it('answers /readyz 200 when storage is reachable', async () => {
    const res = await t.request('GET', '/readyz');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ready' });
  });

  it('answers /readyz 503 with Retry-After when storage is unreachable, /healthz still 200', async () => {
    await t.ctx.database.close();
    const res = await t.request('GET', '/readyz');
    assert.equal(res.statusCode, 503);
    assert.ok(res.headers['retry-after']);
    assert.equal((await t.request('GET', '/healthz')).statusCode, 200);
  });
});
