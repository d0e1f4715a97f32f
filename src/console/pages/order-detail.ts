import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carrierTrackingUrl } from '../../catalog/carriers.ts';
import { deliveryCompaniesById, listDeliveryCompanies } from '../../catalog/delivery-companies/service.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Person } from '../../lib/personal-data.ts';
import { MAX_REASON, orderActions, type OrderActionView } from '../../orders/actions.ts';
import { clientNames } from '../../oauth/clients.ts';
import { refundOfOrder, type RefundView } from '../../orders/refunds.ts';
import { SHIPPING_STATUSES, type OrderDetail, type ShippingStatus } from '../../orders/schemas.ts';
import { getOrder } from '../../orders/service.ts';
import type { GiftWrapping } from '../../orders/wrapping.ts';
import { shopDeliverySettings } from '../../shop/delivery.ts';
import {
  cancelAsStaff,
  correctTrackingAsStaff,
  moveShippingAsStaff,
  recordPayment,
  registerTrackingAsStaff,
  staffActions,
  type OrderActor,
} from '../../orders/staff.ts';
import { ShopPaymentRouter } from '../../payments/router.ts';
import { html, jst, yen, type Html } from '../../web/html.ts';
import { word } from '../../web/i18n.ts';
import { cardTable, csrfField, field, notice, queryValue, sendPage } from '../../web/layout.ts';
import { staffContacts } from '../service.ts';
import { text, type Text } from './order-detail-texts.ts';
import { orderMoney } from './order-money.ts';
import { receiptSection, registerOrderReceiptPage } from './order-receipt.ts';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/** A shipping's wrapping or noshi and its message card, as rows of its details (none: no rows). */
function wrappingRows(t: Text, w: GiftWrapping): Html {
  if (w.type === 'none') return html``;
  const what = w.noshi ? t.noshi(w.noshi.purpose, w.noshi.placement === 'inner', w.noshi.name) : t.wrapping;
  return html`<dt>${t.giftWrapping}</dt><dd>${what}</dd>${w.message ? html`<dt>${t.message}</dt><dd>${w.message}</dd>` : ''}`;
}

/** The redirects after a successful action; fixed texts, so a link cannot make the page say anything else. */
const DONE = ['payment', 'cancel', 'move', 'tracking', 'corrected'] as const;
type Done = (typeof DONE)[number];

export const fullName = (p: Person) => [p.last_name, p.first_name].filter(Boolean).join(' ') || '—';

function personBlock(t: Text, p: Person) {
  return html`<dl><dt>${t.name}</dt><dd>${fullName(p)}</dd><dt>${t.phone}</dt><dd>${p.tel || '—'}</dd>${p.email !== undefined ? html`<dt>${t.email}</dt><dd>${p.email || '—'}</dd>` : ''}
<dt>${t.address}</dt><dd>${p.postal_code ? `〒${p.postal_code} ` : ''}${p.address || '—'}</dd></dl>`;
}

/** A form's input the page itself refuses before any service is called (an unknown status, nothing to correct). */
class FormInputError extends Error {}

/** A service's refusal in the staff member's language, with the service's own words after it. */
function refusalText(t: Text, err: ApiError): string {
  const fieldName = err.options.details?.[0]?.field;
  const fieldText = fieldName && (t as Record<string, unknown>)[`field_${fieldName}`];
  const headline =
    err.code === 'invalid_transition'
      ? t.refused_invalid_transition
      : err.code === 'invalid_request'
        ? t.refused_invalid_request(typeof fieldText === 'string' ? fieldText : (fieldName ?? ''))
        : err.code === 'not_found'
          ? t.refused_not_found
          : t.refused_other;
  return `${headline} (${err.message})`;
}

function refundBlock(t: Text, refund: RefundView) {
  return html`<h2>${t.refund}</h2><dl><dt>${t.amount}</dt><dd>${yen(refund.amount)}</dd><dt>${t.status}</dt><dd>${refund.status === 'done' ? t.refund_done : t.refund_pending}</dd>
${refund.reference ? html`<dt>${t.reference}</dt><dd><code>${refund.reference}</code></dd>` : ''}${refund.status === 'pending' ? html`<dt>${t.attempts}</dt><dd>${refund.attempts}</dd><dt>${t.lastError}</dt><dd>${refund.last_error ?? '—'}</dd><dt>${t.nextAttempt}</dt><dd>${jst(refund.next_attempt_at)}</dd>` : ''}</dl>`;
}

/** Who acted, in words: the staff member's name, the app's name, the shopper, the operator or the system. */
function actorText(
  t: Text,
  actor: Actor,
  names: { staff: Map<string, { email: string; name: string }>; apps: Map<string, string> },
): string {
  switch (actor.type) {
    case 'staff': {
      const who = names.staff.get(actor.staffId);
      if (!who) return t.formerStaff;
      return who.name && who.name !== who.email ? `${who.name} (${who.email})` : who.email;
    }
    case 'client': {
      const name = names.apps.get(actor.clientId);
      return name === undefined ? t.unknownApp : t.app(name);
    }
    case 'operator':
      return t.operator;
    case 'shopper':
      return t.shopper;
    default:
      return t.system;
  }
}

/** An action's detail: the reason staff gave, the note (in English, as recorded), the refund; one block, so a phone's card stacks it. */
function historyDetail(t: Text, a: OrderActionView): Html {
  const parts = [
    a.reason ? html`<div>${t.reason}: ${a.reason}</div>` : '',
    a.note ? html`<div lang="en">${a.note}</div>` : '',
    a.refund
      ? html`<div>${t.refund}: ${yen(a.refund.amount)} · ${a.refund.status === 'done' ? t.refund_done : t.refund_pending}</div>`
      : '',
  ];
  return html`<div>${parts.some(Boolean) ? parts : '—'}</div>`;
}

/** The order's page for staff: what it is, what may be done to it now (only that), its refund and its history. */
async function orderPage(
  ctx: AppContext,
  req: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  message: Message,
  status = 200,
) {
  const t = text(req);
  const session = req.console!;
  const shopId = session.staff.shopId;
  const order = await getOrder(ctx.db, shopId, req.params.id, { pii: true });
  const [refund, actions, shopCarriers, delivery] = await Promise.all([
    refundOfOrder(ctx.db, shopId, order.id),
    orderActions(ctx.db, shopId, order.id),
    listDeliveryCompanies(ctx.db, shopId, { limit: 100, offset: 0 }),
    shopDeliverySettings(ctx.db, shopId),
  ]);
  // The code as the order holds it, with the shop's label for it when it still has that slot.
  const slotText = (code: string | null) => {
    const label = delivery?.time_slots.find((s) => s.code === code)?.label;
    return code === null ? '' : label ? `${label} (${code})` : code;
  };
  const trackings = order.shippings.flatMap((s) => s.trackings);
  const [carriers, staff, apps] = await Promise.all([
    deliveryCompaniesById(
      ctx.db,
      shopId,
      [...order.shippings, ...trackings].map((x) => x.carrier_id).filter((id): id is string => id !== null),
    ),
    staffContacts(
      ctx.db,
      actions.flatMap((a) => (a.actor.type === 'staff' ? [a.actor.staffId] : [])),
    ),
    clientNames(
      ctx.db,
      actions.flatMap((a) => (a.actor.type === 'client' ? [a.actor.clientId] : [])),
    ),
  ]);
  const allowed = staffActions(order);
  const base = `/console/orders/${order.id}`;
  const carrierOptions = (selected: string | null) =>
    shopCarriers.data.map(
      (c) => html`<option value="${c.id}"${c.id === selected ? html` selected` : ''}>${c.name}</option>`,
    );
  const carrierSelect = (selected: string | null) =>
    html`<label>${t.carrier} <select name="carrier_id" required>${selected === null ? html`<option value="">${t.choose}</option>` : ''}${carrierOptions(selected)}</select></label>`;
  const trackingInput = (value: string) =>
    html`<label>${t.trackingNumber} <input type="text" name="tracking_number" value="${value}" required maxlength="64" autocomplete="off" spellcheck="false"></label>`;

  const paymentAndCancel: Html[] = [];
  if (allowed.recordPayment)
    paymentAndCancel.push(html`<form method="post" action="${base}/payment" class="stack">${csrfField(session)}
<p class="muted">${t.recordPaymentHint(yen(order.total.amount), word(req, 'payment', order.payment_method))}</p>
<div><button type="submit">${t.recordPayment}</button></div></form>`);
  if (allowed.cancel)
    paymentAndCancel.push(html`<form method="get" action="${base}/cancel" class="stack">
<p class="muted">${t.cancelOrderHint}</p><div><button type="submit" class="danger">${t.cancelOrder}</button></div></form>`);

  const shippingSection = (s: OrderDetail['shippings'][number], i: number) => {
    const n = i + 1;
    const may = allowed.shippings.get(s.order_shipping_id)!;
    const trackingList = s.trackings.length
      ? s.trackings.map((tr) => {
          const carrier = carriers.get(tr.carrier_id);
          const url = carrier && carrierTrackingUrl(carrier.tracking_url_template, tr.tracking_number);
          return html`<div>${carrier?.name ?? ''} ${url?.startsWith('https://') ? html`<a href="${url}" rel="noreferrer">${tr.tracking_number}</a>` : tr.tracking_number}</div>`;
        })
      : t.noTracking;
    return html`<section aria-labelledby="shipping-${n}"><h2 id="shipping-${n}">${t.shippingN(n)}: ${word(req, 'shipping', s.status)}</h2>
<dl><dt>${t.carrier}</dt><dd>${carriers.get(s.carrier_id ?? s.trackings[0]?.carrier_id ?? '')?.name ?? '—'}</dd><dt>${t.delivery}</dt><dd>${s.delivery_date ?? '—'} ${slotText(s.delivery_time_slot)}</dd>${wrappingRows(t, s.gift_wrapping)}<dt>${t.cost}</dt><dd>${yen(s.shipping_cost.amount)}</dd>
<dt>${t.tracking}</dt><dd>${trackingList}</dd></dl>
${
  may.moves.length
    ? html`<form method="post" action="${base}/shippings/${s.order_shipping_id}/status" class="row">${csrfField(session)}<fieldset><legend>${t.moveLegend(n)}</legend>
<label>${t.moveTo} <select name="to">${may.moves.map((to) => html`<option value="${to}">${word(req, 'shipping', to)}</option>`)}</select></label>
<button type="submit">${t.move}</button></fieldset></form>`
    : ''
}
${
  may.tracking
    ? html`<form method="post" action="${base}/trackings" class="row">${csrfField(session)}<input type="hidden" name="order_shipping_id" value="${s.order_shipping_id}"><fieldset><legend>${t.registerLegend(n)}</legend>
${carrierSelect(s.carrier_id)}${trackingInput('')}<button type="submit">${t.register}</button></fieldset></form>
${s.trackings.map(
  (
    tr,
  ) => html`<form method="post" action="${base}/trackings/${tr.tracking_id}" class="row">${csrfField(session)}<fieldset><legend>${t.correctLegend(tr.tracking_number)}</legend>
${carrierSelect(tr.carrier_id)}${trackingInput(tr.tracking_number)}<button type="submit" class="secondary">${t.correct}</button></fieldset></form>`,
)}`
    : ''
}
<h3>${t.recipient} <span class="pii">${t.personalData}</span></h3>${personBlock(t, s.recipient ?? {})}</section>`;
  };

  return sendPage(
    req,
    reply,
    `#${order.number}`,
    html`<p><a href="/console/orders">${t.toList}</a></p>${notice(message?.kind ?? 'ok', message?.text)}
<dl><dt>${t.orderId}</dt><dd><code>${order.id}</code></dd><dt>${t.placed}</dt><dd>${jst(order.ordered_at)}</dd><dt>${t.status}</dt><dd><strong>${word(req, 'order', order.status)}</strong>${order.gift_status !== 'none' ? html` · ${word(req, 'gift', order.gift_status)}` : ''}</dd>
<dt>${t.payment}</dt><dd>${word(req, 'payment', order.payment_method)}</dd><dt>${t.total}</dt><dd><strong>${yen(order.amounts.total.amount)}</strong></dd></dl>
<h2>${t.orderActions}</h2>${paymentAndCancel.length ? paymentAndCancel : html`<p class="muted">${t.nothingToDo}</p>`}
${refund ? refundBlock(t, refund) : ''}
${receiptSection(req, session, order)}
<h2>${t.purchaser} <span class="pii">${t.personalData}</span></h2>${personBlock(t, order.purchaser ?? {})}
<h2>${t.items}</h2>${orderMoney(t, order)}
${order.shippings.map(shippingSection)}
<h2>${t.history}</h2>${
      actions.length
        ? cardTable(
            t.historyTable,
            [{ label: t.when, key: true }, { label: t.who }, { label: t.what }, { label: t.detail }],
            actions.map((a) => [
              html`${jst(a.at)}`,
              html`${actorText(t, a.actor, { staff, apps })}`,
              html`${t[`action_${a.action}`]}`,
              historyDetail(t, a),
            ]),
          )
        : html`<p class="muted">${t.noHistory}</p>`
    }`,
    status,
  );
}

/** The confirmation step of a cancellation: what it does, then one button (no script: the page is the confirmation). */
async function cancelPage(ctx: AppContext, req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
  const t = text(req);
  const session = req.console!;
  const order = await getOrder(ctx.db, session.staff.shopId, req.params.id, { pii: true });
  const base = `/console/orders/${order.id}`;
  const cancellable = staffActions(order).cancel;
  return sendPage(
    req,
    reply,
    t.cancelTitle(order.number),
    html`<dl><dt>${t.status}</dt><dd>${word(req, 'order', order.status)}</dd><dt>${t.payment}</dt><dd>${word(req, 'payment', order.payment_method)}</dd><dt>${t.purchaser}</dt><dd>${fullName(order.purchaser ?? {})}</dd><dt>${t.total}</dt><dd>${yen(order.total.amount)}</dd></dl>
${
  cancellable
    ? html`<ul><li>${t.cancelStock}</li><li>${order.status === 'paid' ? t.cancelPaid : t.cancelUnpaid}</li><li><strong>${t.cancelFinal}</strong></li></ul>
<form method="post" action="${base}/cancel" class="stack">${csrfField(session)}<label>${t.cancelReason}<textarea name="reason" required maxlength="${MAX_REASON}" rows="3"></textarea></label><div><button type="submit" class="danger">${t.confirmCancel(order.number)}</button></div></form>`
    : notice('error', t.notCancellable)
}
<p><a href="${base}">${t.keep}</a></p>`,
    cancellable ? 200 : 409,
  );
}

/** Reads the new status a form chose; anything else never reaches the service. */
function shippingStatusField(body: unknown): ShippingStatus {
  const to = field(body, 'to');
  if (!(SHIPPING_STATUSES as readonly string[]).includes(to)) throw new FormInputError('field_to');
  return to as ShippingStatus;
}

/** Tracking numbers as staff type them: full-width characters (common in Japanese input) made half-width, ends trimmed. */
const trackingNumberField = (body: unknown) => field(body, 'tracking_number').normalize('NFKC').trim();

type OrderRequest<P = object> = FastifyRequest<{ Params: { id: string } & P }>;

/** One order page and its actions, each a POST with the session's CSRF token, answered with a redirect (303) and a fixed message. */
export function registerOrderPages(app: FastifyInstance, ctx: AppContext): void {
  const payments = new ShopPaymentRouter(ctx);
  registerOrderReceiptPage(app);

  /**
   * Runs a staff operation on the order; success goes back to the order with its message, a refusal
   * (the form's input or the service's rules) is shown on the order's page with its status. An
   * order that is not the shop's is the console's 404 page.
   */
  async function act(
    req: OrderRequest,
    reply: FastifyReply,
    done: Done,
    operation: (shopId: string, by: OrderActor) => Promise<unknown>,
  ) {
    const t = text(req);
    const { shopId, staffId } = req.console!.staff;
    try {
      await operation(shopId, { type: 'staff', staffId });
    } catch (err) {
      if (err instanceof FormInputError) {
        const key = err.message as 'field_to' | 'nothingChanged';
        const what = key === 'nothingChanged' ? t.nothingChanged : t.refused_invalid_request(t[key]);
        return orderPage(ctx, req, reply, { kind: 'error', text: what }, 400);
      }
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      return orderPage(ctx, req, reply, { kind: 'error', text: refusalText(t, err) }, err.status);
    }
    return reply.redirect(`/console/orders/${encodeURIComponent(req.params.id)}?done=${done}`, 303);
  }

  app.get<{ Params: { id: string } }>('/console/orders/:id', { schema: { hide: true } }, async (req, reply) => {
    const done = queryValue(req, 'done');
    const message: Message = (DONE as readonly string[]).includes(done)
      ? { kind: 'ok', text: text(req)[`done_${done}` as `done_${Done}`] }
      : null;
    return orderPage(ctx, req, reply, message);
  });

  app.post<{ Params: { id: string } }>('/console/orders/:id/payment', { schema: { hide: true } }, (req, reply) =>
    act(req, reply, 'payment', (shopId, by) =>
      req.unit.transaction((tx) => recordPayment(tx, shopId, req.params.id, by)),
    ),
  );

  app.get<{ Params: { id: string } }>('/console/orders/:id/cancel', { schema: { hide: true } }, (req, reply) =>
    cancelPage(ctx, req, reply),
  );

  app.post<{ Params: { id: string } }>('/console/orders/:id/cancel', { schema: { hide: true } }, (req, reply) =>
    act(req, reply, 'cancel', (shopId, by) =>
      cancelAsStaff(ctx.database, payments, shopId, req.params.id, by, field(req.body, 'reason')),
    ),
  );

  app.post<{ Params: { id: string; shippingId: string } }>(
    '/console/orders/:id/shippings/:shippingId/status',
    { schema: { hide: true } },
    (req, reply) =>
      act(req, reply, 'move', async (shopId, by) =>
        req.unit.transaction((tx) =>
          moveShippingAsStaff(tx, shopId, req.params.id, req.params.shippingId, shippingStatusField(req.body), by),
        ),
      ),
  );

  app.post<{ Params: { id: string } }>('/console/orders/:id/trackings', { schema: { hide: true } }, (req, reply) =>
    act(req, reply, 'tracking', (shopId, by) =>
      req.unit.transaction((tx) =>
        registerTrackingAsStaff(
          tx,
          shopId,
          req.params.id,
          {
            order_shipping_id: field(req.body, 'order_shipping_id'),
            carrier_id: field(req.body, 'carrier_id'),
            tracking_number: trackingNumberField(req.body),
          },
          by,
        ),
      ),
    ),
  );

  app.post<{ Params: { id: string; trackingId: string } }>(
    '/console/orders/:id/trackings/:trackingId',
    { schema: { hide: true } },
    (req, reply) =>
      act(req, reply, 'corrected', async (shopId, by) => {
        const order = await getOrder(ctx.db, shopId, req.params.id, { pii: false });
        const current = order.shippings
          .flatMap((s) => s.trackings)
          .find((x) => x.tracking_id === req.params.trackingId);
        const carrierId = field(req.body, 'carrier_id');
        const trackingNumber = trackingNumberField(req.body);
        // Only what the form changed, so the order's history records a real correction.
        const patch = {
          ...(carrierId !== current?.carrier_id ? { carrier_id: carrierId } : {}),
          ...(trackingNumber !== current?.tracking_number ? { tracking_number: trackingNumber } : {}),
        };
        if (current && Object.keys(patch).length === 0) throw new FormInputError('nothingChanged');
        return req.unit.transaction((tx) =>
          correctTrackingAsStaff(tx, shopId, req.params.id, req.params.trackingId, patch, by),
        );
      }),
  );
}
