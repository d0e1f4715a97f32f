import type { AppContext } from '../context.ts';
import { DevIdentityVerifier, type ShopperIdentityVerifier } from './identity.ts';
import { SimulatedPaymentProcessor, type PaymentProcessor } from './payment.ts';

/** The pluggable parts of the storefront: who the shopper is, and how they pay. */
export interface StorefrontServices {
  /** null when no sign-in method is configured (dev login off and no LINE verifier wired). */
  identity: ShopperIdentityVerifier | null;
  payments: PaymentProcessor;
}

export function storefrontServices(ctx: AppContext): StorefrontServices {
  return {
    identity: ctx.config.storefrontDevLogin ? new DevIdentityVerifier() : null,
    payments: new SimulatedPaymentProcessor(),
  };
}
