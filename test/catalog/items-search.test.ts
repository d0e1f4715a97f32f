import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type RootOperationNode } from 'kysely';
import type { ItemListFilter } from '../../src/catalog/items/repo/items.ts';
import { itemListRepo } from '../../src/catalog/items/repo/lists.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, insertItemCopies } from '../helpers/catalog.ts';
import { sqlitePassOnly, TEST_DIALECT } from '../helpers/db.ts';

/**
 * GET /v1/items?q= serves its page either by walking the list order and testing each row (common
 * matches) or from the matches, joined and sorted (rare matches, or matches bunched at the end of
 * the order); both answer the same rows in the same order and the same exact total as the general
 * list query (forced here by an updated_since that every item passes).
 */
describe('items q: the walk and the matches-first page agree with the general query', () => {
  let t: TestApp;
  let writer: string;
  let category: string;
  const EVERYONE = '1970-01-01T00:00:00.000Z';
  const N = 1000;

  /** Items cloned from one written by the API, named by name(i), updated at base + i seconds. */
  function clones(prefix: string, base: number, names: string[]): Promise<void> {
    return insertItemCopies(
      t,
      names.map((name, i) => ({
        id: `item_${prefix}${String(i).padStart(6, '0')}`,
        sku: `${prefix}-${i}`,
        name,
        updated_at: new Date(base + i * 1000).toISOString(),
      })),
    );
  }

  before(async () => {
    t = await startTestApp();
    writer = await t.token(['write_items', 'read_items']);
    category = (await createTestCategory(t, { name: 'Coffee' })).id;
    await createTestItem(t, writer, { name: 'Template', category_id: category, sku: 'S-template' });
    // Spread evenly: コーヒー and Latte in 1 of 4 (walked), 限定 and Rare in 1 of 250 (from the matches).
    // Bunched: Late in the 60 newest only (expected walk short, the capped walk finds too few).
    await clones(
      's',
      Date.parse('2025-01-01T00:00:00Z'),
      Array.from({ length: N }, (_, i) =>
        [
          i % 4 === 0 ? `ドリップコーヒー No.${i}` : i % 4 === 1 ? `Caffè LATTE No.${i}` : `緑茶 No.${i}`,
          i % 250 === 7 ? ' 限定 Rare' : '',
          i >= N - 60 ? ' Late batch' : '',
        ].join(''),
      ),
    );
    await clones('m', Date.parse('2025-06-01T00:00:00Z'), [
      '100% Pure ア_イ 50%オフ',
      '1000 Pure アXイ 50円オフ',
      'back\\slash ー',
      'backslash ー',
    ]);
  });
  after(() => t.close());

  async function both(f: Partial<ItemListFilter> & { q: string }) {
    const captured: RootOperationNode[] = [];
    const spy = t.ctx.db.withPlugin({
      transformQuery: (a) => (captured.push(a.node), a.node),
      transformResult: async (a) => a.result,
    });
    const filter: ItemListFilter = { shopId: t.shopId, limit: 20, offset: 0, archived: 'exclude', ...f };
    const fast = await itemListRepo(spy).list(filter);
    const general = await itemListRepo(t.ctx.db).list({ ...filter, updatedSince: EVERYONE });
    assert.deepEqual(fast.rows, general.rows, `rows for ${JSON.stringify(f)}`);
    assert.equal(fast.total, general.total, `total for ${JSON.stringify(f)}`);
    const sqlText = captured
      .map((node) => t.ctx.db.getExecutor().compileQuery(node, { queryId: 'spy' }).sql)
      .join('\n');
    return { ...fast, fromMatches: /CROSS JOIN items/.test(sqlText), sql: sqlText };
  }

  it('common matches: the list order is walked (LIKE for a caseless keyword, the FTS match set otherwise), same page and total', async () => {
    for (const offset of [0, 20, 200]) {
      const r = await both({ q: 'コーヒー', offset });
      assert.equal(r.total, N / 4);
      assert.equal(r.rows.length, 20);
      const latte = await both({ q: 'latte', offset });
      assert.equal(latte.total, N / 4);
      if (TEST_DIALECT === 'sqlite') {
        assert.equal(r.fromMatches, false, 'walked');
        assert.match(r.sql, /name LIKE/);
        assert.equal(latte.fromMatches, false, 'walked');
        assert.match(latte.sql, /IN \(SELECT rowid FROM item_search_fts/);
      }
    }
    assert.equal((await both({ q: 'コーヒー', archived: 'include', offset: 40 })).total, N / 4);
    assert.equal((await both({ q: 'コーヒー', archived: 'only' })).total, 0);
    // The last, partial page and a page past the end.
    assert.equal((await both({ q: 'コーヒー', offset: 245, limit: 10 })).rows.length, 5);
    assert.deepEqual((await both({ q: 'コーヒー', offset: 250 })).rows, []);
  });

  it('rare matches: the page comes from the matches, same page and total', async () => {
    for (const q of ['限定', '限定 R', 'rare', 'RARE']) {
      const r = await both({ q });
      assert.equal(r.total, 4);
      if (TEST_DIALECT === 'sqlite' && [...q].length >= 3) assert.equal(r.fromMatches, true, q);
    }
    assert.equal((await both({ q: 'rare', offset: 3 })).rows.length, 1);
  });

  it('matches bunched at the end of the order: the capped walk falls back to the matches', async () => {
    const r = await both({ q: 'late batch', limit: 30 });
    assert.equal(r.total, 60);
    assert.equal(r.rows.length, 30);
    assert.ok(r.rows.every((row) => row.name.endsWith('Late batch')));
    if (TEST_DIALECT === 'sqlite') assert.equal(r.fromMatches, true);
  });

  it('q treats LIKE metacharacters (%, _ and backslash) literally on every path', async () => {
    const names = async (q: string) => (await both({ q, limit: 100 })).rows.map((r) => r.name);
    assert.deepEqual(await names('50%オフ'), ['100% Pure ア_イ 50%オフ']);
    assert.deepEqual(await names('ア_イ'), ['100% Pure ア_イ 50%オフ']);
    assert.deepEqual(await names('0% P'), ['100% Pure ア_イ 50%オフ']);
    assert.deepEqual(await names('k\\s'), ['back\\slash ー']);
    assert.deepEqual(await names('\\sl'), ['back\\slash ー']);
    assert.deepEqual(await names('%%%'), []);
  });

  it('archived, other shops and renames: the total and page follow every write', async () => {
    const item = await createTestItem(t, writer, { name: 'Genmaicha kōcha', category_id: category, sku: 'S-arch' });
    const other = await t.newShop();
    const otherToken = await t.token(['write_items', 'read_items'], other);
    const otherCategory = (await createTestCategory(t, { shopId: other, name: 'X' })).id;
    await createTestItem(t, otherToken, { name: 'Genmaicha elsewhere', category_id: otherCategory, sku: 'S-other' });
    const totals = async () =>
      Promise.all(
        (['exclude', 'include', 'only'] as const).map(
          async (archived) => (await both({ q: 'genmaicha', archived })).total,
        ),
      );
    assert.deepEqual(await totals(), [1, 1, 0]);
    assert.equal((await t.patch(`/v1/items/${item.id}`, writer, { archived: true })).statusCode, 200);
    assert.deepEqual(await totals(), [0, 1, 1]);
    assert.equal(
      (await t.patch(`/v1/items/${item.id}`, writer, { archived: false, name: 'Hojicha kōcha' })).statusCode,
      200,
    );
    assert.deepEqual(await totals(), [0, 0, 0]);
    assert.equal((await both({ q: 'hojicha' })).total, 1);
    const res = await t.get('/v1/items', writer, { q: 'hojicha' });
    assert.deepEqual(
      res.json().data.map((d: { id: string }) => d.id),
      [item.id],
    );
    assert.equal(res.json().pagination.total, 1);
  });

  it(
    'SQLite: item_search mirrors items (shop, archived, name) after insert, update and delete; the FTS index stays consistent',
    sqlitePassOnly('SQLite search tables'),
    async () => {
      const item = await createTestItem(t, writer, { name: 'Mirror test', category_id: category, sku: 'S-mirror' });
      const mirror = () =>
        sql<{
          shop_id: string;
          archived: number;
          name: string;
        }>`SELECT shop_id, archived, name FROM item_search WHERE item_id = ${item.id}`
          .execute(t.ctx.db)
          .then((r) => r.rows);
      assert.deepEqual(await mirror(), [{ shop_id: t.shopId, archived: 0, name: 'Mirror test' }]);
      await t.patch(`/v1/items/${item.id}`, writer, { archived: true });
      assert.deepEqual(await mirror(), [{ shop_id: t.shopId, archived: 1, name: 'Mirror test' }]);
      await t.patch(`/v1/items/${item.id}`, writer, { name: 'Mirror renamed', archived: false });
      assert.deepEqual(await mirror(), [{ shop_id: t.shopId, archived: 0, name: 'Mirror renamed' }]);
      await t.fixtures.deleteFrom('item_history').where('item_id', '=', item.id).execute();
      await t.fixtures.deleteFrom('items').where('id', '=', item.id).execute();
      assert.deepEqual(await mirror(), []);
      await sql`INSERT INTO item_search_fts(item_search_fts) VALUES ('integrity-check')`.execute(t.fixtures);
      const mismatched = await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM item_search s LEFT JOIN items i ON i.id = s.item_id
      WHERE i.id IS NULL OR i.shop_id <> s.shop_id OR i.archived <> s.archived OR i.name <> s.name`.execute(t.ctx.db);
      assert.equal(Number(mismatched.rows[0]!.n), 0);
    },
  );
});

describe('items q is literal text: search syntax characters match as a plain substring on both databases', () => {
  let t: TestApp;
  let token: string;
  const NAMES = [
    'Drip "special" blend',
    'Say ""hi"" twice',
    'star*burst ^caret col:on',
    '(paren) group',
    'NEAR(abc def) label',
    'Tea AND cake OR pie',
    'NOT this one',
    '100%_off back\\slash',
    "it's o'clock",
    'plain name',
    '-minus +plus',
    '{brace} [bracket]',
    // Keywords inside longer words, across word boundaries and starting or ending with the letters
    // PostgreSQL's keyword keys wrap a keyword in (migration 0800).
    'axab tail',
    'ayab tail',
    'qabx tail',
    'ドリップコーヒー 100g No.5',
    '季節限定 緑茶ティーバッグ',
    'Caffè LATTE No.5g',
    'a... dots',
  ];
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_items', 'read_items']);
    const category = (await createTestCategory(t)).id;
    for (const name of NAMES) await createTestItem(t, token, { name, category_id: category });
  });
  after(() => t.close());

  const QUERIES = [
    '"',
    '""',
    '"special"',
    'p "s',
    '*',
    'r*b',
    '^ca',
    'col:on',
    '(paren)',
    ') g',
    'NEAR(abc',
    'NEAR',
    'AND',
    'and cake or',
    'OR',
    'NOT',
    'not this',
    '%',
    '%_o',
    '_',
    '\\',
    'k\\s',
    "'",
    "it's",
    '-minus',
    '+plus',
    '{brace}',
    '[b',
    'a"b',
    '***',
    '"""',
    'xab',
    'yab',
    'abx',
    'aby',
    'xab tai',
    'b tail',
    'ーヒー',
    'ップコーヒー 1',
    'ヒー 100g',
    'g No.5',
    'o.5',
    '.5g',
    '節限定',
    '限定 緑茶テ',
    'atte n',
    'LATT',
    'a..',
    '...',
  ];

  it('every keyword matches exactly the names containing it (ASCII case folded), alone and with another filter, wherever it sits in a word', async () => {
    for (const q of QUERIES) {
      const expected = NAMES.filter((n) => n.toLowerCase().includes(q.toLowerCase())).sort();
      for (const extra of [{}, { status: 'active' }] as Record<string, string>[]) {
        const res = await t.get('/v1/items', token, { q, limit: '100', ...extra });
        assert.equal(res.statusCode, 200, `${JSON.stringify(q)}: ${res.body}`);
        const body = res.json();
        assert.deepEqual(
          body.data.map((i: { name: string }) => i.name).sort(),
          expected,
          `q=${JSON.stringify(q)} ${JSON.stringify(extra)}`,
        );
        assert.equal(body.pagination.total, expected.length, `total for q=${JSON.stringify(q)}`);
      }
    }
  });

  it('a NUL character in q is 400 invalid_request naming q', async () => {
    for (const q of ['\u0000', 'ab\u0000', '\u0000\u0000\u0000', 'pla\u0000in']) {
      const res = await t.get('/v1/items', token, { q });
      assert.equal(res.statusCode, 400, `${JSON.stringify(q)}: ${res.body}`);
      const e = errorOf(res);
      assert.equal(e.code, 'invalid_request');
      assert.deepEqual(e.details, [{ field: 'q', message: 'must not contain the NUL character' }]);
    }
  });
});
