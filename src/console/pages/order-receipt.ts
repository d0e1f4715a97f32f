import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiptPage, RECEIPT_HEADERS } from '../../orders/receipt-page.ts';
import { DEFAULT_RECEIPT_NOTE, issueReceipt, MAX_ADDRESSEE_LENGTH, MAX_NOTE_LENGTH } from '../../orders/receipts.ts';
import type { OrderDetail } from '../../orders/schemas.ts';
import { html, type Html } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { csrfField, field, notice, sendPage, type ConsoleSession } from '../../web/layout.ts';

/** The receipt (領収書) from the order's page: staff issue it for the shopper, for example to mail it with the parcel. */

const text = texts({
  en: {
    receipt: 'Receipt (領収書)',
    receiptHint: (n: number) =>
      n === 0
        ? 'Opens the receipt in a new tab, ready to print on A4. Every issue after the first is marked 再発行.'
        : `Issued ${n} time${n === 1 ? '' : 's'} so far (by the shopper or staff): the next one is marked 再発行.`,
    notYet: 'A receipt is issued once the order is paid.',
    addressee: 'Addressee (宛名; empty leaves it blank)',
    note: 'Note (但し書き)',
    issue: 'Issue the receipt',
    badInput: (max: number) => `The addressee and the note take at most ${max} characters on one line.`,
  },
  ja: {
    receipt: '領収書',
    receiptHint: (n: number) =>
      n === 0
        ? '新しいタブで領収書を開きます。A4 で印刷できます。2 回目以降の発行には「再発行」と印字されます。'
        : `これまでに ${n} 回発行されています（お客様・スタッフの合計）。次の発行には「再発行」と印字されます。`,
    notYet: '領収書は入金後に発行できます。',
    addressee: '宛名（空欄なら空白のまま印字）',
    note: '但し書き',
    issue: '領収書を発行',
    badInput: (max: number) => `宛名と但し書きは 1 行、${max} 文字までです。`,
  },
});

/** The order page's receipt section: a form that opens the receipt in a new tab (a POST: issuing is counted). */
export function receiptSection(req: FastifyRequest, session: ConsoleSession, order: OrderDetail): Html {
  const t = text(req);
  if (order.status !== 'paid' && order.status !== 'fulfilled')
    return html`<h2>${t.receipt}</h2><p class="muted">${t.notYet}</p>`;
  return html`<h2>${t.receipt}</h2><p class="muted">${t.receiptHint(order.receipts_issued)}</p>
<form method="post" action="/console/orders/${order.id}/receipt" target="_blank" class="stack">${csrfField(session)}
<label>${t.addressee} <input type="text" name="addressee" value="" maxlength="${MAX_ADDRESSEE_LENGTH}" autocomplete="off"></label>
<label>${t.note} <input type="text" name="note" value="${DEFAULT_RECEIPT_NOTE}" maxlength="${MAX_NOTE_LENGTH}" autocomplete="off"></label>
<div><button type="submit">${t.issue}</button></div></form>`;
}

/** One line of at most `max` characters, without control characters. */
const CONTROL = /\p{Cc}/u;
const oneLine = (value: string, max: number) => value.length <= max && !CONTROL.test(value);

export function registerOrderReceiptPage(app: FastifyInstance): void {
  app.post<{ Params: { id: string } }>(
    '/console/orders/:id/receipt',
    { schema: { hide: true } },
    async (req, reply) => {
      const addressee = field(req.body, 'addressee');
      const note = field(req.body, 'note');
      if (!oneLine(addressee, MAX_ADDRESSEE_LENGTH) || !oneLine(note, MAX_NOTE_LENGTH)) {
        const t = text(req);
        return sendPage(req, reply, t.receipt, notice('error', t.badInput(MAX_ADDRESSEE_LENGTH)), 400);
      }
      const { shopId, staffId } = req.console!.staff;
      const doc = await req.unit.transaction((tx) =>
        issueReceipt(tx, { shopId, orderId: req.params.id, addressee, note, by: { staff: staffId } }),
      );
      return reply.headers(RECEIPT_HEADERS).type('text/html; charset=utf-8').send(receiptPage(doc));
    },
  );
}
