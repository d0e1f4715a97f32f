// shop.cjs: the same SDK from CommonJS (require).
const { createTenpo, TenpoError } = require('@tenpo/sdk');

const tenpo = createTenpo({
  baseUrl: process.env.TENPO_URL ?? 'http://127.0.0.1:3000',
  clientId: process.env.TENPO_CLIENT_ID,
  clientSecret: process.env.TENPO_CLIENT_SECRET,
});

tenpo.api.GET('/v1/me').then(({ data, error, response }) => {
  if (!response.ok) throw new TenpoError(response.status, error);
  console.log(`shop: ${data.data.name}`);
});
