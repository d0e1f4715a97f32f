import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ShopInputError } from '../../shop/service.ts';
import { saveShopSender, SENDER_FIELDS, shopSender, type ShopSender } from '../../shop/sender.ts';
import { html } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { csrfField, field, notice, sendPage } from '../../web/layout.ts';

/** The shop as the sender (ご依頼主) of its parcels: what carriers' label files print (src/shop/sender.ts). */

const text = texts({
  en: {
    title: 'Sender for label files',
    hint: "Carriers' label files (Yamato B2 Cloud) print the shop as the sender (ご依頼主) on every label: its name, phone, postal code and address. Without them a label file cannot be made. Empty every field to remove the sender.",
    name: 'Sender name',
    phone: 'Phone',
    postal_code: 'Postal code',
    address: 'Address',
    save: 'Save',
    saved: 'Saved.',
    removed: 'Removed: label files cannot be made until a sender is set.',
    notSet: 'No sender yet: label files cannot be made.',
    back: 'Shop profile',
  },
  ja: {
    title: '送り状のご依頼主',
    hint: '送り状データ（ヤマト B2クラウド）は、ショップをご依頼主として全ての送り状に印字します（名前、電話番号、郵便番号、住所）。未設定の間は送り状データを作れません。全ての欄を空にするとご依頼主を削除します。',
    name: 'ご依頼主名',
    phone: '電話番号',
    postal_code: '郵便番号',
    address: '住所',
    save: '保存',
    saved: '保存しました。',
    removed: '削除しました。ご依頼主を設定するまで送り状データは作れません。',
    notSet: 'ご依頼主が未設定です。送り状データを作れません。',
    back: 'ショップ情報',
  },
});

const EMPTY: ShopSender = { name: '', phone: '', postal_code: '', address: '' };

function senderPage(
  req: FastifyRequest,
  reply: FastifyReply,
  sender: ShopSender | null,
  message: { kind: 'ok' | 'error'; text: string } | null,
  status = 200,
) {
  const t = text(req);
  const shown = sender ?? EMPTY;
  const inputs = {
    name: html`<input type="text" name="name" value="${shown.name}" maxlength="100" autocomplete="organization">`,
    phone: html`<input type="tel" name="phone" value="${shown.phone}" maxlength="20" inputmode="tel" autocomplete="tel">`,
    postal_code: html`<input type="text" name="postal_code" value="${shown.postal_code}" maxlength="10" inputmode="numeric" autocomplete="postal-code">`,
    address: html`<input type="text" name="address" value="${shown.address}" maxlength="200" autocomplete="street-address">`,
  };
  return sendPage(
    req,
    reply,
    t.title,
    html`${notice(message?.kind ?? 'ok', message?.text ?? (sender ? null : t.notSet))}
<p class="muted">${t.hint}</p>
<form method="post" action="/console/shop/sender" class="stack">${csrfField(req.console!)}
${SENDER_FIELDS.map((f) => html`<label>${t[f]} ${inputs[f]}</label>`)}
<button type="submit">${t.save}</button>
</form>
<p><a href="/console/shop">${t.back}</a></p>`,
    status,
  );
}

export function registerShopSenderPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/shop/sender', { schema: { hide: true } }, async (req, reply) =>
    senderPage(req, reply, await shopSender(ctx.db, req.console!.staff.shopId), null),
  );

  app.post('/console/shop/sender', { schema: { hide: true } }, async (req, reply) => {
    const typed = Object.fromEntries(SENDER_FIELDS.map((f) => [f, field(req.body, f)])) as unknown as ShopSender;
    try {
      const saved = await req.unit.transaction((tx) => saveShopSender(tx, req.console!.staff.shopId, typed));
      const t = text(req);
      return senderPage(req, reply, saved, { kind: 'ok', text: saved ? t.saved : t.removed });
    } catch (err) {
      if (!(err instanceof ShopInputError)) throw err;
      return senderPage(req, reply, typed, { kind: 'error', text: err.message }, 400);
    }
  });
}
