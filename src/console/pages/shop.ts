import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { shopProfiles, ShopInputError, updateShop, type ShopProfile } from '../../shop/service.ts';
import { html, jst } from '../html.ts';
import { csrfField, field, notice, sendPage } from '../layout.ts';

function shopPage(
  req: FastifyRequest,
  reply: FastifyReply,
  shop: ShopProfile,
  message: { kind: 'ok' | 'error'; text: string } | null,
  status = 200,
) {
  return sendPage(
    req,
    reply,
    'Shop profile',
    html`${notice(message?.kind ?? 'ok', message?.text)}
<dl><dt>Shop id</dt><dd><code>${shop.id}</code></dd><dt>Created</dt><dd>${jst(shop.created_at)}</dd></dl>
<h2>Edit</h2>
<form method="post" action="/console/shop" class="stack">${csrfField(req.console!)}
<label>Name <input type="text" name="name" value="${shop.name}" required maxlength="100"></label>
<label>URL <input type="url" name="url" value="${shop.url}"></label>
<label>Contact e-mail <input type="email" name="contact_email" value="${shop.contact_email}"></label>
<button type="submit">Save</button>
</form>`,
    status,
  );
}

export function registerShopPages(app: FastifyInstance, ctx: AppContext): void {
  const getShopProfile = shopProfiles(ctx.db);
  app.get('/console/shop', { schema: { hide: true } }, async (req, reply) => {
    return shopPage(req, reply, (await getShopProfile(req.console!.staff.shopId))!, null);
  });

  app.post('/console/shop', { schema: { hide: true } }, async (req, reply) => {
    const shopId = req.console!.staff.shopId;
    const fields = {
      name: field(req.body, 'name'),
      url: field(req.body, 'url'),
      contact_email: field(req.body, 'contact_email'),
    };
    try {
      await updateShop(ctx.db, shopId, fields);
    } catch (err) {
      if (!(err instanceof ShopInputError)) throw err;
      const current = (await getShopProfile(shopId))!;
      return shopPage(req, reply, { ...current, ...fields }, { kind: 'error', text: err.message }, 400);
    }
    return shopPage(req, reply, (await getShopProfile(shopId))!, { kind: 'ok', text: 'Saved.' });
  });
}
