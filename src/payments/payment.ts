import { randomBytes } from 'node:crypto';

export const PAYMENT_METHODS = [
  'credit_card',
  'bank_transfer',
  'convenience_store',
  'cash_on_delivery',
  'line_pay',
  'free',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentRequest {
  /** The shop whose gateway account takes the payment (services.payments routes by it). */
  shopId: string;
  method: PaymentMethod;
  amount: number;
  orderId: string;
  /**
   * The gateway's idempotency key (checkout sends the order id): the same key answers the first
   * outcome and never charges twice, so a charge may be asked again after a crash.
   */
  idempotencyKey: string;
  /** The gateway's one-time token for the card or wallet; used for this call only, never stored. */
  token?: string;
  /** Who pays: the gateway's voucher and transfer instructions name them (convenience store). */
  payer?: { name: string; email: string };
}

/**
 * What the shopper needs to pay an order that waits for the money, as the gateway answered it
 * (display data only, never card data): the convenience store voucher or the account to transfer to.
 */
export interface PaymentInstructions {
  konbini?: {
    hosted_voucher_url: string | null;
    /** Per chain (familymart, lawson, ministop, seicomart): the numbers the shopper gives at the till. */
    stores: Record<string, { payment_code: string; confirmation_number: string | null }>;
  };
  bank_transfer?: {
    bank_name: string | null;
    bank_code: string | null;
    branch_name: string | null;
    branch_code: string | null;
    account_type: string | null;
    account_number: string | null;
    account_holder_name: string | null;
    amount_remaining: number | null;
    reference: string | null;
    hosted_instructions_url: string | null;
  };
}

export type PaymentResult =
  | {
      outcome: 'paid' | 'awaiting_payment';
      reference: string;
      /** The deadline of a payment the shopper makes later (ISO 8601). */
      dueAt?: string;
      instructions?: PaymentInstructions;
      /**
       * For the storefront to finish the payment in the shopper's browser (a card confirmed with
       * 3-D Secure): answered once by checkout, never stored.
       */
      clientSecret?: string;
      /** The gateway's public key that goes with clientSecret. */
      publishableKey?: string;
    }
  | { outcome: 'declined'; message: string };

/**
 * Gives back the money of a captured charge (`reference`: the charge's reference). The same
 * `idempotencyKey` refunds once and answers the same refund reference, so a refund may be asked
 * again after a failure or a crash (src/orders/refunds.ts). Throws when the gateway refused or
 * could not be reached: the refund stays pending and is retried.
 */
export interface RefundRequest {
  shopId: string;
  orderId: string;
  reference: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * The payment step of checkout and the refund of a cancelled order; a real gateway implements
 * this. Only `reference` (and the display data of PaymentResult) is ever stored.
 */
export interface PaymentProcessor {
  charge(request: PaymentRequest): Promise<PaymentResult>;
  /** Same key, same refund: asked again, it answers the first refund without refunding twice. */
  refund(request: RefundRequest): Promise<{ reference: string }>;
  /**
   * Stops a payment still awaited (`reference`: an unpaid charge, such as a konbini voucher) so
   * that nobody pays a cancelled order; a payment already withdrawn or paid stays as it is.
   */
  withdraw(shopId: string, reference: string): Promise<void>;
}

/** Outcomes by idempotency key, the latest ones in this process: what a real gateway keeps on its side. */
const simulatedOutcomes = new Map<string, PaymentResult>();
const simulatedRefunds = new Map<string, { reference: string }>();
const REMEMBERED_KEYS = 100_000;

function remember<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (!value) {
    value = make();
    map.set(key, value);
    if (map.size > REMEMBERED_KEYS) map.delete(map.keys().next().value!);
  }
  return value;
}

/**
 * Development stand-in: cards and LINE Pay are captured at once; bank transfer, convenience store
 * and cash on delivery wait for the money (order stays init). The token "tok_declined" is declined,
 * so the failure path can be exercised. A key already charged answers its first outcome.
 * Refunds answer `{ reference: 'sim_refund_<random>' }`, the same key the same reference.
 */
export class SimulatedPaymentProcessor implements PaymentProcessor {
  async charge(r: PaymentRequest): Promise<PaymentResult> {
    return remember(simulatedOutcomes, r.idempotencyKey, () => this.decide(r));
  }

  /** Every refund succeeds; a key already refunded answers its first reference. */
  async refund(r: RefundRequest): Promise<{ reference: string }> {
    return remember(simulatedRefunds, r.idempotencyKey, () => ({
      reference: `sim_refund_${randomBytes(9).toString('base64url')}`,
    }));
  }

  /** Nothing is held on the simulated side: an awaited payment is simply never made. */
  async withdraw(): Promise<void> {}

  private decide(r: PaymentRequest): PaymentResult {
    const reference = `sim_${r.method}_${randomBytes(9).toString('base64url')}`;
    switch (r.method) {
      case 'credit_card':
      case 'line_pay':
        if (r.token === 'tok_declined') return { outcome: 'declined', message: 'The payment was declined' };
        return { outcome: 'paid', reference };
      case 'free':
        return { outcome: 'paid', reference };
      default:
        return { outcome: 'awaiting_payment', reference };
    }
  }
}
