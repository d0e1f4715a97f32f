import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { claimedRows, type HeldKey } from '../http/idempotency/keys.ts';
import { answerOf, claimOfRequest, replay } from '../http/idempotency/plugin.ts';
import type { CheckoutKey } from './place-order.ts';

/**
 * Checkout's Idempotency-Key (optional: shopper apps predate keys). Checkout commits in steps
 * (place the order, charge outside any transaction, confirm), so it cannot run as one atomic
 * request as other writes do; its order is its record instead: the order carries the key
 * (checkoutWithPayment), and a retry finds it and finishes it. Meanwhile the key is held by the
 * request, with a lease renewed while it runs, so that another request with it gets 409
 * idempotency_key_in_use (a retry after the holder died takes it over), and the answer is stored
 * when sent: replayed byte for byte, 4xx refusals included (DECISIONS.md section 3). A 5xx lets
 * go of the key, so that a retry finishes the order at once.
 */
export function checkoutKeys(database: DatabaseHandle) {
  const keys = claimedRows(database);
  const held = new WeakMap<FastifyRequest, HeldKey>();
  return {
    /** preHandler: replays the stored answer, or holds the key for this request. */
    hold: async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
      if (req.headers['idempotency-key'] === undefined) return;
      const claimed = await keys.claim(claimOfRequest(req));
      if ('answer' in claimed) return replay(reply, claimed.answer);
      reply.raw.once('close', keys.renew(claimed.held));
      held.set(req, claimed.held);
    },
    /** The key the request holds, as the order carries it. */
    keyOf: (req: FastifyRequest): CheckoutKey | undefined => {
      const h = held.get(req);
      return h && { key: h.key, hash: h.hash };
    },
    /** onSend: stores what the request answered under the key it holds, or lets go of it after a 5xx. */
    answer: async (req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const h = held.get(req);
      if (!h) return payload;
      held.delete(req);
      if (reply.statusCode >= 500) await keys.release(h);
      // Only while this request holds the key: one that lost it (taken over) answers 409, as the holder now runs the order.
      else await database.transaction((tx) => keys.store(tx, h, answerOf(reply, payload)));
      return payload;
    },
  };
}
