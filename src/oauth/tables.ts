export interface OAuthTables {
  oauth_clients: {
    id: string;
    shop_id: string;
    name: string;
    /** scrypt hash of the secret, `scrypt$N$r$p$salt$hash`. */
    secret_hash: string;
    /** Granted scopes, space separated. */
    scopes: string;
    trusted: number;
    /** JSON array of registered redirect URIs (authorization-code clients). */
    redirect_uris: string;
    created_at: string;
    disabled_at: string | null;
    last_used_at: string | null;
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
