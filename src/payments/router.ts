import type { AppContext } from '../context.ts';
import { shopStripeKeys } from '../shop/service.ts';
import {
  SimulatedPaymentProcessor,
  type PaymentProcessor,
  type PaymentRequest,
  type PaymentResult,
  type RefundRequest,
} from './payment.ts';
import { StripePaymentProcessor, stripeClient } from './stripe.ts';

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

  /** A PaymentIntent is withdrawn at the shop's Stripe account; nothing else is held anywhere. */
  async withdraw(shopId: string, reference: string): Promise<void> {
    if (reference.startsWith('pi_')) await (await this.stripeFor(shopId))?.withdraw(shopId, reference);
  }
}
