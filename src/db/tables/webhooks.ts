/** Webhook endpoints, deliveries and attempts (migration 0500); see src/webhooks/worker.ts. */
export type WebhookTables = {
  webhook_endpoints: {
    id: string;
    shop_id: string;
    /** The client that owns the endpoint; only it sees and manages it. */
    client_id: string;
    url: string;
    /** JSON array of event types. */
    topics: string;
    description: string;
    enabled: number;
    /** The scopes of the token that last set the topics, space separated: deliveries show at most these and what the grant (or client) holds when each is sent. */
    scopes: string;
    /** The grant of the token that last set the topics or enabled it (null: a client-credentials token); its revocation stops deliveries. */
    grant_id: string | null;
    /** The client secret whose client-credentials token last set the topics or enabled it (null: a grant's token); deliveries stop once it is replaced and its grace has passed. */
    client_secret_id: string | null;
    /** whsec_… (Standard Webhooks): base64 of the signing key. */
    secret: string;
    /** After a rotation, the old secret keeps signing beside the new one until previous_secret_until. */
    previous_secret: string | null;
    previous_secret_until: string | null;
    /** Why it was disabled: gone (the receiver answered 410), failing (every delivery failed for 3 days) or staff (in the console); null otherwise. */
    disabled_reason: string | null;
    /** The first failure since the last success; null while deliveries succeed. */
    failing_since: string | null;
    created_at: string;
    updated_at: string;
  };
  webhook_deliveries: {
    id: string;
    shop_id: string;
    endpoint_id: string;
    event_id: string;
    event_type: string;
    /** pending (due at next_attempt_at), succeeded or failed (retries used up, 410, or the endpoint disabled). */
    status: string;
    attempt_count: number;
    next_attempt_at: string | null;
    /** The worker sending it (`host:pid:nonce`) and until when; another takes it over once the lease ends or that process is gone. */
    lease_holder: string | null;
    lease_until: string | null;
    created_at: string;
    updated_at: string;
  };
  webhook_attempts: {
    delivery_id: string;
    number: number;
    attempted_at: string;
    /** The receiver's status; null when no answer came (timeout, refused connection, address refused). */
    status_code: number | null;
    duration_ms: number;
    /** The start of the response body, at most 200 characters. */
    response_excerpt: string;
    error: string | null;
  };
};
