import { shopIdOf } from '../shop/cli.ts';
import { OPERATOR } from '../lib/actor.ts';
import { one, type Parsed } from '../cli-kit/args.ts';
import { CliError, type Command } from '../cli-kit/command.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { ShopPaymentRouter } from '../payments/router.ts';
import type { OrderDetail } from './schemas.ts';
import { cancelAsStaff, recordPayment } from './staff.ts';

/** The order id and shop of an order command; the operation's refusals become one-line CLI errors. */
async function onOrder<T>(
  ctx: AppContext,
  args: Parsed,
  operation: (shopId: string, orderId: string) => Promise<T>,
): Promise<T> {
  const orderId = args.positionals[0];
  if (!orderId) throw new CliError('ORDER_ID is required');
  if (args.positionals.length > 1) throw new CliError(`one ORDER_ID only (got ${args.positionals.join(' ')})`);
  const shopId = await shopIdOf(ctx, one(args, 'shop'));
  try {
    return await operation(shopId, orderId);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_found')
      throw new CliError(`no order ${orderId} in shop ${shopId}`);
    if (err instanceof ApiError) throw new CliError(`${err.code}: ${err.message}`);
    throw err;
  }
}

const summary = (o: OrderDetail) => `#${o.number}\t${o.id}\t${o.status}\t${o.payment_method}\t${o.total.amount} JPY`;

export const ordersCommands: Command[] = [
  {
    name: 'orders record-payment',
    usage:
      'tenpo orders record-payment ORDER_ID [--shop SHOP_ID] [--json]  (the money of a bank transfer, convenience store or cash-on-delivery order arrived: init → paid; prints the order as GET /v1/orders/{id} shows it with personal data)',
    flags: ['shop', 'json'],
    async run(ctx, args) {
      const order = await onOrder(ctx, args, (shopId, orderId) =>
        ctx.database.transaction((tx) => recordPayment(tx, shopId, orderId, OPERATOR)),
      );
      return { json: order, text: summary(order) };
    },
  },
  {
    name: 'orders cancel',
    usage:
      "tenpo orders cancel ORDER_ID --reason TEXT [--shop SHOP_ID] [--json]  (init or paid → cancelled: stock returned, a gateway payment refunded; the reason (1-500 characters) is kept on the order's history and its order.cancelled event; prints the order as GET /v1/orders/{id} shows it with personal data)",
    flags: ['shop', 'json', 'reason'],
    async run(ctx, args, io) {
      const { order, refund } = await onOrder(ctx, args, (shopId, orderId) =>
        cancelAsStaff(ctx.database, new ShopPaymentRouter(ctx), shopId, orderId, OPERATOR, one(args, 'reason') ?? ''),
      );
      if (refund?.status === 'pending')
        io.err(
          `tenpo: the refund of ${refund.amount} JPY (${refund.id}) is pending: ${refund.last_error ?? 'not sent yet'}; the server retries it`,
        );
      const refundText = refund
        ? `\trefund ${refund.id} ${refund.status}${refund.reference ? ` ${refund.reference}` : ''}`
        : '';
      return { json: order, text: `${summary(order)}${refundText}` };
    },
  },
];
