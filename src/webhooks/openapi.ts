import type { TSchema } from '@sinclair/typebox';
import { ItemSchema, StockResultSchema } from '../catalog/items/schemas.ts';
import { Customer, exampleCustomer } from '../customers/schemas.ts';
import { exampleInflowRoute, InflowRoute } from '../inflow-routes/schemas.ts';
import { exampleJob, JobSchema } from '../jobs/schemas.ts';
import {
  Deleted,
  DeletedImage,
  eventSchemaOf,
  EVENT_TYPES,
  familyOf,
  type EventObjects,
  type EventType,
  type ObjectType,
} from '../events/types.ts';
import { exampleOrder, exampleShipping, exampleTracking, OrderDetail, Shipping, Tracking } from '../orders/schemas.ts';
import { describeSchedule } from './schedule.ts';

const DELIVERY_DESCRIPTION = `Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): a POST with the event as its JSON body and
the headers \`webhook-id\` (the event id, the same on every retry: use it to ignore repeats), \`webhook-timestamp\`
(seconds since the epoch, when this attempt was signed) and \`webhook-signature\`: \`v1,\` and the base64 HMAC-SHA256 of
\`{webhook-id}.{webhook-timestamp}.{body}\` under the key of the endpoint's secret (\`whsec_\` and the base64 of the key).
During the 24 hours after a secret rotation the header carries two signatures, separated by a space: one per secret.
Verify with the \`standardwebhooks\` library (\`new Webhook(secret).verify(body, headers)\`), on the raw body, and
reject a timestamp more than 5 minutes away from your clock.

Answer 2xx within 10 seconds for success; redirects are not followed. Anything else is retried ${describeSchedule()};
\`410 Gone\` disables the endpoint, and an endpoint whose deliveries all failed for 3 days is disabled and shown to the
shop's staff, who can also disable or delete any endpoint. Nothing more is sent once the access the endpoint was set
up with ends (its grant revoked, its client disabled or deleted, the client secret that obtained its client-credentials
token replaced and past its grace), and each delivery shows the object with the scopes held when it is sent (no
personal data once the grant lacks the \`*_pii\` scope). Delivery is at least once, and events of one shop are sent in
commit order but may arrive out of order when retried: order by the event's position in \`GET /v1/events\` if it
matters.`;

/**
 * The schema of each family's object, assembled here above the areas that own them (the event
 * catalogue sits below them); the type check holds each to the object its area declares it carries.
 */
export const OBJECT_SCHEMAS = {
  order: OrderDetail,
  shipping: Shipping,
  tracking: Tracking,
  item: ItemSchema,
  stock: StockResultSchema,
  customer: Customer,
  inflow_route: InflowRoute,
  image: DeletedImage,
  category: Deleted,
  webhook_endpoint: Deleted,
  job: JobSchema,
} satisfies { [K in ObjectType]: TSchema & { static: EventObjects[K] } };

const OBJECT_EXAMPLES: Record<string, unknown> = {
  order: exampleOrder,
  shipping: exampleShipping,
  tracking: exampleTracking,
  item: undefined,
  stock: { item_id: 'item_01jd2k3m4n5p6q7r8s9t0v1w2x', variant_id: null, inventory: 12 },
  customer: exampleCustomer,
  inflow_route: exampleInflowRoute,
  image: { id: 'img_01jd2k3m4n5p6q7r8s9t0v1w2x', item_id: 'item_01jd2k3m4n5p6q7r8s9t0v1w2x' },
  category: { id: 'cat_01jd2k3m4n5p6q7r8s9t0v1w2x' },
  webhook_endpoint: { id: 'whe_01jd2k3m4n5p6q7r8s9t0v1w2x' },
  job: { ...exampleJob, status: 'succeeded', finished_at: '2026-11-02T03:05:10.000Z' },
};

const HEADER = (description: string) => ({ in: 'header', required: true, description, schema: { type: 'string' } });

/** The OpenAPI 3.1 `webhooks` section: one operation per event type, with its payload and the delivery headers. */
export function webhooksDocument(): Record<string, object> {
  return Object.fromEntries(
    EVENT_TYPES.map((type: EventType) => {
      const example = OBJECT_EXAMPLES[familyOf(type).objectType];
      const event = {
        id: 'evt_01jd2k3m4n5p6q7r8s9t0v1w2x',
        type,
        created_at: '2026-11-02T09:30:00.000Z',
        shop_id: 'shop_01jd2k3m4n5p6q7r8s9t0v1w2x',
        actor:
          type === 'job.finished'
            ? { type: 'system', id: null }
            : { type: 'client', id: 'cli_01jd2k3m4nabcdefghjkmnpqrs' },
        ...(example ? { data: { object: example } } : {}),
      };
      return [
        type,
        {
          post: {
            operationId: `webhook_${type.replace('.', '_')}`,
            tags: ['Webhooks'],
            summary: `${type} event`,
            // The receiver authenticates the delivery by its signature (webhook-signature), not by a scheme of this API.
            security: [],
            description: DELIVERY_DESCRIPTION,
            parameters: [
              { name: 'webhook-id', ...HEADER('The event id (evt_…): the same on every retry') },
              { name: 'webhook-timestamp', ...HEADER('Seconds since the epoch when this attempt was signed') },
              {
                name: 'webhook-signature',
                ...HEADER(
                  'Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret signing (two after a rotation, for 24 hours)',
                ),
              },
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: JSON.parse(
                    JSON.stringify(eventSchemaOf(type, OBJECT_SCHEMAS[familyOf(type).objectType])),
                  ) as object,
                  ...(example ? { example: event } : {}),
                },
              },
            },
            responses: {
              200: { description: 'Any 2xx within 10 seconds: delivered' },
              410: { description: 'Gone: the endpoint is disabled and no more deliveries are sent to it' },
            },
          },
        },
      ];
    }),
  );
}
