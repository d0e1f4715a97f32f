import type { PageRequest } from '../lib/page.ts';
import type { Db, UnitOfWork } from '../db/database.ts';
import { newId, newSecret } from '../lib/ids.ts';
import { isoAfterSeconds, nowIso } from '../lib/time.ts';
import { OAuthError } from '../lib/errors.ts';
import { shopProfiles } from '../shop/service.ts';
import { clientWrites, oauthRepo, type ClientRow } from './repo.ts';
import { parseScopeString, scopeGrantProblem, type Scope } from '../lib/scopes.ts';
import { DECOY_CLIENT_SECRET_HASH, hashClientSecret, isScryptHash, verifyClientSecret } from './secrets.ts';

export class ClientInputError extends Error {}

/** A client that passed authentication, and which of its secrets it presented (the current one, or the replaced one in its grace). */
export type AuthenticatedClient = ClientRow & { presentedSecretId: string };

export interface NewClient {
  client_id: string;
  client_secret: string;
  scopes: Scope[];
  shop_id: string;
}

interface ClientView {
  client_id: string;
  name: string;
  shop_id: string;
  scopes: Scope[];
  trusted: boolean;
  redirect_uris: string[];
  created_at: string;
  disabled_at: string | null;
  last_used_at: string | null;
}

function clientView(row: ClientRow): ClientView {
  return {
    client_id: row.id,
    name: row.name,
    shop_id: row.shop_id,
    scopes: parseScopeString(row.scopes) as Scope[],
    trusted: row.trusted === 1,
    redirect_uris: JSON.parse(row.redirect_uris) as string[],
    created_at: row.created_at,
    disabled_at: row.disabled_at,
    last_used_at: row.last_used_at,
  };
}

/** Clients' names by id (deleted clients too: what they did stays on record). */
export function clientNames(db: Db, clientIds: string[]): Promise<Map<string, string>> {
  return oauthRepo(db).clientNames([...new Set(clientIds)]);
}

export class ClientService {
  private readonly repo;
  private readonly shopProfile;

  constructor(private readonly database: UnitOfWork) {
    this.repo = oauthRepo(database.db);
    this.shopProfile = shopProfiles(database.db);
  }

  /** Each change of a client is one statement, in a transaction of its own. */
  private write<T>(change: (writes: ReturnType<typeof clientWrites>) => Promise<T>): Promise<T> {
    return this.database.transaction((tx) => change(clientWrites(tx)));
  }

  async create(input: {
    shopId: string;
    name: string;
    scopes: string[];
    trusted: boolean;
    redirectUris?: string[];
  }): Promise<NewClient> {
    const name = input.name.trim();
    if (!name || name.length > 100) throw new ClientInputError('name must be 1-100 characters');
    const problem = scopeGrantProblem(input.scopes, input.trusted);
    if (problem) throw new ClientInputError(problem);
    for (const uri of input.redirectUris ?? []) {
      let u: URL;
      try {
        u = new URL(uri);
      } catch {
        throw new ClientInputError(`redirect URI "${uri}" is not an absolute URL`);
      }
      const loopback = u.hostname === 'localhost' || u.hostname === '127.0.0.1' || u.hostname === '[::1]';
      if (u.hash || (u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback))) {
        throw new ClientInputError(`redirect URI "${uri}" must be https (http only on loopback) without a fragment`);
      }
    }
    if (!(await this.shopProfile(input.shopId))) throw new ClientInputError(`no shop ${input.shopId}`);
    const clientId = newId('cli');
    const secret = `sk_${newSecret(32)}`;
    await this.write((w) =>
      w.insertClient({
        id: clientId,
        shop_id: input.shopId,
        name,
        secret_hash: hashClientSecret(secret),
        secret_id: newId('sec'),
        scopes: input.scopes.join(' '),
        trusted: input.trusted ? 1 : 0,
        redirect_uris: JSON.stringify(input.redirectUris ?? []),
        created_at: nowIso(),
        disabled_at: null,
        last_used_at: null,
        previous_secret_hash: null,
        previous_secret_id: null,
        previous_secret_until: null,
        deleted_at: null,
      }),
    );
    return { client_id: clientId, client_secret: secret, scopes: input.scopes as Scope[], shop_id: input.shopId };
  }

  async list(shopId: string | null, page?: PageRequest): Promise<ClientView[]> {
    return (await this.repo.listClients(shopId, page)).map(clientView);
  }

  /** A client not deleted. */
  async get(clientId: string): Promise<ClientRow | undefined> {
    const row = await this.repo.findClient(clientId);
    return row?.deleted_at ? undefined : row;
  }

  /** Disables a client: its tokens stop working on the next request, in every process. */
  async disable(clientId: string): Promise<boolean> {
    return this.write((w) => w.disableClient(clientId, nowIso()));
  }

  /** Enables a disabled client again (not a deleted one): false when there is no such client. */
  async enable(clientId: string): Promise<boolean> {
    return this.write((w) => w.enableClient(clientId));
  }

  /** Deletes a client: its tokens stop as a disabled client's do, and it is never listed or enabled again. */
  async delete(clientId: string): Promise<boolean> {
    return this.write((w) => w.deleteClient(clientId, nowIso()));
  }

  /**
   * A new secret for the client (answered once, stored hashed); the current one keeps working for
   * `graceSeconds` so integrations can be moved over without an outage. Null when there is no such client.
   */
  async rotateSecret(
    clientId: string,
    graceSeconds: number,
  ): Promise<{ client_secret: string; previous_valid_until: string } | null> {
    const row = await this.get(clientId);
    if (!row) return null;
    const secret = `sk_${newSecret(32)}`;
    const until = isoAfterSeconds(graceSeconds);
    const hash = hashClientSecret(secret);
    const replaced = { hash: row.secret_hash, id: row.secret_id, until };
    if (!(await this.write((w) => w.replaceSecret(clientId, { hash, id: newId('sec') }, replaced)))) return null;
    return { client_secret: secret, previous_valid_until: until };
  }

  /** Client authentication at the token and revocation endpoints. Throws 401 invalid_client. */
  async authenticate(clientId: string, secret: string, usedBasic: boolean): Promise<AuthenticatedClient> {
    const row = await this.repo.findClient(clientId);
    // One answer for every failure, so the client cannot tell them apart; the log can.
    const fail = (reason: 'unknown_client' | 'wrong_secret' | 'client_disabled') =>
      new OAuthError(
        'invalid_client',
        'Client authentication failed',
        401,
        usedBasic ? { 'WWW-Authenticate': 'Basic realm="tenpo"' } : {},
        { client_id: clientId, reason },
      );
    if (!row) {
      await verifyClientSecret(secret, DECOY_CLIENT_SECRET_HASH); // a real check's work, so unknown ids are not told apart by timing
      throw fail('unknown_client');
    }
    const presentedSecretId = await this.secretAccepted(row, secret);
    if (presentedSecretId === null) throw fail('wrong_secret');
    if (row.disabled_at) throw fail('client_disabled');
    return { ...row, presentedSecretId };
  }

  /**
   * The id of the secret presented: the current one, or the one it replaced while its grace period
   * lasts (null: neither). A hash stored as scrypt (before client secrets were hashed with SHA-256)
   * is replaced at its first match, so only a client that has not authenticated since still costs
   * scrypt's work per check.
   */
  private async secretAccepted(row: ClientRow, secret: string): Promise<string | null> {
    const candidates: { column: 'secret_hash' | 'previous_secret_hash'; hash: string; id: string }[] = [
      { column: 'secret_hash', hash: row.secret_hash, id: row.secret_id },
    ];
    if (row.previous_secret_hash && row.previous_secret_until && Date.parse(row.previous_secret_until) > Date.now())
      candidates.push({ column: 'previous_secret_hash', hash: row.previous_secret_hash, id: row.previous_secret_id! });
    for (const { column, hash, id } of candidates) {
      if (!(await verifyClientSecret(secret, hash))) continue;
      if (isScryptHash(hash))
        await this.write((w) => w.replaceSecretHash(row.id, column, hash, hashClientSecret(secret)));
      return id;
    }
    return null;
  }

  /** A client's disabled state and its shop's profile (undefined when either is gone): read on every authenticated request. */
  access(clientId: string) {
    return this.repo.clientAccess(clientId);
  }

  async touch(clientId: string): Promise<void> {
    await this.write((w) => w.touchClient(clientId, nowIso()));
  }
}
