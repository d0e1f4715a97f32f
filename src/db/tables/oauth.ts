/** API clients and signing keys; the authorization-code grants (GrantTables) are OAuth's too. */
export interface OAuthTables extends GrantTables {
  oauth_clients: {
    id: string;
    shop_id: string;
    name: string;
    /** Hash of the secret, `sha256$digest` (hashClientSecret); `scrypt$N$r$p$salt$hash` until a client stored before authenticates. */
    secret_hash: string;
    /** Granted scopes, space separated. */
    scopes: string;
    trusted: number;
    /** JSON array of registered redirect URIs (authorization-code clients). */
    redirect_uris: string;
    created_at: string;
    disabled_at: string | null;
    last_used_at: string | null;
    /** The current secret's id (`sec_…`), carried by the client-credentials tokens it obtains. */
    secret_id: string;
    /** After `tenpo clients rotate-secret`: the replaced secret's hash and id, valid until previous_secret_until. */
    previous_secret_hash: string | null;
    previous_secret_id: string | null;
    previous_secret_until: string | null;
    /** `tenpo clients delete`: never listed, enabled or authenticated again (also disabled, so its tokens stop). */
    deleted_at: string | null;
  };
  /** The deployment's settings by name (`issuer`: the OAuth issuer recorded at the first start). */
  deployment_settings: {
    name: string;
    value: string;
    updated_at: string;
  };
  signing_keys: {
    kid: string;
    /** Private JWK as JSON. */
    private_jwk: string;
    public_jwk: string;
    created_at: string;
    /** Set when a newer key takes over signing; the key stays in the JWKS until its tokens expire. */
    retired_at: string | null;
  };
}

/** Authorization-code grants: codes, grants (refresh-token families) and refresh tokens. */
export interface GrantTables {
  oauth_authorization_codes: {
    /** sha256 of the code; the code itself is never stored. */
    code_hash: string;
    client_id: string;
    shop_id: string;
    staff_id: string;
    redirect_uri: string;
    /** PKCE S256 challenge. */
    code_challenge: string;
    /** Approved scopes, space separated. */
    scopes: string;
    created_at: string;
    expires_at: string;
    /** Set by the first exchange; a second exchange revokes grant_id. */
    used_at: string | null;
    /** The grant the first exchange created. */
    grant_id: string | null;
  };
  oauth_grants: {
    id: string;
    client_id: string;
    shop_id: string;
    /** The staff member who approved it. */
    staff_id: string;
    scopes: string;
    created_at: string;
    last_used_at: string;
    /** Set when revoked (by the client, by staff, or on refresh-token reuse); its access tokens stop working. */
    revoked_at: string | null;
  };
  oauth_refresh_tokens: {
    /** sha256 of the token. */
    token_hash: string;
    grant_id: string;
    /** The scopes of the grant at issue; narrowing applies to access tokens only (RFC 6749 6). */
    scopes: string;
    created_at: string;
    expires_at: string;
    /** Set when rotated; presenting it again revokes the whole grant. */
    consumed_at: string | null;
  };
}
