import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { createPrivateKey, type JsonWebKey, type KeyObject, type webcrypto } from 'node:crypto';
type CryptoKey = webcrypto.CryptoKey;
import type { Db, UnitOfWork } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { signingKeyRepo, type SigningKeyRow } from './repo.ts';

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  publicKey: CryptoKey;
  /** A KeyObject, not a CryptoKey: signing synchronously skips the thread-pool round trip of WebCrypto. */
  privateKey: KeyObject;
  createdAt: string;
  retiredAt: string | null;
}

/** How long after rotation a retired key stays published: the longest token lifetime plus the reload interval. */
const RELOAD_MS = 60_000;
/**
 * How often signing looks for a newer key (another process, or `tenpo keys rotate`, may have
 * rotated): at most this long after a rotation a process still signs with the retired key, which
 * stays published far longer (RELOAD_MS). Looking on every token cost a query per token.
 */
const SIGNING_KEY_CHECK_MS = 1000;
/** What a kid of ours looks like: a JWK thumbprint (RFC 7638), 43 base64url characters; room is left for longer ones. */
const KID = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * RS256 signing keys, shared through the database by every process of a deployment. Kept in
 * memory so verifying a token needs no database round trip; reloaded every minute and when a
 * token names a kid this process has not seen (another process rotated).
 */
export class KeyStore {
  private keys = new Map<string, LoadedKey>();
  private signing: LoadedKey | null = null;
  private lastLoad = 0;
  private lastSigningCheck = 0;
  private loading: Promise<void> | null = null;

  private readonly repo;

  constructor(
    private readonly database: UnitOfWork,
    private readonly tokenTtlSeconds: number,
  ) {
    this.repo = signingKeyRepo(database.db);
  }

  async init(): Promise<void> {
    if (!(await this.repo.hasActiveKey())) {
      const row = await newKeyRow();
      await this.database.transaction((tx) => signingKeyRepo(tx).insert(row));
    }
    await this.reload();
  }

  private async reload(): Promise<void> {
    this.loading ??= (async () => {
      const cutoff = new Date(Date.now() - (this.tokenTtlSeconds * 1000 + RELOAD_MS * 2)).toISOString();
      const rows = await this.repo.listPublished(cutoff);
      const next = new Map<string, LoadedKey>();
      for (const r of rows) {
        const known = this.keys.get(r.kid);
        if (known) {
          next.set(r.kid, { ...known, retiredAt: r.retired_at });
          continue;
        }
        const publicJwk = JSON.parse(r.public_jwk) as JWK;
        next.set(r.kid, {
          kid: r.kid,
          publicJwk,
          publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey,
          privateKey: createPrivateKey({ key: JSON.parse(r.private_jwk) as JsonWebKey, format: 'jwk' }),
          createdAt: r.created_at,
          retiredAt: r.retired_at,
        });
      }
      this.keys = next;
      this.signing = [...next.values()].find((k) => k.retiredAt === null) ?? null;
      this.lastLoad = Date.now();
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private refreshIfStale(): void {
    if (Date.now() - this.lastLoad > RELOAD_MS && !this.loading) void this.reload().catch(() => {});
  }

  /**
   * Makes sure this process knows the newest active key (another process, or `tenpo keys rotate`,
   * may have rotated since the last reload): one indexed query on a tiny table.
   */
  async sync(): Promise<void> {
    const newest = await this.repo.newestActiveKid();
    if (!this.signing || (newest && newest !== this.signing.kid)) await this.reload();
  }

  async signingKey(): Promise<{ kid: string; key: KeyObject }> {
    // New tokens are signed with the newest key within a second of a rotation, not up to a minute later.
    if (!this.signing || Date.now() - this.lastSigningCheck >= SIGNING_KEY_CHECK_MS) {
      this.lastSigningCheck = Date.now();
      await this.sync();
    }
    if (!this.signing) throw new Error('no active signing key');
    return { kid: this.signing.kid, key: this.signing.privateKey };
  }

  /** Public key for a kid; a kid stored by another process since the last reload triggers a reload. */
  async publicKey(kid: string): Promise<CryptoKey | null> {
    this.refreshIfStale();
    const known = this.keys.get(kid);
    if (known) return known.publicKey;
    // Unknown here: reload only if the key exists (another process rotated); a bogus kid costs one
    // primary-key lookup, never a full reload, and one that is not a thumbprint (NUL, which
    // PostgreSQL refuses in text, or 10 kB) costs nothing.
    if (!KID.test(kid)) return null;
    if (!(await this.repo.exists(kid))) return null;
    await this.reload();
    return this.keys.get(kid)?.publicKey ?? null;
  }

  jwks(): { keys: JWK[] } {
    this.refreshIfStale();
    return { keys: [...this.keys.values()].map((k) => ({ ...k.publicJwk, kid: k.kid, alg: 'RS256', use: 'sig' })) };
  }
}

/** A new key pair as its row, made before the transaction that stores it (generating takes a while). */
async function newKeyRow(): Promise<SigningKeyRow> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  return {
    kid: await calculateJwkThumbprint(publicJwk),
    private_jwk: JSON.stringify(await exportJWK(privateKey)),
    public_jwk: JSON.stringify(publicJwk),
    created_at: nowIso(),
    retired_at: null,
  };
}

/** Adds a new signing key and retires the others; retired keys stay in the JWKS until their tokens expire. */
export async function rotateSigningKey(database: UnitOfWork): Promise<{ kid: string; retired: string[] }> {
  const row = await newKeyRow();
  return database.transaction(async (tx) => {
    const repo = signingKeyRepo(tx);
    const retired = await repo.activeKids();
    await repo.insert(row);
    await repo.retireAllBut(row.kid, nowIso());
    return { kid: row.kid, retired };
  });
}

interface SigningKeyListing {
  kid: string;
  created_at: string;
  retired_at: string | null;
  /** signing: new tokens are signed with it; published: retired, in the JWKS until its tokens expire; expired: neither. */
  state: 'signing' | 'published' | 'expired';
}

/** Every signing key, newest first, with what it is used for now (`tenpo keys list`, `tenpo doctor`). */
export async function listSigningKeys(db: Db, tokenTtlSeconds: number): Promise<SigningKeyListing[]> {
  const publishedAfter = Date.now() - (tokenTtlSeconds * 1000 + RELOAD_MS * 2);
  return (await signingKeyRepo(db).listAll()).map((k): SigningKeyListing => ({
    ...k,
    state: k.retired_at === null ? 'signing' : Date.parse(k.retired_at) > publishedAfter ? 'published' : 'expired',
  }));
}
