import type Stripe from 'stripe';
import type { StripeApiBase } from '../config.ts';
import { ApiError } from '../lib/errors.ts';
import type { PaymentInstructions, PaymentProcessor, PaymentRequest, PaymentResult, RefundRequest } from './payment.ts';

/**
 * Payments of a shop that has Stripe keys, through the official SDK. Only Stripe's ids (the
 * PaymentIntent as the order's payment reference) and the display data the shopper needs are
 * kept; card details go from the shopper's browser to Stripe and never touch Tenpo.
 * - credit_card: a PaymentIntent the storefront confirms with its client secret (3-D Secure is
 *   the shopper's side); the order waits in init until Stripe's webhook says it succeeded.
 * - convenience_store: a konbini PaymentIntent confirmed here; the voucher and its deadline are
 *   kept for the shopper, the webhook moves the order when they pay or when it expires.
 * - bank_transfer: a customer balance PaymentIntent funded by a Japanese bank transfer; the
 *   account to transfer to is kept for the shopper.
 * Every call carries an idempotency key derived from the order id, so a retried checkout (after a
 * crash, by the sweeper, by the webhook) finds the same PaymentIntent and never charges twice.
 */

/** Days a konbini voucher stays payable (Stripe allows 1 to 60). */
const KONBINI_DAYS = 3;
/** Tenpo's deadline of a bank transfer (Stripe sets none): past it the order is cancelled and its stock returned. */
export const BANK_TRANSFER_DAYS = 7;
/** Time the shopper has to confirm a card payment in the browser before the order is cancelled and its stock returned. */
export const CARD_CONFIRM_MINUTES = 60;

let sdk: Promise<typeof import('stripe')> | undefined;

/** The SDK, loaded at first use: a deployment without Stripe shops never loads it (memory at idle). */
export async function stripeSdk(): Promise<typeof Stripe> {
  sdk ??= import('stripe');
  return (await sdk).default;
}

const clients = new Map<string, Stripe>();

/** One SDK client per secret key (the SDK keeps its connections per client). */
export async function stripeClient(secretKey: string, api: StripeApiBase | null): Promise<Stripe> {
  let client = clients.get(secretKey);
  if (!client) {
    const StripeSdk = await stripeSdk();
    client = new StripeSdk(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(api ?? {}) });
    // Keys change rarely; forget the oldest so replaced keys do not pile up.
    if (clients.size >= 1000) clients.delete(clients.keys().next().value!);
    clients.set(secretKey, client);
  }
  return client;
}

const at = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** What the shopper needs to pay a PaymentIntent, and by when (from its next action, or Tenpo's own deadline). */
function instructionsOf(pi: Stripe.PaymentIntent): { dueAt?: string; instructions?: PaymentInstructions } {
  const konbini = pi.next_action?.konbini_display_details;
  if (konbini) {
    const stores: Record<string, { payment_code: string; confirmation_number: string | null }> = {};
    for (const chain of ['familymart', 'lawson', 'ministop', 'seicomart'] as const) {
      const store = konbini.stores[chain];
      if (store)
        stores[chain] = { payment_code: store.payment_code, confirmation_number: store.confirmation_number ?? null };
    }
    return {
      dueAt: at(konbini.expires_at),
      instructions: { konbini: { hosted_voucher_url: konbini.hosted_voucher_url, stores } },
    };
  }
  const transfer = pi.next_action?.display_bank_transfer_instructions;
  if (transfer) {
    const zengin = transfer.financial_addresses?.find((a) => a.zengin)?.zengin;
    return {
      dueAt: at(pi.created + BANK_TRANSFER_DAYS * 86_400),
      instructions: {
        bank_transfer: {
          bank_name: zengin?.bank_name ?? null,
          bank_code: zengin?.bank_code ?? null,
          branch_name: zengin?.branch_name ?? null,
          branch_code: zengin?.branch_code ?? null,
          account_type: zengin?.account_type ?? null,
          account_number: zengin?.account_number ?? null,
          account_holder_name: zengin?.account_holder_name ?? null,
          amount_remaining: transfer.amount_remaining,
          reference: transfer.reference,
          hosted_instructions_url: transfer.hosted_instructions_url,
        },
      },
    };
  }
  return pi.payment_method_types.includes('card') ? { dueAt: at(pi.created + CARD_CONFIRM_MINUTES * 60) } : {};
}

/** A PaymentIntent's state as checkout's outcome. */
function outcomeOf(pi: Stripe.PaymentIntent, publishableKey: string | null): PaymentResult {
  switch (pi.status) {
    case 'succeeded':
      return { outcome: 'paid', reference: pi.id };
    case 'canceled':
      return { outcome: 'declined', message: 'The payment was cancelled' };
    default:
      // A failed attempt leaves the intent waiting for another payment method: declined for checkout.
      if (pi.status === 'requires_payment_method' && pi.last_payment_error) {
        return { outcome: 'declined', message: pi.last_payment_error.message ?? 'The payment was declined' };
      }
      return {
        outcome: 'awaiting_payment',
        reference: pi.id,
        ...instructionsOf(pi),
        ...(pi.payment_method_types.includes('card') && pi.client_secret
          ? { clientSecret: pi.client_secret, publishableKey: publishableKey ?? undefined }
          : {}),
      };
  }
}

/** Stripe refused the payment itself (a card or the request's data): declined. Anything else is Stripe being unreachable or failing. */
function refusal(err: unknown): PaymentResult {
  const type = (err as { type?: string }).type;
  if (type === 'StripeCardError' || type === 'StripeInvalidRequestError') {
    return { outcome: 'declined', message: (err as Error).message || 'The payment was declined' };
  }
  throw unavailable(err);
}

function unavailable(err: unknown): ApiError {
  const error = new ApiError('service_unavailable', 'The payment gateway did not answer; retry in a moment', {
    headers: { 'Retry-After': '5' },
  });
  // Kept for the log, never shown to the client.
  return Object.assign(error, { cause: err });
}

export class StripePaymentProcessor implements PaymentProcessor {
  constructor(
    private readonly stripe: Stripe,
    private readonly publishableKey: string | null,
  ) {}

  async charge(r: PaymentRequest): Promise<PaymentResult> {
    switch (r.method) {
      case 'credit_card':
      case 'convenience_store':
      case 'bank_transfer':
        break;
      // No gateway is involved: the money comes at delivery, or there is none.
      case 'cash_on_delivery':
        return { outcome: 'awaiting_payment', reference: `cod_${r.orderId}` };
      case 'free':
        return { outcome: 'paid', reference: `free_${r.orderId}` };
      default:
        return { outcome: 'declined', message: `${r.method} is not accepted by this shop` };
    }
    let pi: Stripe.PaymentIntent;
    try {
      pi = await this.createIntent(r);
    } catch (err) {
      return refusal(err);
    }
    return outcomeOf(pi, this.publishableKey);
  }

  private async createIntent(r: PaymentRequest): Promise<Stripe.PaymentIntent> {
    const common = {
      amount: r.amount,
      currency: 'jpy',
      metadata: { order_id: r.orderId, shop_id: r.shopId },
    };
    const key = { idempotencyKey: r.idempotencyKey };
    let created: Stripe.Response<Stripe.PaymentIntent>;
    if (r.method === 'credit_card') {
      created = await this.stripe.paymentIntents.create({ ...common, allowed_payment_method_types: ['card'] }, key);
    } else if (r.method === 'convenience_store') {
      created = await this.stripe.paymentIntents.create(
        {
          ...common,
          allowed_payment_method_types: ['konbini'],
          payment_method_data: { type: 'konbini', billing_details: { name: r.payer?.name, email: r.payer?.email } },
          payment_method_options: { konbini: { expires_after_days: KONBINI_DAYS } },
          confirm: true,
        },
        key,
      );
    } else {
      // A bank transfer funds the customer's balance at Stripe, so the intent needs a customer.
      const customer = await this.stripe.customers.create(
        { name: r.payer?.name, email: r.payer?.email, metadata: common.metadata },
        { idempotencyKey: `${r.idempotencyKey}:customer` },
      );
      created = await this.stripe.paymentIntents.create(
        {
          ...common,
          customer: customer.id,
          allowed_payment_method_types: ['customer_balance'],
          payment_method_data: { type: 'customer_balance' },
          payment_method_options: {
            customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'jp_bank_transfer' } },
          },
          confirm: true,
        },
        key,
      );
    }
    // A replayed answer shows the intent as it was created; it may have been paid, failed or expired since.
    if (created.lastResponse.headers['idempotent-replayed'] === 'true') {
      return this.stripe.paymentIntents.retrieve(created.id);
    }
    return created;
  }

  async refund(r: RefundRequest): Promise<{ reference: string }> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: r.reference, amount: r.amount, metadata: { order_id: r.orderId, shop_id: r.shopId } },
        { idempotencyKey: r.idempotencyKey },
      );
      return { reference: refund.id };
    } catch (err) {
      throw unavailable(err);
    }
  }

  async retrieveIntent(reference: string): Promise<Stripe.PaymentIntent> {
    try {
      return await this.stripe.paymentIntents.retrieve(reference);
    } catch (err) {
      throw unavailable(err);
    }
  }

  /** Cancels an intent nobody may pay any more (its order was cancelled); one already cancelled or paid stays as it is. */
  async withdraw(_shopId: string, reference: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(reference);
    } catch (err) {
      if ((err as { type?: string }).type !== 'StripeInvalidRequestError') throw unavailable(err);
    }
  }
}
