import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../http/errors.ts';
import {
  listDeliveries,
  resendFrom,
  retryDelivery,
  shopEndpoint,
  shopEndpoints,
  type EndpointRow,
} from '../../webhooks/service.ts';
import { html, jst } from '../html.ts';
import { CONSOLE_PAGE_SIZE, csrfField, field, notice, offsetOf, pager, queryValue, sendPage } from '../layout.ts';

const DISABLED_BECAUSE: Record<string, string> = {
  gone: 'disabled: the receiver answered 410 Gone',
  failing: 'disabled: every delivery failed for 3 days — tell the integrator',
};

function state(e: EndpointRow) {
  if (e.enabled === 1)
    return e.failing_since ? html`<span class="pii">failing since ${jst(e.failing_since)}</span>` : html`enabled`;
  return e.disabled_reason
    ? html`<strong class="pii">${DISABLED_BECAUSE[e.disabled_reason] ?? 'disabled'}</strong>`
    : html`disabled by the client`;
}

/** Webhook endpoints of the shop for staff: which fail, each endpoint's deliveries, retry one, resend from an event on. */
export function registerWebhooksPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/webhooks', { schema: { hide: true } }, async (req, reply) => {
    const endpoints = await shopEndpoints(ctx.db, req.console!.staff.shopId);
    const flagged = endpoints.filter((e) => e.disabled_reason === 'failing').length;
    return sendPage(
      req,
      reply,
      'Webhooks',
      html`${notice('error', flagged ? `${flagged} endpoint(s) were disabled after failing for 3 days.` : null)}
<table><thead><tr><th>Endpoint</th><th>URL</th><th>Client</th><th>Topics</th><th>State</th></tr></thead><tbody>
${endpoints.map(
  (
    e,
  ) => html`<tr><td><a href="/console/webhooks/${e.id}"><code>${e.id}</code></a></td><td>${e.url}</td><td><code>${e.client_id}</code></td>
<td>${(JSON.parse(e.topics) as string[]).map((t) => html`<code>${t}</code> `)}</td><td>${state(e)}</td></tr>`,
)}
</tbody></table>`,
    );
  });

  async function endpointPage(
    req: import('fastify').FastifyRequest<{ Params: { id: string } }>,
    reply: import('fastify').FastifyReply,
    message: { ok?: string; error?: string } = {},
    status = 200,
  ) {
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
      `Webhook endpoint ${endpoint.id}`,
      html`${notice('ok', message.ok)}${notice('error', message.error)}
<dl><dt>URL</dt><dd>${endpoint.url}</dd><dt>Client</dt><dd><code>${endpoint.client_id}</code></dd><dt>Description</dt><dd>${endpoint.description || '—'}</dd>
<dt>State</dt><dd>${state(endpoint)}</dd><dt>Created</dt><dd>${jst(endpoint.created_at)}</dd></dl>
<h2>Deliveries</h2>
<table><thead><tr><th>Event</th><th>Type</th><th>Status</th><th>Attempts</th><th>Next attempt</th><th></th></tr></thead><tbody>
${page.data.map(
  (d) => html`<tr><td><code>${d.event_id}</code></td><td>${d.event_type}</td><td>${d.status}</td>
<td>${d.attempts.map((a) => html`<div>${jst(a.attempted_at)} · ${a.status_code ?? 'no answer'} · ${a.duration_ms} ms${a.error ? ` · ${a.error}` : ''}${a.response_excerpt ? html` · <code>${a.response_excerpt}</code>` : ''}</div>`)}</td>
<td>${d.next_attempt_at ? jst(d.next_attempt_at) : '—'}</td>
<td><form method="post" action="/console/webhooks/${endpoint.id}/deliveries/${d.id}/retry" class="inline">${csrfField(session)}<button type="submit">Retry</button></form>
<form method="post" action="/console/webhooks/${endpoint.id}/resend" class="inline">${csrfField(session)}<input type="hidden" name="event_id" value="${d.event_id}"><button type="submit">Resend from this event</button></form></td></tr>`,
)}
</tbody></table>${pager(`/console/webhooks/${endpoint.id}`, offset, page.data.length, CONSOLE_PAGE_SIZE)}`,
      status,
    );
  }

  // What a redirect after a form says; fixed texts, so a link cannot make the page say anything else.
  const DONE: Record<string, (n: string) => string> = {
    retry: () => 'The delivery will be sent again.',
    resend: (n) => `${Number(n) || 0} event(s) will be sent again, from this one on.`,
  };
  app.get<{ Params: { id: string } }>('/console/webhooks/:id', { schema: { hide: true } }, (req, reply) =>
    endpointPage(req, reply, { ok: DONE[queryValue(req, 'done')]?.(queryValue(req, 'n')) }),
  );

  app.post<{ Params: { id: string; deliveryId: string } }>(
    '/console/webhooks/:id/deliveries/:deliveryId/retry',
    { schema: { hide: true } },
    async (req, reply) => {
      try {
        await retryDelivery(
          ctx.db,
          { shopId: req.console!.staff.shopId, clientId: null },
          req.params.id,
          req.params.deliveryId,
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
      const count = await resendFrom(
        ctx.db,
        { shopId: req.console!.staff.shopId, clientId: null },
        req.params.id,
        field(req.body, 'event_id'),
      );
      return reply.redirect(`/console/webhooks/${encodeURIComponent(req.params.id)}?done=resend&n=${count}`, 303);
    },
  );
}
