import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle, UnitOfWork } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Where a route's handler reads and writes: its services take `unit.db` to read and run their
     * writes in `unit.transaction(tx => …)`. Inside an idempotent request both are the request's
     * own transaction, the one that stores the key and its answer (the first failed write fails the
     * request); elsewhere the database's read handle and a transaction of its own per write.
     */
    readonly unit: UnitOfWork;
  }
}

/** The unit each idempotent request runs in, while its handler runs (see runsIn). */
const units = new WeakMap<FastifyRequest, UnitOfWork>();

/** Hands req the unit of its atomic request (the idempotency plugin) until fn settles. */
export async function runsIn<T>(req: FastifyRequest, unit: UnitOfWork, fn: () => Promise<T>): Promise<T> {
  units.set(req, unit);
  try {
    return await fn();
  } finally {
    units.delete(req);
  }
}

export function registerUnitOfWork(app: FastifyInstance, database: DatabaseHandle): void {
  const outside: UnitOfWork = {
    db: database.db,
    transaction: (fn) => database.transaction(fn),
    oneTransaction: false,
  };
  app.decorateRequest('unit', {
    getter(this: FastifyRequest) {
      return units.get(this) ?? outside;
    },
  });
}
