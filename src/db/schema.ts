import type { ShopTables } from '../shop/tables.ts';
import type { OAuthTables } from '../oauth/tables.ts';
import type { IdempotencyTables } from '../http/idempotency/tables.ts';
import type { CatalogTables } from '../catalog/tables.ts';
import type { OrderTables } from '../orders/tables.ts';
import type { CustomerTables } from '../customers/tables.ts';
import type { ConsoleTables } from '../console/tables.ts';
import type { StorefrontTables } from '../storefront/tables.ts';
import type { InflowRouteTables } from '../inflow-routes/tables.ts';
import type { WebhookTables } from '../webhooks/tables.ts';
import type { ChangeTables } from '../changes/tables.ts';

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
    WebhookTables {}
