import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';
import * as idempotencyHolder from './0010_idempotency_holder.ts';
import * as deploymentSettings from './0020_deployment_settings.ts';
import * as idempotencyEnter from './0030_idempotency_enter.ts';
import * as catalog from './0100_catalog.ts';
import * as itemsSearch from './0110_items_search.ts';
import * as itemCounts from './0130_item_counts.ts';
import * as itemSearchScope from './0140_item_search_scope.ts';
import * as catalogVersions from './0150_catalog_versions.ts';
import * as orders from './0200_orders.ts';
import * as ordersCountsTrackingsIndex from './0230_orders_counts_trackings_index.ts';
import * as storefront from './0210_storefront.ts';
import * as ordersPendingPayment from './0240_orders_pending_payment.ts';
import * as orderOperations from './0250_order_operations.ts';
import * as consoleAndGrants from './0300_console.ts';
import * as staffDisabled from './0310_staff_disabled.ts';
import * as changeRecord from './0400_change_record.ts';
import * as moneyBigint from './0410_money_bigint.ts';
import * as giftPurchaserRepair from './0420_gift_purchaser_repair.ts';
import * as eventsWebhooks from './0500_events_webhooks.ts';
import * as lineLogin from './0600_line_login.ts';
import * as commitSignals from './0650_commit_signals.ts';
import * as consoleLocale from './0630_console_locale.ts';
import * as stripePayments from './0610_stripe_payments.ts';
import * as itemsSearchByShop from './0700_items_search_by_shop.ts';
import * as webhookEndpointsSignal from './0750_webhook_endpoints_signal.ts';
import * as itemsKeywordKeys from './0800_items_keyword_keys.ts';
import * as trackingsUniqueNumber from './0810_trackings_unique_number.ts';
import * as webhookEndpointGrant from './0820_webhook_endpoint_grant.ts';
import * as clientSecretIds from './0830_client_secret_ids.ts';
import * as checkoutKeys from './0840_checkout_keys.ts';
import * as jobs from './0850_jobs.ts';
import * as eventsObjectAndOwner from './0860_events_object_and_owner.ts';
import * as orderDaily from './0870_order_daily.ts';
import * as deliveryAndWrapping from './0880_delivery_and_wrapping.ts';
import * as orderReceipts from './0890_order_receipts.ts';
import * as orderTaxableAmounts from './0891_order_taxable_amounts.ts';
import * as shopInvoiceRegistration from './0892_shop_invoice_registration.ts';
import * as actors from './0900_actors.ts';
import * as inflowRouteDaily from './0910_inflow_route_daily.ts';
import * as customerLineNames from './0911_customer_line_names.ts';
import * as shopSenders from './0920_shop_senders.ts';
import * as jobExportCursor from './0921_job_export_cursor.ts';
import * as orderSyncDays from './0930_order_sync_days.ts';
import * as functionsPlpgsql from './0940_functions_plpgsql.ts';
import * as webhookDeliveriesCreated from './0950_webhook_deliveries_created.ts';
import * as itemsExportOrder from './0951_items_export_order.ts';
import * as foreignKeyIndexes from './0952_foreign_key_indexes.ts';

/** Every migration, by name; names sort in the order they apply. Areas own their own number ranges. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0010_idempotency_holder': idempotencyHolder,
  '0020_deployment_settings': deploymentSettings,
  '0030_idempotency_enter': idempotencyEnter,
  '0100_catalog': catalog,
  '0110_items_search': itemsSearch,
  '0130_item_counts': itemCounts,
  '0140_item_search_scope': itemSearchScope,
  '0150_catalog_versions': catalogVersions,
  '0200_orders': orders,
  '0210_storefront': storefront,
  '0230_orders_counts_trackings_index': ordersCountsTrackingsIndex,
  '0240_orders_pending_payment': ordersPendingPayment,
  '0250_order_operations': orderOperations,
  '0300_console': consoleAndGrants,
  '0310_staff_disabled': staffDisabled,
  '0400_change_record': changeRecord,
  '0410_money_bigint': moneyBigint,
  '0420_gift_purchaser_repair': giftPurchaserRepair,
  '0500_events_webhooks': eventsWebhooks,
  '0600_line_login': lineLogin,
  '0630_console_locale': consoleLocale,
  '0610_stripe_payments': stripePayments,
  '0650_commit_signals': commitSignals,
  '0700_items_search_by_shop': itemsSearchByShop,
  '0750_webhook_endpoints_signal': webhookEndpointsSignal,
  '0800_items_keyword_keys': itemsKeywordKeys,
  '0810_trackings_unique_number': trackingsUniqueNumber,
  '0820_webhook_endpoint_grant': webhookEndpointGrant,
  '0830_client_secret_ids': clientSecretIds,
  '0840_checkout_keys': checkoutKeys,
  '0850_jobs': jobs,
  '0860_events_object_and_owner': eventsObjectAndOwner,
  '0870_order_daily': orderDaily,
  '0880_delivery_and_wrapping': deliveryAndWrapping,
  '0890_order_receipts': orderReceipts,
  '0891_order_taxable_amounts': orderTaxableAmounts,
  '0892_shop_invoice_registration': shopInvoiceRegistration,
  '0900_actors': actors,
  '0910_inflow_route_daily': inflowRouteDaily,
  '0911_customer_line_names': customerLineNames,
  '0920_shop_senders': shopSenders,
  '0921_job_export_cursor': jobExportCursor,
  '0930_order_sync_days': orderSyncDays,
  '0940_functions_plpgsql': functionsPlpgsql,
  '0950_webhook_deliveries_created': webhookDeliveriesCreated,
  '0951_items_export_order': itemsExportOrder,
  '0952_foreign_key_indexes': foreignKeyIndexes,
};
