export interface IdempotencyTables {
  idempotency_keys: {
    client_id: string;
    key: string;
    /** sha256 of method, route and canonical JSON body. */
    request_hash: string;
    state: 'running' | 'done';
    /** While running: after this instant another request may take the key over (the first one died). */
    locked_until: string;
    response_status: number | null;
    response_headers: string | null;
    response_body: string | null;
    created_at: string;
    expires_at: string;
  };
}
