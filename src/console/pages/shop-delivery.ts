import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { PREFECTURES } from '../../lib/prefectures.ts';
import { shopDeliverySettings, updateDeliverySettings, type DeliverySettings } from '../../shop/delivery.ts';
import { ShopInputError } from '../../shop/service.ts';
import { html, type Html } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { csrfField, field } from '../../web/layout.ts';
import { OwnerOnlyError } from '../service.ts';

// The shop page's delivery settings (DECISIONS §8): owners edit them here, other staff read them.

const text = texts({
  en: {
    title: 'Delivery dates and gift wrapping',
    hint: 'What checkout offers shoppers: dates from today (Japan time) plus the lead days up to the days ahead, closed dates left out, and these time slots.',
    timeSlots: 'Time slots: one a line, the code then the label (Yamato: 0812 午前中, 1416 14時〜16時, …)',
    leadDays: 'Lead days (from the order to the first date)',
    cutoff: 'Cutoff (Japan time; orders from then count from the next day; empty: none)',
    closedDates: 'Closed dates (YYYY-MM-DD, one a line)',
    maxDaysAhead: 'Days ahead (the last date offered is today plus this)',
    byPrefecture: 'Lead days by prefecture: one a line, the prefecture then the days (沖縄県 4)',
    giftWrapping: 'Offer gift wrapping and noshi at checkout',
    save: 'Save delivery settings',
    saved: 'Delivery settings saved.',
    yes: 'Offered',
    no: 'Not offered',
    none: 'None',
  },
  ja: {
    title: 'お届け日時・ギフト包装',
    hint: 'チェックアウトでお客様に示す内容です。お届け日は今日（日本時間）からリードタイム後以降、指定可能日数までで、休業日を除きます。時間帯は下記のとおりです。',
    timeSlots: '配達時間帯：1 行に 1 つ、コードと表示名（ヤマト：0812 午前中、1416 14時〜16時 …）',
    leadDays: 'リードタイム（注文から最短お届け日までの日数）',
    cutoff: '締め時刻（日本時間。この時刻以降の注文は翌日扱い。空欄なら締めなし）',
    closedDates: '休業日（YYYY-MM-DD、1 行に 1 日）',
    maxDaysAhead: '指定可能日数（今日からこの日数後まで）',
    byPrefecture: '都道府県別リードタイム：1 行に 1 つ、都道府県名と日数（沖縄県 4）',
    giftWrapping: 'チェックアウトでギフト包装・のしを受け付ける',
    save: 'お届け設定を保存',
    saved: 'お届け設定を保存しました。',
    yes: '受け付ける',
    no: '受け付けない',
    none: 'なし',
  },
});

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A whole number typed in the form, or the text itself (the settings' check names what is wrong). */
const wholeNumber = (value: string): unknown => (/^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value);

/** The form's fields as the settings' JSON shape. */
function deliveryInputOfForm(body: unknown): Record<string, unknown> {
  const pairs = (name: string) =>
    lines(field(body, name)).map((l) => {
      const [key = '', ...rest] = l.split(/\s+/);
      return [key, rest.join(' ')] as const;
    });
  return {
    time_slots: pairs('time_slots').map(([code, label]) => ({ code, label })),
    lead_days: wholeNumber(field(body, 'lead_days')),
    cutoff: field(body, 'cutoff').trim() || null,
    closed_dates: lines(field(body, 'closed_dates')),
    max_days_ahead: wholeNumber(field(body, 'max_days_ahead')),
    lead_days_by_prefecture: Object.fromEntries(pairs('lead_days_by_prefecture').map(([p, d]) => [p, wholeNumber(d)])),
    gift_wrapping: field(body, 'gift_wrapping') === '1',
  };
}

/** The section of the shop page: a form for owners, the settings read-only for other staff. */
export function deliverySection(req: FastifyRequest, s: DeliverySettings, typed?: Record<string, string>): Html {
  const t = text(req);
  const slots = s.time_slots.map((x) => `${x.code} ${x.label}`).join('\n');
  const byPrefecture = PREFECTURES.filter((p) => s.lead_days_by_prefecture[p] !== undefined)
    .map((p) => `${p} ${s.lead_days_by_prefecture[p]}`)
    .join('\n');
  const v = (name: string, stored: string) => typed?.[name] ?? stored;
  if (req.console!.staff.role !== 'owner')
    return html`<h2 id="delivery">${t.title}</h2><p class="muted">${t.hint}</p>
<dl><dt>${t.timeSlots}</dt><dd>${s.time_slots.map((x) => html`<div><code>${x.code}</code> ${x.label}</div>`)}</dd>
<dt>${t.leadDays}</dt><dd>${s.lead_days}</dd><dt>${t.cutoff}</dt><dd>${s.cutoff ?? t.none}</dd>
<dt>${t.closedDates}</dt><dd>${s.closed_dates.join(', ') || t.none}</dd><dt>${t.maxDaysAhead}</dt><dd>${s.max_days_ahead}</dd>
<dt>${t.byPrefecture}</dt><dd>${byPrefecture || t.none}</dd><dt>${t.giftWrapping}</dt><dd>${s.gift_wrapping ? t.yes : t.no}</dd></dl>`;
  return html`<h2 id="delivery">${t.title}</h2><p class="muted">${t.hint}</p>
<form method="post" action="/console/shop/delivery" class="stack">${csrfField(req.console!)}
<label>${t.timeSlots} <textarea name="time_slots" rows="5">${v('time_slots', slots)}</textarea></label>
<label>${t.leadDays} <input type="number" name="lead_days" min="0" max="365" value="${v('lead_days', String(s.lead_days))}" required></label>
<label>${t.cutoff} <input type="time" name="cutoff" value="${v('cutoff', s.cutoff ?? '')}"></label>
<label>${t.closedDates} <textarea name="closed_dates" rows="3">${v('closed_dates', s.closed_dates.join('\n'))}</textarea></label>
<label>${t.maxDaysAhead} <input type="number" name="max_days_ahead" min="1" max="365" value="${v('max_days_ahead', String(s.max_days_ahead))}" required></label>
<label>${t.byPrefecture} <textarea name="lead_days_by_prefecture" rows="3">${v('lead_days_by_prefecture', byPrefecture)}</textarea></label>
<label class="check"><input type="checkbox" name="gift_wrapping" value="1"${(typed ? typed.gift_wrapping === '1' : s.gift_wrapping) ? html` checked` : ''}> <span>${t.giftWrapping}</span></label>
<button type="submit">${t.save}</button>
</form>`;
}

/**
 * POST /console/shop/delivery (owners): saves the settings and shows the shop page again, with the
 * refusal's reason and what was typed when they are refused. `page` renders the shop page.
 */
export function registerDeliverySettingsForm(
  app: FastifyInstance,
  ctx: AppContext,
  page: (
    req: FastifyRequest,
    reply: FastifyReply,
    message: { kind: 'ok' | 'error'; text: string },
    status: number,
    typed?: Record<string, string>,
  ) => Promise<FastifyReply>,
): void {
  app.post('/console/shop/delivery', { schema: { hide: true } }, async (req, reply) => {
    const staff = req.console!.staff;
    if (staff.role !== 'owner') throw new OwnerOnlyError('Only an owner can change the delivery settings');
    try {
      await req.unit.transaction((tx) => updateDeliverySettings(tx, staff.shopId, deliveryInputOfForm(req.body)));
    } catch (err) {
      if (!(err instanceof ShopInputError)) throw err;
      const names = [
        'time_slots',
        'lead_days',
        'cutoff',
        'closed_dates',
        'max_days_ahead',
        'lead_days_by_prefecture',
        'gift_wrapping',
      ];
      const typed = Object.fromEntries(names.map((n) => [n, field(req.body, n)]));
      return page(req, reply, { kind: 'error', text: err.message }, 400, typed);
    }
    return page(req, reply, { kind: 'ok', text: text(req).saved }, 200);
  });
}

/** The settings the shop page shows. */
export async function deliverySettingsForPage(ctx: AppContext, shopId: string): Promise<DeliverySettings> {
  return (await shopDeliverySettings(ctx.db, shopId))!;
}
