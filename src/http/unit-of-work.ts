import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, Tx } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs a route's writes as one unit of work: fn gets the transaction, and its services take it
     * as their first parameter. Every write a route makes goes through here, so that an idempotent
     * request's writes can commit with its key and stored answer.
     */
    write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

export function registerUnitOfWork(app: FastifyInstance, database: DatabaseHandle): void {
  app.decorateRequest('write', function <T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return database.transaction(fn);
  });
}
