import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { runProcess, type Finished } from '../helpers/processes.ts';
import { ROOT } from '../helpers/server.ts';

/** Starts the compiled server (`node dist/server.js`) with env and waits for it to exit. */
function startServer(env: Record<string, string>): Promise<Finished> {
  return runProcess(process.execPath, ['dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(ROOT, 'data-must-not-be-created'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      BASE_URL: '',
      ...env,
    },
  });
}

describe('Configuration from the environment', () => {
  for (const [name, value] of [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/tenpo'],
    ['LOG_LEVEL', 'loud'],
    ['PG_POOL_MAX', '0'],
    ['PG_STATEMENT_TIMEOUT_MS', 'soon'],
    ['BASE_URL', 'nonsense'],
    ['BASE_URL', 'ftp://example.com'],
    ['HOST', '999.1.1.1'],
  ] as const) {
    it(`stops the start on ${name}=${value} with one clear line naming the variable and a non-zero exit`, async () => {
      const r = await startServer({ [name]: value });
      assert.notEqual(r.code, 0);
      assert.notEqual(r.code, null, 'the process exits by itself');
      const lines = r.stderr.trim().split('\n');
      assert.equal(lines.length, 1, `one line on stderr, got:\n${r.stderr}`);
      assert.match(lines[0]!, new RegExp(`\\b${name}\\b`));
      assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
      assert.equal(r.stdout, '');
    });
  }

  it('uses the documented defaults: HOST 127.0.0.1, PORT 3000, BASE_URL http://127.0.0.1:PORT (the address the README uses), issuer BASE_URL/v1, DATA_DIR ./data, SQLite, LOG_LEVEL info, tokens 1 h, transaction checks off', () => {
    const c = loadConfig({});
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.port, 3000);
    assert.equal(c.baseUrl, 'http://127.0.0.1:3000');
    assert.equal(c.issuer, 'http://127.0.0.1:3000/v1');
    assert.equal(c.dataDir, path.resolve('./data'));
    assert.equal(c.databaseUrl, null);
    assert.equal(c.logLevel, 'info');
    assert.equal(c.accessTokenTtl, 3600);
    assert.equal(c.lineJwksUrl, 'https://api.line.me/oauth2/v2.1/certs');
    assert.deepEqual(c.postgres, { poolMax: 10, statementTimeoutMs: 5000 });
    assert.equal(c.transactionChecks, false);
    assert.equal(loadConfig({ TRANSACTION_CHECKS: 'true' }).transactionChecks, true);
  });

  it('takes PostgreSQL pool size and statement timeout (0: no limit) from PG_POOL_MAX and PG_STATEMENT_TIMEOUT_MS', () => {
    const c = loadConfig({ PG_POOL_MAX: '4', PG_STATEMENT_TIMEOUT_MS: '0' });
    assert.deepEqual(c.postgres, { poolMax: 4, statementTimeoutMs: 0 });
  });

  it('derives BASE_URL from HOST and PORT, strips a trailing slash from BASE_URL, and takes postgres:// and postgresql:// URLs', () => {
    assert.equal(loadConfig({ PORT: '8080' }).baseUrl, 'http://127.0.0.1:8080');
    assert.equal(loadConfig({ HOST: 'shop.internal', PORT: '8080' }).baseUrl, 'http://shop.internal:8080');
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).baseUrl, 'http://127.0.0.1:3000');
    assert.equal(loadConfig({ HOST: '::' }).baseUrl, 'http://[::1]:3000');
    assert.equal(loadConfig({ HOST: '::1', PORT: '4000' }).issuer, 'http://[::1]:4000/v1');
    const c = loadConfig({ BASE_URL: 'https://api.example.jp/', DATABASE_URL: 'postgresql://u@h/db' });
    assert.equal(c.baseUrl, 'https://api.example.jp');
    assert.equal(c.issuer, 'https://api.example.jp/v1');
    assert.equal(c.databaseUrl, 'postgresql://u@h/db');
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl, 'postgres://u@h/db');
  });

  it('throws a ConfigError naming the variable for each bad value', () => {
    for (const [name, value] of [
      ['PORT', 'abc'],
      ['PORT', '-1'],
      ['PORT', '1.5'],
      ['DATABASE_URL', 'mysql://x'],
      ['LOG_LEVEL', 'loud'],
      ['BASE_URL', 'nonsense'],
      ['RATE_LIMIT_PER_MINUTE', 'many'],
      ['STOREFRONT_DEV_LOGIN', 'maybe'],
      ['TRANSACTION_CHECKS', 'yes'],
      ['ACCESS_TOKEN_TTL', '5'],
      ['REDIS_URL', 'http://cache:6379'],
      ['TRUST_PROXY', 'maybe'],
      ['TRUST_PROXY', '10.0.0.0/33'],
      ['TRUST_PROXY', '10.0.0.1,example.com'],
      ['LINE_JWKS_URL', 'ftp://keys.example'],
      ['LINE_JWKS_URL', 'not a url'],
      ['STRIPE_API_BASE', 'ftp://127.0.0.1:12111'],
      ['STRIPE_API_BASE', 'http://127.0.0.1:12111/v1'],
      ['HOST', '999.1.1.1'],
      ['HOST', '1.2.3'],
      ['HOST', 'shop host'],
      ['HOST', 'fe80::1%eth0'],
    ]) {
      assert.throws(
        () => loadConfig({ [name!]: value }),
        (err: unknown) =>
          err instanceof ConfigError && err.message.includes(name!) && !err.message.includes('undefined'),
        `${name}=${value}`,
      );
    }
  });

  it('reads REDIS_URL, REDIS_KEY_PREFIX and TRUST_PROXY (false by default; true, a hop count, or addresses, CIDRs and named ranges)', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.redisUrl, null);
    assert.equal(defaults.redisKeyPrefix, 'tenpo:');
    assert.equal(defaults.trustProxy, false);
    const c = loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/2', REDIS_KEY_PREFIX: 'shop-a:' });
    assert.equal(c.redisUrl, 'rediss://cache.internal:6380/2');
    assert.equal(c.redisKeyPrefix, 'shop-a:');
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy, [
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('reads STRIPE_API_BASE into the Stripe SDK host, port and protocol (unset: Stripe itself)', () => {
    assert.equal(loadConfig({}).stripeApi, null);
    assert.deepEqual(loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripeApi, {
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
    assert.deepEqual(loadConfig({ STRIPE_API_BASE: 'https://stripe-mock.internal/' }).stripeApi, {
      protocol: 'https',
      host: 'stripe-mock.internal',
      port: 443,
    });
  });
});
