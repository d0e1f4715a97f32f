import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context.ts';
import itemsRoutes from './items/routes.ts';
import categoriesRoutes from './categories/routes.ts';
import deliveryCompaniesRoutes from './delivery-companies/routes.ts';
import imagesRoutes from './images/routes.ts';

/** The catalogue: items (with variants, options, stock, history), categories, delivery companies, images. */
export default async function catalogRoutes(app: FastifyInstance, opts: AreaOptions): Promise<void> {
  await app.register(itemsRoutes, opts);
  await app.register(categoriesRoutes, opts);
  await app.register(deliveryCompaniesRoutes, opts);
  await app.register(imagesRoutes, opts);
}
