import type { AppContext } from '../context.ts';
import type { PaymentProcessor } from '../payments/payment.ts';
import { ShopPaymentRouter } from '../payments/router.ts';
import { DevIdentityVerifier, SignInMethods, type ShopperIdentityVerifier } from './identity.ts';
import { LineIdTokenVerifier } from './line-login.ts';

/** The pluggable parts of the storefront: who the shopper is, and how they pay. */
export interface StorefrontServices {
  identity: ShopperIdentityVerifier;
  payments: PaymentProcessor;
}

export function storefrontServices(ctx: AppContext): StorefrontServices & { payments: ShopPaymentRouter } {
  // The config refuses the dev sign-in in production; checked again here so no config built otherwise can wire it.
  const devLogin = ctx.config.storefrontDevLogin && !ctx.config.production;
  return {
    identity: new SignInMethods(new LineIdTokenVerifier(ctx), devLogin ? new DevIdentityVerifier() : null),
    payments: new ShopPaymentRouter(ctx),
  };
}
