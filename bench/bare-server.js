// The baseline: a bare Fastify route with no auth and no database, serving the bytes given in BARE_BODY
// at /bare, and (BARE_BODIES_FILE, a JSON array of strings) the i-th of them at /bare/i.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const bodies = process.env.BARE_BODIES_FILE ? JSON.parse(fs.readFileSync(process.env.BARE_BODIES_FILE, 'utf8')) : [];
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
app.get('/bare/:i', async (req, reply) =>
  reply.type('application/json; charset=utf-8').send(bodies[Number(req.params.i)] ?? body),
);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
