// The baseline: a bare Fastify route with no auth and no database, serving the bytes given in BARE_BODY.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
