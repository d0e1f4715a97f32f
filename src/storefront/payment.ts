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
}

export type PaymentResult =
  { outcome: 'paid' | 'awaiting_payment'; reference: string } | { outcome: 'declined'; message: string };

/** The payment step of checkout; a real gateway implements this. Only `reference` is ever stored. */
export interface PaymentProcessor {
  charge(request: PaymentRequest): Promise<PaymentResult>;
}

/** Outcomes by idempotency key, the latest ones in this process: what a real gateway keeps on its side. */
const simulatedOutcomes = new Map<string, PaymentResult>();
const REMEMBERED_KEYS = 100_000;

/**
 * Development stand-in: cards and LINE Pay are captured at once; bank transfer, convenience store
 * and cash on delivery wait for the money (order stays init). The token "tok_declined" is declined,
 * so the failure path can be exercised. A key already charged answers its first outcome.
 */
export class SimulatedPaymentProcessor implements PaymentProcessor {
  async charge(r: PaymentRequest): Promise<PaymentResult> {
    let outcome = simulatedOutcomes.get(r.idempotencyKey);
    if (!outcome) {
      outcome = this.decide(r);
      simulatedOutcomes.set(r.idempotencyKey, outcome);
      if (simulatedOutcomes.size > REMEMBERED_KEYS) simulatedOutcomes.delete(simulatedOutcomes.keys().next().value!);
    }
    return outcome;
  }

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
