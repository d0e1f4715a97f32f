import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { TestApp } from './app.ts';

/**
 * A local stand-in of the Stripe API for the calls Tenpo makes (customers create; payment_intents
 * create, retrieve, cancel; refunds create), answering their documented shapes. The app's Stripe
 * SDK is pointed at it with STRIPE_API_BASE (the SDK's host/port/protocol settings). Like Stripe,
 * it honours Idempotency-Key: the same key answers the first answer again (with
 * `Idempotent-Replayed: true`) and creates nothing. Tests move intents the way Stripe would
 * (`succeed`, `failCard`, `expire`) and get the event, which `signed` signs with the SDK's own
 * `generateTestHeaderString`.
 */

type Obj = Record<string, any>;

const rand = (n = 12) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x');
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0]=x`) back into objects and arrays. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Obj;
    const keys = Object.keys(o);
    if (keys.length && keys.every((k, i) => k === String(i))) return keys.map((k) => arrays(o[k]));
    for (const k of keys) o[k] = arrays(o[k]);
    return o;
  };
  return arrays(out) as Obj;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class StripeStandIn {
  readonly intents = new Map<string, Obj>();
  readonly customers = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  /** Every request received: method, path, and its Idempotency-Key. */
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  private readonly answers = new Map<string, { body: string; status: number; params: string }>();
  /** While true, every request is answered 500 api_error, as an outage of Stripe's (nothing is created). */
  down = false;
  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<StripeStandIn> {
    const server = http.createServer();
    const standIn = new StripeStandIn(server);
    server.on('request', (req, res) => void standIn.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  /** For STRIPE_API_BASE. */
  get apiBase(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The intent Tenpo created for an order. */
  intentOf(orderId: string): Obj {
    const pi = [...this.intents.values()].find((i) => i.metadata.order_id === orderId);
    if (!pi) throw new Error(`no PaymentIntent for ${orderId}`);
    return pi;
  }

  /** The shopper paid (card confirmed, konbini paid at the till, transfer funded): payment_intent.succeeded. */
  succeed(id: string): Obj {
    const pi = this.intents.get(id)!;
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, next_action: null, last_payment_error: null });
    return this.event('payment_intent.succeeded', pi);
  }

  /** The card was declined (or 3-D Secure failed): the intent waits for another method, payment_intent.payment_failed. */
  failCard(id: string, message = 'Your card was declined.'): Obj {
    const pi = this.intents.get(id)!;
    Object.assign(pi, {
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message },
    });
    return this.event('payment_intent.payment_failed', pi);
  }

  /** The konbini voucher passed its deadline unpaid: payment_intent.payment_failed, as Stripe sends it. */
  expire(id: string): Obj {
    const pi = this.intents.get(id)!;
    Object.assign(pi, {
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_expired',
        message: 'The payment attempt expired.',
      },
    });
    return this.event('payment_intent.payment_failed', pi);
  }

  event(type: string, object: Obj): Obj {
    return {
      id: `evt_${rand()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** The event as Stripe sends it: the body and its Stripe-Signature header. */
  static signed(event: Obj, secret: string): { payload: string; header: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const path = (req.url ?? '').split('?')[0]!;
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method!, path, idempotencyKey: key });
    const account = req.headers.authorization ?? '';
    const send = (status: number, text: string, replayed: boolean) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${rand()}`,
        ...(key ? { 'idempotency-key': key } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(text);
    };
    if (this.down) {
      send(
        500,
        JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred (stand-in outage)' } }),
        false,
      );
      return;
    }
    if (!/^Bearer (sk|rk)_test_/.test(account)) {
      send(
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
        false,
      );
      return;
    }
    // Keys are per account and per request: the same key with other parameters is refused, as Stripe does.
    const stored = key && req.method === 'POST' ? this.answers.get(`${account}\u0000${key}`) : undefined;
    if (stored) {
      if (stored.params !== `${path}?${body}`) {
        send(
          400,
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          }),
          false,
        );
      } else send(stored.status, stored.body, true);
      return;
    }
    let status = 200;
    let answer: unknown;
    try {
      answer = this.route(req.method!, path, parseForm(body));
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      status = err.status;
      answer = { error: { type: err.type, code: err.code, message: err.message } };
    }
    const text = JSON.stringify(answer);
    if (key && req.method === 'POST')
      this.answers.set(`${account}\u0000${key}`, { body: text, status, params: `${path}?${body}` });
    send(status, text, false);
  }

  private route(method: string, path: string, params: Obj): Obj {
    const intent = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(params);
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(params);
    if (intent) {
      const pi = this.intents.get(intent[1]!);
      if (!pi)
        throw new StripeError(
          404,
          'invalid_request_error',
          'resource_missing',
          `No such payment_intent: '${intent[1]}'`,
        );
      if (method === 'GET' && !intent[2]) return pi;
      if (method === 'POST' && intent[2]) {
        if (pi.status === 'succeeded' || pi.status === 'canceled') {
          throw new StripeError(
            400,
            'invalid_request_error',
            'payment_intent_unexpected_state',
            `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
          );
        }
        return Object.assign(pi, { status: 'canceled', canceled_at: now(), next_action: null });
      }
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (${method}: ${path})`,
    );
  }

  private createCustomer(p: Obj): Obj {
    const c = {
      id: `cus_${rand()}`,
      object: 'customer',
      created: now(),
      email: p.email ?? null,
      name: p.name ?? null,
      metadata: p.metadata ?? {},
      livemode: false,
    };
    this.customers.set(c.id, c);
    return c;
  }

  private createIntent(p: Obj): Obj {
    const types: string[] = p.allowed_payment_method_types ?? ['card'];
    const id = `pi_${rand()}`;
    const pi: Obj = {
      id,
      object: 'payment_intent',
      amount: Number(p.amount),
      amount_received: 0,
      allowed_payment_method_types: types,
      payment_method_types: types,
      canceled_at: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${rand()}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: p.currency,
      customer: p.customer ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: p.metadata ?? {},
      next_action: null,
      payment_method: null,
      status: 'requires_payment_method',
    };
    if (p.confirm === 'true') {
      const data = p.payment_method_data ?? {};
      if (data.type === 'konbini') {
        if (!data.billing_details?.email || !data.billing_details?.name) {
          throw new StripeError(
            400,
            'invalid_request_error',
            'parameter_missing',
            'Konbini payments require billing_details[name] and billing_details[email].',
          );
        }
        const days = Number(p.payment_method_options?.konbini?.expires_after_days ?? 3);
        const store = () => ({
          confirmation_number: String(10_000_000_000 + Math.floor(Math.random() * 1e10)),
          payment_code: String(100_000 + Math.floor(Math.random() * 9e5)),
        });
        pi.status = 'requires_action';
        pi.payment_method = `pm_${rand()}`;
        pi.next_action = {
          type: 'konbini_display_details',
          konbini_display_details: {
            expires_at: now() + days * 86_400,
            hosted_voucher_url: `https://payments.stripe.com/konbini/voucher/test_${rand()}`,
            stores: { familymart: store(), lawson: store(), ministop: store(), seicomart: store() },
          },
        };
      } else if (data.type === 'customer_balance') {
        if (!pi.customer || !this.customers.has(pi.customer)) {
          throw new StripeError(
            400,
            'invalid_request_error',
            'parameter_missing',
            'customer_balance payments require a customer.',
          );
        }
        pi.status = 'requires_action';
        pi.payment_method = `pm_${rand()}`;
        pi.next_action = {
          type: 'display_bank_transfer_instructions',
          display_bank_transfer_instructions: {
            amount_remaining: pi.amount,
            currency: 'jpy',
            financial_addresses: [
              {
                type: 'zengin',
                supported_networks: ['zengin'],
                zengin: {
                  account_holder_address: {},
                  account_holder_name: 'ｽﾄﾗｲﾌﾟｼﾞﾔﾊﾟﾝ(ｶ',
                  account_number: String(1_000_000 + Math.floor(Math.random() * 9e6)),
                  account_type: 'futsu',
                  bank_address: {},
                  bank_code: '0009',
                  bank_name: '三井住友銀行',
                  branch_code: '950',
                  branch_name: 'とうきょう',
                },
              },
            ],
            hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/test_${rand()}`,
            reference: null,
            type: 'jp_bank_transfer',
          },
        };
      }
    }
    this.intents.set(id, pi);
    return pi;
  }

  private createRefund(p: Obj): Obj {
    const pi = this.intents.get(p.payment_intent);
    if (!pi)
      throw new StripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        `No such payment_intent: '${p.payment_intent}'`,
      );
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === pi.id)
      .reduce((n, r) => n + r.amount, 0);
    const amount = p.amount === undefined ? pi.amount_received - refunded : Number(p.amount);
    if (pi.status !== 'succeeded' || amount > pi.amount_received - refunded) {
      throw new StripeError(
        400,
        'invalid_request_error',
        'charge_already_refunded',
        `Charge for ${pi.id} cannot be refunded by ${amount}.`,
      );
    }
    const r = {
      id: `re_${rand()}`,
      object: 'refund',
      amount,
      currency: pi.currency,
      created: now(),
      metadata: p.metadata ?? {},
      payment_intent: pi.id,
      status: 'succeeded',
    };
    this.refunds.set(r.id, r);
    return r;
  }
}

/** Delivers a stand-in event to the shop's Stripe webhook as Stripe would: signed with the shop's webhook secret. */
export function deliverStripeEvent(t: Pick<TestApp, 'app'>, shopId: string, event: Obj, secret: string) {
  const { payload, header } = StripeStandIn.signed(event, secret);
  return t.app.inject({
    method: 'POST',
    url: `/stripe/webhooks/${shopId}`,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}
