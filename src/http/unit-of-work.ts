import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle, Tx, WriteStep } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs a route's writes as one unit of work: fn gets the transaction, and its services take it
     * as their first parameter. Inside an idempotent request fn runs in the request's own
     * transaction, the one that stores the key and its answer (a failure of fn undone alone);
     * elsewhere in a transaction of its own.
     */
    write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

/** The unit each idempotent request runs in, while its handler runs (see runsIn). */
const units = new WeakMap<FastifyRequest, WriteStep>();

/** Hands req the unit `write` of its atomic request (the idempotency plugin) until fn settles. */
export async function runsIn<T>(req: FastifyRequest, write: WriteStep, fn: () => Promise<T>): Promise<T> {
  units.set(req, write);
  try {
    return await fn();
  } finally {
    units.delete(req);
  }
}

export function registerUnitOfWork(app: FastifyInstance, database: DatabaseHandle): void {
  app.decorateRequest('write', function <T>(this: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const unit = units.get(this);
    return unit ? unit(fn) : database.transaction(fn);
  });
}
