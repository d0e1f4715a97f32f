import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createStaff } from '../../src/console/service.ts';
import { TEST_SECRET_HASH_COST, startTestApp, type TestApp } from '../helpers/app.ts';
import { ConsoleAgent, listenTestApp, signedInAgent } from '../helpers/console.ts';
import { sqlitePassOnly } from '../helpers/db.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

// SQLite pass only: the pages' words do not depend on the database (test/console/pages.test.ts renders each page on both).
const wordsOnly = sqlitePassOnly("the pages' words do not depend on the database");

describe('console languages', wordsOnly, () => {
  let t: TestApp;
  let origin: string;

  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
  });
  after(() => t.close());

  it('signed-out pages are Japanese, with lang="ja"', async () => {
    const page = await (await new ConsoleAgent(origin).get('/console/sign-in')).text();
    assert.match(page, /<html lang="ja">/);
    assert.match(page, /<title>ログイン · Tenpo 管理画面<\/title>/);
    assert.match(page, /<label>メールアドレス <input/);
  });

  it('a new staff account is Japanese by default, and statuses and payment methods are shown in words', async () => {
    const staff = await createStaff(
      t.ctx.database,
      { shopId: t.shopId, email: `ja-${Date.now()}@example.test`, password: 'correct horse battery' },
      TEST_SECRET_HASH_COST,
    );
    assert.equal(staff.locale, 'ja');
    const agent = new ConsoleAgent(origin);
    await agent.signIn({ email: staff.email, password: 'correct horse battery' });
    await placeTestOrder(t, { paymentMethod: 'credit_card' });
    const orders = await (await agent.get('/console/orders')).text();
    assert.match(orders, /<html lang="ja">/);
    assert.match(orders, /<h1>注文<\/h1>/);
    assert.match(
      orders,
      /<span class="nowrap">支払済み<\/span><\/td><td class="wide" data-label="支払い方法">クレジットカード<\/td>/,
    );
    assert.doesNotMatch(orders, />paid<|>credit_card</);
  });

  it('the language switch changes the staff member’s language from the next page on, and back', async () => {
    const agent = await signedInAgent(t, origin, { locale: 'ja' });
    const japanese = await (await agent.get('/console/items')).text();
    assert.match(japanese, /<h1>商品<\/h1>/);
    const switched = await agent.submit(japanese, '/console/locale', { locale: 'en' });
    assert.equal(switched.status, 303);
    assert.equal(switched.headers.get('location'), '/console/items');
    const english = await (await agent.get('/console/items')).text();
    assert.match(english, /<html lang="en">/);
    assert.match(english, /<h1>Items<\/h1>/);
    assert.match(english, /lang="ja">日本語<\/button>/, 'the switch offers Japanese, named in Japanese');
    await agent.submit(english, '/console/locale', { locale: 'ja' });
    assert.match(await (await agent.get('/console/items')).text(), /<h1>商品<\/h1>/);
  });

  it('refuses an unknown language with 400 and keeps the current one', async () => {
    const agent = await signedInAgent(t, origin, { locale: 'en' });
    const page = await (await agent.get('/console/shop')).text();
    const res = await agent.submit(page, '/console/locale', { locale: 'fr' });
    assert.equal(res.status, 400);
    assert.match(await (await agent.get('/console/shop')).text(), /<html lang="en">/);
  });
});
