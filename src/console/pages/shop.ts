import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import {
  lineLoginSettings,
  shopLineChannel,
  shopProfiles,
  shopStorefrontUrls,
  shopStripeSettings,
  ShopInputError,
  type ShopFields,
  type ShopProfile,
} from '../../shop/service.ts';
import { shopInvoiceProfile } from '../../shop/invoice.ts';
import { html, jst } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { csrfField, field, fieldValues, notice, sendPage } from '../../web/layout.ts';
import { updateShopAsStaff } from '../service.ts';
import { deliverySection, deliverySettingsForPage, registerDeliverySettingsForm } from './shop-delivery.ts';

const text = texts({
  en: {
    title: 'Shop profile',
    shopId: 'Shop id',
    created: 'Created',
    edit: 'Edit',
    name: 'Name',
    url: 'URL',
    contactEmail: 'Contact e-mail',
    storefrontUrl: 'Storefront URL (where inflow links lead, such as the LIFF URL)',
    storefrontHint: 'Inflow links send shoppers here with ir=CODE added; until it is set they lead nowhere.',
    save: 'Save',
    saved: 'Saved.',
    lineLogin: 'LINE Login',
    lineHint:
      "Shoppers sign in with this LINE Login channel (LINE Developers console, the channel's Basic settings). The secret is stored sealed and never shown again.",
    channelId: 'Channel ID',
    channelSecret: 'Channel secret',
    secretSet: 'Set (leave empty to keep it)',
    secretNotSet: 'Not set',
    lineOff: 'Turn LINE Login off (removes the channel ID and secret)',
    saveLine: 'Save LINE Login',
    ownerOnly: 'Only an owner can change the storefront URL, LINE Login and payment settings.',
    notSetValue: '(not set)',
    isSet: 'Set',
    payments: 'Payments (Stripe)',
    paymentsHint:
      'Set by the operator (tenpo shops update --stripe-…). Without a secret key, payments go through the simulated processor.',
    stripeSecretKey: 'Secret key',
    stripePublishableKey: 'Publishable key',
    stripeWebhookSecret: 'Webhook signing secret',
    sender: 'Sender for label files (ご依頼主)',
    invoice: 'Qualified invoices',
    invoiceHint:
      'The registration number (T and 13 digits) printed on receipts as the issuer’s, checked with its check digit. Leave it empty to remove it.',
    registrationNumber: 'Registration number',
    saveInvoice: 'Save registration number',
  },
  ja: {
    title: 'ショップ情報',
    shopId: 'ショップ ID',
    created: '作成日時',
    edit: '編集',
    name: 'ショップ名',
    url: 'URL',
    contactEmail: '問い合わせ先メールアドレス',
    storefrontUrl: 'ストアフロント URL（流入経路リンクの行き先。LIFF URL など）',
    storefrontHint:
      '流入経路リンクを開いた人は、ir=コード を付けたこの URL に移動します。未設定の間はリンク先がありません。',
    save: '保存',
    saved: '保存しました。',
    lineLogin: 'LINE ログイン',
    lineHint:
      'お客様はこの LINE ログインチャネルでサインインします（LINE Developers コンソールのチャネル基本設定）。チャネルシークレットは暗号化して保存し、二度と表示しません。',
    channelId: 'チャネル ID',
    channelSecret: 'チャネルシークレット',
    secretSet: '設定済み（空欄のままなら変更しません）',
    secretNotSet: '未設定',
    lineOff: 'LINE ログインを無効にする（チャネル ID とシークレットを削除）',
    saveLine: 'LINE ログインを保存',
    ownerOnly: 'ストアフロント URL、LINE ログイン、決済の設定を変更できるのはオーナーだけです。',
    notSetValue: '（未設定）',
    isSet: '設定済み',
    payments: '決済（Stripe）',
    paymentsHint:
      '運用者が設定します（tenpo shops update --stripe-…）。シークレットキーがない間は、決済はシミュレーションで処理されます。',
    stripeSecretKey: 'シークレットキー',
    stripePublishableKey: '公開可能キー',
    stripeWebhookSecret: 'Webhook 署名シークレット',
    sender: '送り状のご依頼主',
    invoice: '適格請求書（インボイス）',
    invoiceHint:
      '領収書に発行者として印字する登録番号（T と 13 桁の数字）です。チェックデジットを確認します。空欄にすると削除します。',
    registrationNumber: '登録番号',
    saveInvoice: '登録番号を保存',
  },
});

type ShopSettings = ShopProfile & {
  storefront_url: string;
  invoice_registration_number: string | null;
  line: ReturnType<typeof lineLoginSettings>;
  stripe: NonNullable<Awaited<ReturnType<typeof shopStripeSettings>>>;
  delivery: Awaited<ReturnType<typeof deliverySettingsForPage>>;
};

/** Owners edit every setting; staff edit the profile and see the rest read-only (a secret only as set or not). */
function shopPage(
  req: FastifyRequest,
  reply: FastifyReply,
  shop: ShopSettings,
  message: { kind: 'ok' | 'error'; text: string } | null,
  status = 200,
  deliveryTyped?: Record<string, string>,
) {
  const t = text(req);
  const owner = req.console!.staff.role === 'owner';
  const shown = (value: string | null) => (value ? html`<code>${value}</code>` : t.notSetValue);
  const secret = (set: boolean) => (set ? t.isSet : t.secretNotSet);
  return sendPage(
    req,
    reply,
    t.title,
    html`${notice(message?.kind ?? 'ok', message?.text)}
<dl><dt>${t.shopId}</dt><dd><code>${shop.id}</code></dd><dt>${t.created}</dt><dd>${jst(shop.created_at)}</dd></dl>
<h2>${t.edit}</h2>
<form method="post" action="/console/shop" class="stack">${csrfField(req.console!)}
<label>${t.name} <input type="text" name="name" value="${shop.name}" required maxlength="100"></label>
<label>${t.url} <input type="url" name="url" value="${shop.url}"></label>
<label>${t.contactEmail} <input type="email" name="contact_email" value="${shop.contact_email}"></label>
${
  owner
    ? html`<label>${t.storefrontUrl} <input type="url" name="storefront_url" value="${shop.storefront_url}" maxlength="2000" aria-describedby="storefront-hint"></label>
<p id="storefront-hint" class="muted">${t.storefrontHint}</p>`
    : ''
}<button type="submit">${t.save}</button>
</form>
${owner ? '' : html`<p class="muted">${t.ownerOnly}</p><dl><dt>${t.storefrontUrl}</dt><dd>${shown(shop.storefront_url)}</dd></dl>`}
<p><a href="/console/shop/sender">${t.sender}</a></p>
<h2>${t.lineLogin}</h2>
<p class="muted">${t.lineHint}</p>
${
  owner
    ? html`<form method="post" action="/console/shop/line-login" class="stack">${csrfField(req.console!)}
<label>${t.channelId} <input type="text" name="line_channel_id" value="${shop.line.line_channel_id}" inputmode="numeric" pattern="[0-9]*" maxlength="20"></label>
<label>${t.channelSecret} <input type="password" name="line_channel_secret" value="" autocomplete="off" placeholder="${shop.line.line_channel_secret_set ? t.secretSet : t.secretNotSet}"></label>
<label class="check"><input type="checkbox" name="clear" value="1"> <span>${t.lineOff}</span></label>
<button type="submit">${t.saveLine}</button>
</form>`
    : html`<dl><dt>${t.channelId}</dt><dd>${shown(shop.line.line_channel_id)}</dd><dt>${t.channelSecret}</dt><dd>${secret(shop.line.line_channel_secret_set)}</dd></dl>`
}
<h2>${t.payments}</h2>
<p class="muted">${t.paymentsHint}</p>
<dl><dt>${t.stripePublishableKey}</dt><dd>${shown(shop.stripe.publishable_key)}</dd>
<dt>${t.stripeSecretKey}</dt><dd>${secret(shop.stripe.secret_key !== null)}</dd>
<dt>${t.stripeWebhookSecret}</dt><dd>${secret(shop.stripe.webhook_secret !== null)}</dd></dl>
<h2>${t.invoice}</h2>
<p class="muted">${t.invoiceHint}</p>
${
  owner
    ? html`<form method="post" action="/console/shop/invoice" class="stack">${csrfField(req.console!)}
<label>${t.registrationNumber} <input type="text" name="invoice_registration_number" value="${shop.invoice_registration_number ?? ''}" pattern="T[0-9]{13}" maxlength="14" placeholder="T1234567890123" autocomplete="off" spellcheck="false"></label>
<button type="submit">${t.saveInvoice}</button>
</form>`
    : html`<dl><dt>${t.registrationNumber}</dt><dd>${shown(shop.invoice_registration_number)}</dd></dl>`
}
${deliverySection(req, shop.delivery, deliveryTyped)}`,
    status,
  );
}

export function registerShopPages(app: FastifyInstance, ctx: AppContext): void {
  const getShopProfile = shopProfiles(ctx.db);
  const getStorefrontUrl = shopStorefrontUrls(ctx.db);
  const settingsOf = async (shopId: string): Promise<ShopSettings> => ({
    ...(await getShopProfile(shopId))!,
    storefront_url: (await getStorefrontUrl(shopId)) ?? '',
    ...(await shopInvoiceProfile(ctx.db, shopId)),
    line: lineLoginSettings((await shopLineChannel(ctx.db, shopId))!),
    stripe: (await shopStripeSettings(ctx.db, shopId))!,
    delivery: await deliverySettingsForPage(ctx, shopId),
  });
  registerDeliverySettingsForm(app, ctx, async (req, reply, message, status, typed) =>
    shopPage(req, reply, await settingsOf(req.console!.staff.shopId), message, status, typed),
  );

  /** Saves the fields through the role check (a staff member changing an owner's setting is 403) and shows the page again. */
  const save = async (req: FastifyRequest, reply: FastifyReply, fields: ShopFields) => {
    const staff = req.console!.staff;
    try {
      await req.unit.transaction((tx) => updateShopAsStaff(tx, ctx.secrets, staff, fields));
    } catch (err) {
      if (!(err instanceof ShopInputError)) throw err;
      // The form shows what was typed, except the LINE secret (the page never holds it).
      const { line_channel_secret: _secret, ...typed } = fields;
      const shown = { ...(await settingsOf(staff.shopId)), ...typed };
      return shopPage(req, reply, shown, { kind: 'error', text: err.message }, 400);
    }
    return shopPage(req, reply, await settingsOf(staff.shopId), { kind: 'ok', text: text(req).saved });
  };

  app.get('/console/shop', { schema: { hide: true } }, async (req, reply) =>
    shopPage(req, reply, await settingsOf(req.console!.staff.shopId), null),
  );

  app.post('/console/shop', { schema: { hide: true } }, async (req, reply) =>
    save(req, reply, {
      name: field(req.body, 'name'),
      url: field(req.body, 'url'),
      contact_email: field(req.body, 'contact_email'),
      // Only owners' form has it: a form without it leaves the storefront URL as it is.
      ...(fieldValues(req.body, 'storefront_url').length
        ? { storefront_url: field(req.body, 'storefront_url').trim() }
        : {}),
    }),
  );

  app.post('/console/shop/invoice', { schema: { hide: true } }, async (req, reply) => {
    const value = field(req.body, 'invoice_registration_number').trim();
    return save(req, reply, { invoice_registration_number: value === '' ? null : value });
  });

  app.post('/console/shop/line-login', { schema: { hide: true } }, async (req, reply) => {
    const secret = field(req.body, 'line_channel_secret');
    return save(
      req,
      reply,
      field(req.body, 'clear') === '1'
        ? { line_channel_id: '', line_channel_secret: '' }
        : // An empty secret field keeps the stored secret (the page never holds it).
          {
            line_channel_id: field(req.body, 'line_channel_id').trim(),
            ...(secret ? { line_channel_secret: secret } : {}),
          },
    );
  });
}
