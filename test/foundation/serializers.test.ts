import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('response serializers (compiled at first use)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t?.close());

  it("every route's serializer for every status it declares compiles, so none fails at its first answer", () => {
    // Each would otherwise compile only when a process first sends that status on that route.
    const compiled = t.compileAllSerializers();
    const routes = t.app.printRoutes({ commonPrefix: false }).split('\n').length;
    assert.ok(compiled >= routes, `${compiled} serializers compiled for about ${routes} route lines`);
  });

  it('a route answers the same bytes whether its serializer was compiled at first use or ahead', async () => {
    const token = await t.token(['read_users']);
    const first = await t.get('/v1/me', token);
    t.compileAllSerializers();
    const again = await t.get('/v1/me', token);
    assert.equal(first.statusCode, 200);
    assert.equal(again.body, first.body);
  });
});
