import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../../app.ts';

export default async function deliveryCompaniesRoutes(_app: FastifyInstance, _opts: AreaOptions): Promise<void> {}
