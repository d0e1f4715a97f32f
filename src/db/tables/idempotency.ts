export interface IdempotencyTables {
  idempotency_keys: {
    client_id: string;
    key: string;
    /** sha256 of method, route and canonical JSON body. */
    request_hash: string;
    /** running: claimed by `holder` (on PostgreSQL only by a checkout, whose key is held across several commits). */
    state: 'running' | 'done';
    /** While running: after this instant another process may take the key over, whether or not its holder looks alive. */
    locked_until: string;
    /** While running: the claiming process, `host:pid:nonce`. */
    holder: string | null;
    response_status: number | null;
    response_headers: string | null;
    response_body: string | null;
    created_at: string;
    expires_at: string;
  };
}
