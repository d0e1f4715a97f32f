// @fastify/rate-limit's in-memory store, which it does not export: the primary counts its workers' requests with it.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}
