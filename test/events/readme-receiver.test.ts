import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { EVENT_TYPES, familyOf } from '../../src/events/types.ts';
import { webhooksDocument } from '../../src/webhooks/openapi.ts';
import { ROOT } from '../helpers/server.ts';

/*
 * The README's webhook receiver says what each event is about, whatever its type (issue 30: it
 * printed undefined for shipping and tracking events): its `about` function, taken from the README
 * as written, on each type's example payload of the OpenAPI document (an item's, which the document
 * leaves to the Item schema, made here) and on the ping of a test event.
 */
describe("the README's webhook receiver", () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const source = /^function about\([\s\S]*?\n}\n/m.exec(readme)?.[0];
  const about = new Function(`${source}; return about;`)() as (event: unknown) => string;
  const document = webhooksDocument() as Record<string, any>;

  it('names the object of every event type, and the order of shipping and tracking events', () => {
    assert.ok(source, 'the README shows about()');
    for (const type of EVENT_TYPES) {
      const example = document[type].post.requestBody.content['application/json'].example;
      const event = example?.data ? example : { type, data: { object: { id: 'item_01', status: 'active' } } };
      const said = about(event);
      assert.doesNotMatch(said, /undefined|\[object/, `${type}: ${said}`);
      const object = event.data.object;
      assert.ok(said.includes(object[familyOf(type).idField]), `${type}: ${said}`);
      if (type.startsWith('shipping.') || type.startsWith('tracking.')) assert.ok(said.includes(object.order_id), type);
    }
    const ping = about({ type: 'ping', data: { object: { endpoint_id: 'whe_1', url: 'http://127.0.0.1/x' } } });
    assert.match(ping, /whe_1/);
  });
});
