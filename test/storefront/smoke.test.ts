import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { placeTestOrder, shopperRequest } from '../helpers/storefront.ts';

describe('placeTestOrder', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());
  it('places a paid order through cart and checkout', async () => {
    const { orderId, shopper } = await placeTestOrder(t);
    const res = await shopperRequest(t, shopper.token, 'GET', `/storefront/v1/orders/${orderId}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.status, 'paid');
  });
});
