import assert from 'node:assert/strict';
import dns from 'node:dns';
import { after, before, describe, test } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { isRefusedAddress, webhookUrlProblem } from '../../src/webhooks/address-check.ts';
import { sendWebhook } from '../../src/webhooks/sender.ts';

/** Every form a webhook address can take, and whether it reaches only the public Internet. */
const REFUSED: [form: string, address: string][] = [
  ['this network 0/8', '0.1.2.3'],
  ['private 10/8', '10.0.0.1'],
  ['shared 100.64/10', '100.127.255.254'],
  ['loopback 127/8', '127.0.0.1'],
  ['link-local 169.254/16 (cloud metadata)', '169.254.169.254'],
  ['private 172.16/12', '172.31.255.255'],
  ['IETF protocol assignments 192.0.0/24', '192.0.0.8'],
  ['documentation 192.0.2/24', '192.0.2.1'],
  ['6to4 relay anycast 192.88.99/24', '192.88.99.1'],
  ['private 192.168/16', '192.168.1.1'],
  ['benchmarking 198.18/15', '198.19.0.1'],
  ['documentation 198.51.100/24', '198.51.100.7'],
  ['documentation 203.0.113/24', '203.0.113.7'],
  ['multicast 224/4', '239.255.255.250'],
  ['reserved 240/4', '240.0.0.1'],
  ['broadcast', '255.255.255.255'],
  ['unspecified ::', '::'],
  ['loopback ::1', '::1'],
  ['IPv4-mapped, dotted', '::ffff:127.0.0.1'],
  ['IPv4-mapped, hex', '::ffff:7f00:1'],
  ['IPv4-mapped, uncompressed and upper case', '0:0:0:0:0:FFFF:A9FE:A9FE'],
  ['IPv4-translated ::ffff:0:0:0/96, dotted', '::ffff:0:127.0.0.1'],
  ['IPv4-translated, hex', '::ffff:0:a00:1'],
  ['IPv4-compatible ::/96, dotted', '::127.0.0.1'],
  ['IPv4-compatible, hex', '::a9fe:a9fe'],
  ['NAT64 64:ff9b::/96 of loopback', '64:ff9b::127.0.0.1'],
  ['NAT64 64:ff9b::/96 of a private address', '64:ff9b::c0a8:101'],
  ['local-use NAT64 64:ff9b:1::/48, loopback', '64:ff9b:1::7f00:1'],
  ['local-use NAT64 64:ff9b:1::/48, any (the operator places the IPv4)', '64:ff9b:1:808:8:800::'],
  ['6to4 2002::/16 of loopback', '2002:7f00:1::1'],
  ['6to4 2002::/16 of link-local', '2002:a9fe:a9fe:1::1'],
  ['Teredo with a loopback client (last 32 bits inverted)', '2001:0:808:808::80ff:fffe'],
  ['Teredo with a private server (bits 32-63)', '2001:0:a00:1::f7f7:f7f7'],
  ['unique-local fc00::/7', 'fd12:3456::1'],
  ['link-local fe80::/10', 'fe80::1'],
  ['site-local fec0::/10', 'fec0::1'],
  ['multicast ff00::/8', 'ff02::1'],
  ['documentation 2001:db8::/32', '2001:db8::1'],
  ['documentation 3fff::/20', '3fff:fff::1'],
  ['discard-only 100::/64', '100::1'],
  ['SRv6 SIDs 5f00::/16', '5f00::1'],
  ['benchmarking 2001:2::/48', '2001:2::1'],
  ['IETF protocol assignments 2001::/23 (AMT anycast)', '2001:3::1'],
  ['unassigned, outside 2000::/3', '4000::1'],
  ['a scoped address', 'fe80::1%eth0'],
  ['not an address', 'localhost'],
];
const PUBLIC: [form: string, address: string][] = [
  ['public IPv4', '1.1.1.1'],
  ['public IPv4 next to 172.16/12', '172.32.0.1'],
  ['public IPv6', '2606:4700:4700::1111'],
  ['IPv4-mapped public', '::ffff:1.1.1.1'],
  ['IPv4-translated public', '::ffff:0:8.8.8.8'],
  ['IPv4-compatible public', '::8.8.8.8'],
  ['NAT64 64:ff9b::/96 of a public address', '64:ff9b::808:808'],
  ['6to4 of a public address', '2002:808:808::1'],
  ['Teredo with a public server and client', '2001:0:808:808::f7f7:f7f7'],
];

describe('webhook addresses are judged by the address they reach', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  test('every form of a non-public address is refused; public ones, in any form, are not', () => {
    for (const [form, address] of REFUSED) assert.equal(isRefusedAddress(address), true, `${form}: ${address}`);
    for (const [form, address] of PUBLIC) assert.equal(isRefusedAddress(address), false, `${form}: ${address}`);
  });

  test('WEBHOOKS_ALLOW_PRIVATE_URLS admits http and any address, still no other scheme', async () => {
    assert.equal(await webhookUrlProblem('http://127.0.0.1:3000/', true), null);
    assert.equal(await webhookUrlProblem('http://[::ffff:0:127.0.0.1]:3000/', true), null);
    assert.match((await webhookUrlProblem('ftp://1.1.1.1/', true))!, /https/);
  });

  test('registering a URL that names a non-public address in any spelling answers 400 on url', async () => {
    const token = await t.token(['read_orders']);
    for (const [form, address] of REFUSED.filter(([, a]) => a.includes(':') && !a.includes('%'))) {
      const url = `https://[${address}]/hooks`;
      const res = await t.post('/v1/webhook_endpoints', token, { url, topics: ['order.created'] });
      assert.equal(res.statusCode, 400, `${form}: ${url}: ${res.body}`);
      assert.equal(errorOf(res).details?.[0]?.field, 'url', url);
    }
    const res = await t.post('/v1/webhook_endpoints', token, {
      url: 'https://[64:ff9b::808:808]/hooks',
      topics: ['order.created'],
    });
    assert.equal(res.statusCode, 201, res.body);
  });

  test('at delivery, a name that now resolves to a non-public address in any form is not connected to (DNS rebinding)', async (tt) => {
    let answer = '';
    tt.mock.method(dns, 'lookup', (_host: string, _options: unknown, callback: (...args: unknown[]) => void) => {
      callback(null, [{ address: answer, family: answer.includes(':') ? 6 : 4 }]);
    });
    for (const [form, address] of REFUSED.filter(([, a]) => a !== 'localhost')) {
      answer = address;
      const result = await sendWebhook('https://hooks.example.com/in', {}, '{}', 5000, false);
      assert.equal(result.statusCode, null, form);
      assert.match(result.error ?? '', /internal address/, `${form}: ${address}`);
    }
  });
});
