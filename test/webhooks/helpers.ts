import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Tx } from '../../src/db/database.ts';
import type { EventInput } from '../../src/events/service.ts';
import { recordOrderEvents } from '../../src/orders/stamp.ts';
import { orderEvents } from '../../src/orders/service.ts';
import { shopCustomerView } from '../../src/customers/service.ts';
import type { TestApp } from '../helpers/app.ts';
import { insertCustomer, insertOrder } from '../helpers/orders.ts';
import { SYSTEM } from '../../src/lib/actor.ts';

/** One request a receiver got, and which of its secrets verified it (standardwebhooks), or -1. */
export interface Receipt {
  /** The path it was sent to (tests give each endpoint its own). */
  path: string;
  id: string;
  headers: Record<string, string>;
  body: string;
  event: any;
  verifiedBy: number[];
  at: number;
}

export interface Receiver {
  url: string;
  receipts: Receipt[];
  /** Secrets tried in order when verifying. */
  secrets: string[];
  /** Decides each answer (default 200), or 'drop' to cut the connection unanswered (a receiver down); may delay. */
  respond: (receipt: Receipt) => number | 'drop' | Promise<number | 'drop'>;
  close(): Promise<void>;
}

/** A real receiver on 127.0.0.1 that verifies every delivery with the standardwebhooks library. */
export async function startReceiver(): Promise<Receiver> {
  const sockets = new Set<import('node:net').Socket>();
  const receiver: Receiver = {
    url: '',
    receipts: [],
    secrets: [],
    respond: () => 200,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on(
      'end',
      () =>
        void (async () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
          const verifiedBy = receiver.secrets.flatMap((secret, i) => {
            try {
              new Webhook(secret).verify(body, headers);
              return [i];
            } catch {
              return [];
            }
          });
          const receipt: Receipt = {
            path: req.url ?? '',
            id: headers['webhook-id'] ?? '',
            headers,
            body,
            event: JSON.parse(body),
            verifiedBy,
            at: performance.now(),
          };
          receiver.receipts.push(receipt);
          const status = await receiver.respond(receipt);
          if (status === 'drop') req.socket.destroy();
          else if (!res.destroyed)
            res.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status} `.repeat(40));
        })(),
    );
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/** An event, or one built in the transaction that records it (its object read there). */
type EventFor = EventInput | ((tx: Tx) => EventInput);

/** Records events in one transaction of their own, as a service will at the end of its change (orders named are stamped). */
export function emit(
  db: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> },
  shopId: string,
  events: EventFor[],
): Promise<string> {
  return db.transaction((tx) =>
    recordOrderEvents(
      tx,
      shopId,
      SYSTEM,
      events.map((e) => (typeof e === 'function' ? e(tx) : e)),
    ),
  );
}

/** An order fixture and an event about it whose object is the order as GET /v1/orders/{id} shows it with personal data. */
export async function orderEvent(
  t: TestApp,
  type: 'order.created' | 'order.paid' | 'order.cancelled' = 'order.created',
  shopId = t.shopId,
): Promise<{ orderId: string; event: EventFor }> {
  const { id } = await insertOrder(t, { shopId });
  return { orderId: id, event: (tx) => orderEvents(tx, shopId, id, [type])[0]! };
}

/** A customer fixture and a customer.created event with the customer as GET /v1/customers/{id} shows it with the profile. */
export async function customerEvent(t: TestApp, shopId = t.shopId): Promise<EventInput> {
  const id = await insertCustomer(t, { shopId });
  const row = (await t.ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as any;
  return { type: 'customer.created', object: shopCustomerView(row, { pii: true }) };
}

export function stockEvent(itemId = 'item_x', inventory = 5): EventInput {
  return {
    type: inventory === 0 ? 'stock.out' : 'stock.changed',
    object: { item_id: itemId, variant_id: null, inventory },
  };
}
