/** Jobs, their files and per-row results (migration 0850); see src/jobs/. */
export type JobTables = {
  jobs: {
    id: string;
    shop_id: string;
    /** The client that started it; null when shop staff did (the console). */
    client_id: string | null;
    type: string;
    /** queued, running, succeeded or failed. */
    status: string;
    dry_run: number;
    /** JSON: what the job needs beyond its file (an upload's format and columns, an export's filters and scopes). */
    params: string;
    rows_total: number;
    rows_created: number;
    rows_updated: number;
    rows_unchanged: number;
    rows_failed: number;
    /** Input rows applied (1-based, after the header): moves in the transaction applying them. */
    cursor: number;
    /** An export's next page starts after this (its page cursor); null before its first page (migration 0921). */
    export_after: string | null;
    /** Why a failed job failed. */
    error: string | null;
    /** The worker running it (`host:pid:nonce`) and until when; another takes it over once the lease ends or that process is gone. */
    lease_holder: string | null;
    lease_until: string | null;
    created_at: string;
    started_at: string | null;
    finished_at: string | null;
  };
  /** A job's input (an upload) or output (an export) in chunks, in order. */
  job_files: {
    job_id: string;
    kind: 'input' | 'output';
    seq: number;
    data: Buffer;
  };
  job_results: {
    job_id: string;
    row: number;
    status: string;
    object_id: string | null;
    sku: string | null;
    /** JSON array of {field, code, message}. */
    errors: string;
  };
};
