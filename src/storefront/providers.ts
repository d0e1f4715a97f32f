import type { AppContext } from '../context.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { currentScope } from '../db/scope.ts';
import { refundOfOrder, sendRefund } from '../orders/refunds.ts';
import { shopStripeKeys } from '../shop/service.ts';
import { DevIdentityVerifier, SignInMethods, type ShopperIdentityVerifier } from './identity.ts';
import { LineIdTokenVerifier } from './line-login.ts';
import {
  SimulatedPaymentProcessor,
  type PaymentProcessor,
  type PaymentRequest,
  type PaymentResult,
  type RefundRequest,
} from './payment.ts';
import { StripePaymentProcessor, stripeClient } from './stripe.ts';

/** The pluggable parts of the storefront: who the shopper is, and how they pay. */
export interface StorefrontServices {
  identity: ShopperIdentityVerifier;
  payments: PaymentProcessor;
}

/**
 * Each shop's payments go to its own processor: Stripe when the operator set the shop's Stripe
 * secret key (`tenpo shops update … --stripe-secret-key`), the simulated processor otherwise (the
 * default for development). Callers keep calling `charge` and `refund`.
 */
export class ShopPaymentRouter implements PaymentProcessor {
  private readonly simulated = new SimulatedPaymentProcessor();

  constructor(private readonly ctx: AppContext) {}

  /** The shop's Stripe processor, or null when the shop has no Stripe secret key. */
  async stripeFor(shopId: string): Promise<StripePaymentProcessor | null> {
    const keys = await shopStripeKeys(this.ctx.db, this.ctx.secrets, shopId);
    if (!keys?.secretKey) return null;
    return new StripePaymentProcessor(
      await stripeClient(keys.secretKey, this.ctx.config.stripeApi),
      keys.publishableKey,
    );
  }

  async charge(r: PaymentRequest): Promise<PaymentResult> {
    return ((await this.stripeFor(r.shopId)) ?? this.simulated).charge(r);
  }

  /**
   * A payment is refunded where it was made: a PaymentIntent through the shop's Stripe account,
   * anything else (the simulated processor's, a cash on delivery or free order's) by the simulated
   * processor, which records that no gateway holds that money.
   */
  async refund(r: RefundRequest): Promise<{ reference: string }> {
    const stripe = r.reference.startsWith('pi_') ? await this.stripeFor(r.shopId) : null;
    if (r.reference.startsWith('pi_') && !stripe) {
      throw new Error(`order ${r.orderId} was paid through Stripe, and the shop no longer has a Stripe secret key`);
    }
    return (stripe ?? this.simulated).refund(r);
  }

  /** A Stripe PaymentIntent still awaited (konbini voucher, bank transfer, unconfirmed card) is cancelled at Stripe. */
  async withdraw(r: { shopId: string; reference: string }): Promise<void> {
    if (r.reference.startsWith('pi_')) await (await this.stripeFor(r.shopId))?.cancelIntent(r.reference);
  }
}

/**
 * After an order's cancellation committed (never inside its transaction): the refund the
 * cancellation queued for a paid order is sent now (src/orders/refunds.ts; if the gateway fails,
 * the retry loop sends it later, with the same key), and a payment still awaited is withdrawn at
 * Stripe, so that nobody pays a cancelled order.
 */
export async function settleCancelledPayment(
  database: DatabaseHandle,
  payments: ShopPaymentRouter,
  before: { shop_id: string; id: string; status: string; payment_reference: string | null },
): Promise<void> {
  const reference = before.payment_reference;
  // Inside an atomic unit (the demo seeder's batches) no gateway is called: the outbox's retry loop sends the refund.
  if (!reference || currentScope()) return;
  if (before.status === 'paid') {
    const refund = await refundOfOrder(database.db, before.shop_id, before.id);
    if (refund?.status === 'pending') await sendRefund(database, payments, refund.id);
  } else if (before.status === 'init') {
    await payments.withdraw({ shopId: before.shop_id, reference });
  }
}

export function storefrontServices(ctx: AppContext): StorefrontServices & { payments: ShopPaymentRouter } {
  // The config refuses the dev sign-in in production; checked again here so no config built otherwise can wire it.
  const devLogin = ctx.config.storefrontDevLogin && !ctx.config.production;
  return {
    identity: new SignInMethods(new LineIdTokenVerifier(ctx), devLogin ? new DevIdentityVerifier() : null),
    payments: new ShopPaymentRouter(ctx),
  };
}
