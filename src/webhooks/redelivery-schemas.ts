import { Type } from '@sinclair/typebox';
import { EVENT_TYPES } from '../events/types.ts';
import { Timestamp } from '../http/schemas.ts';

/** The schemas of a webhook endpoint's test event and replay (src/webhooks/redelivery.ts), and of an event type. */

export const Topic = Type.Unsafe<string>({ type: 'string', enum: EVENT_TYPES });

export const TestResult = Type.Object(
  {
    event_id: Type.String({ description: 'The id of the ping event sent (webhook-id); pings are not stored' }),
    delivered: Type.Boolean({ description: 'The receiver answered 2xx' }),
    status_code: Type.Union([Type.Integer(), Type.Null()], {
      description:
        'The status the receiver answered; null when none came (timeout, connection refused, address refused)',
    }),
    duration_ms: Type.Integer({ description: 'From sending to the end of the answer' }),
    response_excerpt: Type.String({ description: 'The first 200 characters of the answer' }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why no answer came' }),
  },
  { title: 'WebhookTestResult' },
);
export const ReplayBody = Type.Object(
  {
    from: Type.String({ format: 'date-time', description: 'Start of the period (inclusive), at most 30 days back' }),
    to: Type.String({ format: 'date-time', description: 'End of the period (exclusive), later than from' }),
    types: Type.Optional(
      Type.Array(Topic, {
        minItems: 1,
        maxItems: EVENT_TYPES.length,
        uniqueItems: true,
        description: "Only these event types, each one the endpoint's scopes show; the endpoint's topics when left out",
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z', types: ['order.paid'] }],
  },
);
export const ReplayResult = Type.Object(
  {
    from: Timestamp,
    to: Timestamp,
    types: Type.Array(Topic, { description: 'The types replayed' }),
    deliveries: Type.Integer({ description: 'New deliveries queued: one per event of the period' }),
  },
  { title: 'WebhookReplay' },
);
