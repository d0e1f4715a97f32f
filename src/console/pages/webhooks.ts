import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  deleteEndpoint,
  endpointHalt,
  listDeliveries,
  retryDelivery,
  setEnabledAsStaff,
  shopEndpoint,
  shopEndpoints,
  type EndpointAccessRow,
} from '../../webhooks/service.ts';
import { replayPeriod, resendFrom, sendTestEvent } from '../../webhooks/redelivery.ts';
import { html, jst } from '../../web/html.ts';
import { texts, word } from '../../web/i18n.ts';
import {
  cardTable,
  CONSOLE_PAGE_SIZE,
  csrfField,
  field,
  notice,
  offsetOf,
  pager,
  queryValue,
  sendPage,
} from '../../web/layout.ts';

const text = texts({
  en: {
    title: 'Webhooks',
    table: 'Webhook endpoints of this shop',
    none: 'No webhook endpoints yet. Apps register them through the API.',
    flagged: (n: number) => `${n} endpoint(s) listed here were disabled after failing for 3 days.`,
    endpoint: 'Endpoint',
    endpointTitle: (id: string) => `Webhook endpoint ${id}`,
    url: 'URL',
    client: 'Client',
    topics: 'Topics',
    state: 'State',
    description: 'Description',
    created: 'Created',
    deliveries: 'Deliveries',
    event: 'Event',
    type: 'Type',
    status: 'Status',
    attempts: 'Attempts',
    nextAttempt: 'Next attempt',
    actions: 'Actions',
    noAnswer: 'no answer',
    retry: 'Retry',
    resend: 'Resend from this event',
    gone: 'disabled: the receiver answered 410 Gone',
    failing: 'disabled: every delivery failed for 3 days — tell the integrator',
    access_revoked: "disabled: the app's access was revoked",
    client_disabled: 'disabled: the app (its client) is disabled',
    secret_replaced: "disabled: the app's client secret that set it up was replaced and its grace has ended",
    staff: 'disabled by staff',
    by_client: 'disabled by the client',
    failingSince: (at: string) => `failing since ${at}`,
    enabled: 'enabled',
    disable: 'Disable',
    enable: 'Enable',
    delete: 'Delete endpoint',
    endpointActions: 'Deliveries to a disabled endpoint wait unsent; deleting it removes it with its deliveries.',
    disabledNow: 'The endpoint is disabled: nothing more is sent to it until staff enable it again.',
    enabledNow: 'The endpoint is enabled.',
    deleted: 'The endpoint and its deliveries were deleted.',
    retried: 'The delivery will be sent again.',
    resent: (n: number) => `${n} event(s) will be sent again, from this one on.`,
    test: 'Send a test event',
    tested: (status: string, ms: number) => `The receiver answered the test event: ${status} in ${ms} ms.`,
    replay: 'Replay the events of these days (JST)',
    replayFrom: 'From',
    replayTo: 'Until (inclusive)',
    replayed: (n: number) => `${n} event(s) of the period will be sent again.`,
  },
  ja: {
    title: 'Webhook',
    table: 'このショップの Webhook エンドポイント',
    none: 'Webhook エンドポイントはまだありません。アプリが API で登録します。',
    flagged: (n: number) => `ここに表示したうち ${n} 件のエンドポイントは、3 日間失敗が続いたため無効になりました。`,
    endpoint: 'エンドポイント',
    endpointTitle: (id: string) => `Webhook エンドポイント ${id}`,
    url: 'URL',
    client: 'クライアント',
    topics: 'トピック',
    state: '状態',
    description: '説明',
    created: '作成日時',
    deliveries: '配信',
    event: 'イベント',
    type: '種類',
    status: '状態',
    attempts: '試行',
    nextAttempt: '次回の試行',
    actions: '操作',
    noAnswer: '応答なし',
    retry: '再送',
    resend: 'このイベントから再送',
    gone: '無効：受信側が 410 Gone を返しました',
    failing: '無効：3 日間すべての配信が失敗しました。連携先に連絡してください',
    access_revoked: '無効：アプリのアクセスが取り消されました',
    client_disabled: '無効：アプリ（クライアント）が無効です',
    secret_replaced: '無効：設定に使われたアプリのクライアントシークレットが変更され、猶予期間が終わりました',
    staff: 'スタッフが無効化',
    by_client: 'クライアントが無効化',
    failingSince: (at: string) => `${at} から失敗中`,
    enabled: '有効',
    disable: '無効にする',
    enable: '有効にする',
    delete: 'エンドポイントを削除',
    endpointActions: '無効なエンドポイントへの配信は送信されずに待機します。削除すると配信ごと削除されます。',
    disabledNow: 'エンドポイントを無効にしました。スタッフが再び有効にするまで何も送信されません。',
    enabledNow: 'エンドポイントを有効にしました。',
    deleted: 'エンドポイントとその配信を削除しました。',
    retried: 'この配信をもう一度送信します。',
    resent: (n: number) => `このイベント以降の ${n} 件をもう一度送信します。`,
    test: 'テストイベントを送信',
    tested: (status: string, ms: number) => `テストイベントへの受信側の応答：${status}（${ms} ms）`,
    replay: 'この期間（JST）のイベントを再送',
    replayFrom: '開始日',
    replayTo: '終了日（この日を含む）',
    replayed: (n: number) => `期間内の ${n} 件をもう一度送信します。`,
  },
});

function state(t: ReturnType<typeof text>, e: EndpointAccessRow) {
  const halt = endpointHalt(e);
  if (halt === null)
    return e.failing_since
      ? html`<span class="pii">${t.failingSince(jst(e.failing_since))}</span>`
      : html`${t.enabled}`;
  return halt === 'by_client' ? html`${t.by_client}` : html`<strong class="pii">${t[halt]}</strong>`;
}

/** A client by its name, its id beside it in small type (what integrators quote). */
const clientName = (e: EndpointAccessRow) => html`${e.client_name} <code class="muted">${e.client_id}</code>`;

/** Webhook endpoints of the shop for staff: which fail or stopped and why, each endpoint's deliveries, retry one, resend from an event on, replay a period, send a test event, disable, enable or delete an endpoint. */
export function registerWebhooksPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/webhooks', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const offset = offsetOf(req);
    const endpoints = await shopEndpoints(ctx.db, req.console!.staff.shopId, { limit: CONSOLE_PAGE_SIZE, offset });
    const flagged = endpoints.filter((e) => e.disabled_reason === 'failing').length;
    return sendPage(
      req,
      reply,
      t.title,
      html`${notice('ok', queryValue(req, 'done') === 'deleted' ? t.deleted : undefined)}${notice('error', flagged ? t.flagged(flagged) : null)}
${endpoints.length === 0 && offset === 0 ? html`<p class="muted">${t.none}</p>` : ''}
${cardTable(
  t.table,
  [{ label: t.endpoint, key: true }, { label: t.url }, { label: t.client }, { label: t.topics }, { label: t.state }],
  endpoints.map((e) => [
    html`<a href="/console/webhooks/${e.id}"><code>${e.id}</code></a>`,
    html`${e.url}`,
    html`${clientName(e)}`,
    html`<span>${(JSON.parse(e.topics) as string[]).map((topic) => html`<code>${topic}</code> `)}</span>`,
    html`${state(t, e)}`,
  ]),
)}${pager(req, '/console/webhooks', offset, endpoints.length, CONSOLE_PAGE_SIZE)}`,
    );
  });

  async function endpointPage(
    req: import('fastify').FastifyRequest<{ Params: { id: string } }>,
    reply: import('fastify').FastifyReply,
    message: { ok?: string; error?: string } = {},
    status = 200,
  ) {
    const t = text(req);
    const shopId = req.console!.staff.shopId;
    const endpoint = await shopEndpoint(ctx.db, shopId, req.params.id);
    const offset = offsetOf(req);
    const page = await listDeliveries(ctx.db, { shopId, clientId: null }, endpoint.id, {
      limit: CONSOLE_PAGE_SIZE,
      offset,
    });
    const session = req.console!;
    return sendPage(
      req,
      reply,
      t.endpointTitle(endpoint.id),
      html`${notice('ok', message.ok)}${notice('error', message.error)}
<dl><dt>${t.url}</dt><dd>${endpoint.url}</dd><dt>${t.client}</dt><dd>${clientName(endpoint)}</dd><dt>${t.description}</dt><dd>${endpoint.description || '—'}</dd>
<dt>${t.state}</dt><dd>${state(t, endpoint)}</dd><dt>${t.created}</dt><dd>${jst(endpoint.created_at)}</dd></dl>
<p class="muted">${t.endpointActions}</p>
<form method="post" action="/console/webhooks/${endpoint.id}/${endpoint.enabled === 1 ? 'disable' : 'enable'}" class="inline">${csrfField(session)}<button type="submit" class="secondary">${endpoint.enabled === 1 ? t.disable : t.enable}</button></form>
<form method="post" action="/console/webhooks/${endpoint.id}/delete" class="inline">${csrfField(session)}<button type="submit" class="danger">${t.delete}</button></form>
<form method="post" action="/console/webhooks/${endpoint.id}/test" class="inline">${csrfField(session)}<button type="submit" class="secondary">${t.test}</button></form>
<form method="post" action="/console/webhooks/${endpoint.id}/replay">${csrfField(session)}<fieldset><legend>${t.replay}</legend>
<label>${t.replayFrom} <input type="date" name="from" required></label> <label>${t.replayTo} <input type="date" name="to" required></label> <button type="submit" class="secondary">${t.replay}</button></fieldset></form>
<h2>${t.deliveries}</h2>
${cardTable(
  t.deliveries,
  [
    { label: t.event, key: true },
    { label: t.type },
    { label: t.status },
    { label: t.attempts },
    { label: t.nextAttempt },
    { label: t.actions },
  ],
  page.data.map((d) => [
    html`<code>${d.event_id}</code>`,
    html`<code>${d.event_type}</code>`,
    html`${word(req, 'delivery', d.status)}`,
    html`<div>${d.attempts.map((a) => html`<div>${jst(a.attempted_at)} · ${a.status_code ?? t.noAnswer} · ${a.duration_ms} ms${a.error ? ` · ${a.error}` : ''}${a.response_excerpt ? html` · <code>${a.response_excerpt}</code>` : ''}</div>`)}</div>`,
    html`${d.next_attempt_at ? jst(d.next_attempt_at) : '—'}`,
    html`<div class="actions"><form method="post" action="/console/webhooks/${endpoint.id}/deliveries/${d.id}/retry" class="inline">${csrfField(session)}<button type="submit">${t.retry}</button></form>
<form method="post" action="/console/webhooks/${endpoint.id}/resend" class="inline">${csrfField(session)}<input type="hidden" name="event_id" value="${d.event_id}"><button type="submit" class="secondary">${t.resend}</button></form></div>`,
  ]),
)}${pager(req, `/console/webhooks/${endpoint.id}`, offset, page.data.length, CONSOLE_PAGE_SIZE)}`,
      status,
    );
  }

  // What a redirect after a form says; fixed texts, so a link cannot make the page say anything else.
  const done = (req: import('fastify').FastifyRequest) => {
    const t = text(req);
    const what = queryValue(req, 'done');
    if (what === 'retry') return t.retried;
    if (what === 'resend') return t.resent(Number(queryValue(req, 'n')) || 0);
    if (what === 'replay') return t.replayed(Number(queryValue(req, 'n')) || 0);
    if (what === 'disabled') return t.disabledNow;
    if (what === 'enabled') return t.enabledNow;
    return undefined;
  };
  app.get<{ Params: { id: string } }>('/console/webhooks/:id', { schema: { hide: true } }, (req, reply) =>
    endpointPage(req, reply, { ok: done(req) }),
  );

  app.post<{ Params: { id: string; deliveryId: string } }>(
    '/console/webhooks/:id/deliveries/:deliveryId/retry',
    { schema: { hide: true } },
    async (req, reply) => {
      try {
        await req.unit.transaction((tx) =>
          retryDelivery(
            tx,
            { shopId: req.console!.staff.shopId, clientId: null },
            req.params.id,
            req.params.deliveryId,
          ),
        );
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 409) throw err;
        return endpointPage(req, reply, { error: err.message }, 409);
      }
      return reply.redirect(`/console/webhooks/${encodeURIComponent(req.params.id)}?done=retry`, 303);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/console/webhooks/:id/resend',
    { schema: { hide: true } },
    async (req, reply) => {
      const count = await req.unit.transaction((tx) =>
        resendFrom(
          tx,
          { shopId: req.console!.staff.shopId, clientId: null },
          req.params.id,
          field(req.body, 'event_id'),
        ),
      );
      return reply.redirect(`/console/webhooks/${encodeURIComponent(req.params.id)}?done=resend&n=${count}`, 303);
    },
  );

  app.post<{ Params: { id: string } }>('/console/webhooks/:id/test', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const result = await sendTestEvent(
      ctx.db,
      { shopId: req.console!.staff.shopId, clientId: null },
      req.params.id,
      ctx.config.webhooks,
    );
    const answer = t.tested(
      `${result.status_code ?? t.noAnswer}${result.error ? ` (${result.error})` : ''}`,
      result.duration_ms,
    );
    return endpointPage(req, reply, result.delivered ? { ok: answer } : { error: answer });
  });

  // Japan days: from the first day's start to the end of the last (JST has no daylight saving).
  const jstDayStart = (day: string, plusDays = 0) =>
    new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000).toISOString();
  app.post<{ Params: { id: string } }>(
    '/console/webhooks/:id/replay',
    { schema: { hide: true } },
    async (req, reply) => {
      const [from, to] = [field(req.body, 'from'), field(req.body, 'to')];
      try {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
          throw new ApiError('invalid_request', 'Choose the first and the last day');
        const { deliveries } = await req.unit.transaction((tx) =>
          replayPeriod(tx, { shopId: req.console!.staff.shopId, clientId: null }, req.params.id, {
            from: jstDayStart(from),
            to: jstDayStart(to, 1),
          }),
        );
        return reply.redirect(
          `/console/webhooks/${encodeURIComponent(req.params.id)}?done=replay&n=${deliveries}`,
          303,
        );
      } catch (err) {
        if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 409)) throw err;
        return endpointPage(req, reply, { error: err.message }, err.status);
      }
    },
  );

  for (const action of ['disable', 'enable'] as const)
    app.post<{ Params: { id: string } }>(
      `/console/webhooks/:id/${action}`,
      { schema: { hide: true } },
      async (req, reply) => {
        await req.unit.transaction((tx) =>
          setEnabledAsStaff(tx, req.console!.staff.shopId, req.params.id, action === 'enable'),
        );
        return reply.redirect(`/console/webhooks/${encodeURIComponent(req.params.id)}?done=${action}d`, 303);
      },
    );

  app.post<{ Params: { id: string } }>(
    '/console/webhooks/:id/delete',
    { schema: { hide: true } },
    async (req, reply) => {
      await req.unit.transaction((tx) =>
        deleteEndpoint(tx, { shopId: req.console!.staff.shopId, clientId: null }, req.params.id, {
          type: 'staff',
          staffId: req.console!.staff.staffId,
        }),
      );
      return reply.redirect('/console/webhooks?done=deleted', 303);
    },
  );
}
