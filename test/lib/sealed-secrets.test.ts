import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SecretBox } from '../../src/lib/sealed-secrets.ts';

describe('sealed secrets', () => {
  it('a sealed secret opens to the same text and does not contain it', () => {
    const box = new SecretBox({ secretsKey: 'test-key', dataDir: '/nonexistent' });
    const sealed = box.seal('sk_test_123');
    assert.ok(!sealed.includes('sk_test_123'));
    assert.notEqual(box.seal('sk_test_123'), sealed, 'a fresh nonce each time');
    assert.equal(box.open(sealed), 'sk_test_123');
  });

  it('a sealed secret does not open under another key, nor when altered', () => {
    const sealed = new SecretBox({ secretsKey: 'one', dataDir: '/nonexistent' }).seal('secret');
    assert.throws(() => new SecretBox({ secretsKey: 'two', dataDir: '/nonexistent' }).open(sealed));
    const [v, iv, tag, data] = sealed.split('.');
    const altered = [v, iv, tag, Buffer.from('x' + data).toString('base64url')].join('.');
    assert.throws(() => new SecretBox({ secretsKey: 'one', dataDir: '/nonexistent' }).open(altered));
  });

  it('without SECRETS_KEY, processes sharing DATA_DIR share one key file, readable by its owner only', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-secrets-'));
    try {
      const sealed = new SecretBox({ secretsKey: null, dataDir }).seal('channel-secret');
      assert.equal(new SecretBox({ secretsKey: null, dataDir }).open(sealed), 'channel-secret');
      assert.equal(fs.statSync(path.join(dataDir, 'secrets.key')).mode & 0o777, 0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('opening a secret when the key file is gone makes no new key (it would open nothing) and says which file is missing', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-secrets-'));
    try {
      const sealed = new SecretBox({ secretsKey: null, dataDir }).seal('channel-secret');
      fs.rmSync(path.join(dataDir, 'secrets.key'));
      assert.throws(
        () => new SecretBox({ secretsKey: null, dataDir }).open(sealed),
        /no key to open sealed secrets: SECRETS_KEY is unset and .*secrets\.key does not exist/,
      );
      assert.ok(!fs.existsSync(path.join(dataDir, 'secrets.key')));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
