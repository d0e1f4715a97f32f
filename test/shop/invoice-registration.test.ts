import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { corporateNumberCheckDigit, registrationNumberProblem } from '../../src/shop/invoice.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { hiddenFields, listenTestApp, signedInAgent, type ConsoleAgent } from '../helpers/console.ts';
import { storageEnv, type TestStorage } from '../helpers/db.ts';
import { runTenpo, type CliRun } from '../helpers/server.ts';
import { seenFromAnotherProcess } from '../helpers/until.ts';

/**
 * Registration numbers published by the National Tax Agency's corporate-number site: the NTA's own
 * (国税庁, 7000012050002), Toyota Motor's (1180301018771) and Sony Group's (5010401067252).
 */
const PUBLISHED = ['T7000012050002', 'T1180301018771', 'T5010401067252'];

function json(r: CliRun): Record<string, any> {
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
}

describe('The check digit of a qualified-invoice registration number (NTA rule: 9 - Σ Pn×Qn mod 9)', () => {
  it('accepts published numbers and computes their check digits', () => {
    for (const n of PUBLISHED) {
      assert.equal(registrationNumberProblem(n), null, n);
      assert.equal(corporateNumberCheckDigit(n.slice(2)), Number(n[1]), n);
    }
  });

  it('refuses a wrong check digit, a wrong length, no T, full-width digits and a first digit of 0', () => {
    for (const bad of ['T7000012050003', 'T2180301018771', 'T700001205000', 'T70000120500021', '7000012050002']) {
      assert.notEqual(registrationNumberProblem(bad), null, bad);
    }
    assert.match(registrationNumberProblem('T7000012050003')!, /check digit/);
    assert.match(registrationNumberProblem('Ｔ７０００')!, /T followed by 13 digits/);
    assert.notEqual(registrationNumberProblem('T0000000000000'), null, '0 is never a check digit (9 - x mod 9 is 1-9)');
  });
});

describe("A shop's invoice registration number: set with the CLI and in the console by owners, shown in GET /v1/me", () => {
  let t: TestApp & { storage: TestStorage };
  let env: Record<string, string>;
  let origin: string;
  let owner: ConsoleAgent;
  const stored = async () =>
    (
      await t.ctx.db
        .selectFrom('shops')
        .select('invoice_registration_number')
        .where('id', '=', t.shopId)
        .executeTakeFirstOrThrow()
    ).invoice_registration_number;
  const me = async () => (await t.get('/v1/me', await t.token(['read_users']))).json().data;

  before(async () => {
    t = await startTestApp();
    env = storageEnv(t.storage);
    origin = await listenTestApp(t);
    owner = await signedInAgent(t, origin);
  });
  after(() => t.close());

  it('is null until set; tenpo shops update --invoice-registration-number sets it and GET /v1/me shows it', async () => {
    assert.equal((await me()).invoice_registration_number, null);
    const updated = json(
      await runTenpo(['shops', 'update', t.shopId, '--invoice-registration-number', PUBLISHED[0]!, '--json'], env),
    );
    assert.equal(updated.invoice_registration_number, PUBLISHED[0]);
    await seenFromAnotherProcess(
      async () => (await me()).invoice_registration_number === PUBLISHED[0],
      "GET /v1/me showing the CLI's number",
    );
  });

  it('the CLI refuses an invalid number with the reason and changes nothing; an empty value clears it', async () => {
    const r = await runTenpo(['shops', 'update', t.shopId, '--invoice-registration-number', 'T7000012050003'], env);
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /check digit/);
    const short = await runTenpo(['shops', 'update', t.shopId, '--invoice-registration-number', 'T123'], env);
    assert.notEqual(short.code, 0);
    assert.match(short.stderr, /T followed by 13 digits/);
    assert.equal(await stored(), PUBLISHED[0]);
    const cleared = json(
      await runTenpo(['shops', 'update', t.shopId, '--invoice-registration-number=', '--json'], env),
    );
    assert.equal(cleared.invoice_registration_number, null);
    assert.equal(await stored(), null);
  });

  it('owners set it in the console; an invalid one is refused with the reason (400) and kept as typed', async () => {
    let page = await (await owner.get('/console/shop')).text();
    assert.match(page, /Qualified invoices|適格請求書/);
    const saved = await owner.submit(page, '/console/shop/invoice', { invoice_registration_number: PUBLISHED[1]! });
    assert.equal(saved.status, 200);
    page = await saved.text();
    assert.match(page, new RegExp(`value="${PUBLISHED[1]}"`));
    assert.equal(await stored(), PUBLISHED[1]);
    const bad = await owner.submit(page, '/console/shop/invoice', { invoice_registration_number: 'T1180301018772' });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /check digit/);
    assert.equal(await stored(), PUBLISHED[1]);
  });

  it('staff see it read-only and a staff POST is refused (403), changing nothing', async () => {
    const staff = await signedInAgent(t, origin, { role: 'staff' });
    const page = await (await staff.get('/console/shop')).text();
    assert.ok(!page.includes('action="/console/shop/invoice"'));
    assert.ok(page.includes(PUBLISHED[1]!));
    const res = await staff.request('POST', '/console/shop/invoice', {
      ...hiddenFields(page, '/console/shop'),
      invoice_registration_number: PUBLISHED[2]!,
    });
    assert.equal(res.status, 403);
    assert.equal(await stored(), PUBLISHED[1]);
  });
});
