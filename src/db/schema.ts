import type { ShopSenderTables, ShopTables } from './tables/shop.ts';
import type { OAuthTables } from './tables/oauth.ts';
import type { IdempotencyTables } from './tables/idempotency.ts';
import type { CatalogTables } from './tables/catalog.ts';
import type { OrderTables } from './tables/orders.ts';
import type { CustomerTables } from './tables/customers.ts';
import type { ConsoleTables } from './tables/console.ts';
import type { StorefrontTables } from './tables/storefront.ts';
import type { InflowRouteTables } from './tables/inflow-routes.ts';
import type { WebhookTables } from './tables/webhooks.ts';
import type { ChangeTables } from './tables/changes.ts';
import type { JobTables } from './tables/jobs.ts';

/**
 * Conventions (both databases): ids are text; timestamps are ISO 8601 UTC text with milliseconds
 * (they sort as text); booleans are integers 0/1; structured values are JSON text; money is an
 * integer amount in the shop currency (JPY). Every tenant row carries shop_id.
 */
export interface Database
  extends
    ShopTables,
    OAuthTables,
    IdempotencyTables,
    CatalogTables,
    OrderTables,
    CustomerTables,
    StorefrontTables,
    InflowRouteTables,
    ConsoleTables,
    ChangeTables,
    WebhookTables,
    JobTables,
    ShopSenderTables {}
