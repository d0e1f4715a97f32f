import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Seals the secrets a shop configures (a LINE channel secret, Stripe keys) with AES-256-GCM, so a
 * copy of the database alone does not reveal them; they are opened only to be used, never shown.
 * The key is SECRETS_KEY (every process of a deployment sets the same one) or, when unset, a key
 * made when the first secret is sealed, in DATA_DIR/secrets.key (one machine: the embedded default).
 */
export class SecretBox {
  private key: Buffer | null = null;

  constructor(private readonly source: { secretsKey: string | null; dataDir: string }) {}

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keyBytes(true), iv);
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.keyBytes(false), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Made only to seal: a key made to open a secret sealed with a lost one would open nothing, and hide the loss. */
  private keyBytes(make: boolean): Buffer {
    // Any string works as SECRETS_KEY; hashing gives the 32 bytes AES-256 needs.
    this.key ??= createHash('sha256')
      .update(this.source.secretsKey ?? this.fileKey(make))
      .digest();
    return this.key;
  }

  private fileKey(make: boolean): string {
    const file = secretsKeyFile(this.source.dataDir);
    if (!make && !fs.existsSync(file)) {
      throw new Error(`no key to open sealed secrets: SECRETS_KEY is unset and ${file} does not exist (tenpo doctor)`);
    }
    try {
      fs.mkdirSync(this.source.dataDir, { recursive: true });
      // wx: when two processes start at once, one writes and both read the same key.
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** The key file of a data folder, used when SECRETS_KEY is unset. */
export function secretsKeyFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.key');
}

/**
 * The key secrets are sealed with as configured, and where it comes from, without making one (a
 * SecretBox makes the key file at the first seal): SECRETS_KEY, else the key file; null when neither exists.
 */
export function configuredSecretsKey(source: {
  secretsKey: string | null;
  dataDir: string;
}): { key: string; from: string } | null {
  if (source.secretsKey) return { key: source.secretsKey, from: 'SECRETS_KEY' };
  const file = secretsKeyFile(source.dataDir);
  return fs.existsSync(file) ? { key: fs.readFileSync(file, 'utf8').trim(), from: file } : null;
}
