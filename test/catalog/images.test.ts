import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, multipart, type MultipartPart } from '../helpers/catalog.ts';
import { countRows } from '../helpers/db.ts';
import { SIGNATURES, solidPng } from '../helpers/png.ts';

/** An item of the shop (the default shop unless given), created through POST /v1/items. */
async function insertItem(t: TestApp, shopId = t.shopId): Promise<string> {
  const category = await createTestCategory(t, { shopId });
  return (await createTestItem(t, await t.token(['write_items'], shopId), { category_id: category.id })).id;
}

/** Lets the clock move on, so an updated_at written next is later than the one before. */
const tick = () => new Promise((r) => setTimeout(r, 2));

const PNG = solidPng(4, 3, [0x6f, 0x4e, 0x37]);

describe('item images', () => {
  let t: TestApp;
  let write: string;
  let read: string;
  before(async () => {
    t = await startTestApp();
    write = await t.token(['write_items', 'read_items']);
    read = await t.token(['read_items']);
  });
  after(() => t.close());

  const upload = (itemId: string, parts: MultipartPart[], options: { token?: string; key?: string } = {}) => {
    const { payload, contentType } = multipart(parts);
    return t.request('POST', `/v1/items/${itemId}/images`, {
      token: options.token ?? write,
      key: options.key ?? randomUUID(),
      body: payload,
      headers: { 'content-type': contentType },
    });
  };
  const file = (data: Buffer | string, filename = 'photo.png', type = 'image/png'): MultipartPart => ({
    name: 'file',
    data,
    filename,
    type,
  });
  const stored = async (itemId: string) => ({
    images: await countRows(t, 'item_images', { item_id: itemId }),
    blobs: await countRows(t, 'image_blobs'),
    updatedAt: (
      await t.ctx.db.selectFrom('items').select('updated_at').where('id', '=', itemId).executeTakeFirstOrThrow()
    ).updated_at,
  });
  const assertNothingWritten = async (itemId: string, before: Awaited<ReturnType<typeof stored>>) =>
    assert.deepEqual(await stored(itemId), before);

  describe('POST /v1/items/{id}/images', () => {
    it('stores a PNG and answers 201 {data:{id,url,sort}} with url {base_url}/media/{id}', async () => {
      const item = await insertItem(t);
      const res = await upload(item, [file(PNG)]);
      assert.equal(res.statusCode, 201, res.body);
      const { data } = res.json();
      assert.deepEqual(Object.keys(data).sort(), ['id', 'sort', 'url']);
      assert.match(data.id, /^img_/);
      assert.equal(data.url, `${t.config.baseUrl}/media/${data.id}`);
      assert.equal(data.sort, 0);
      const media = await t.request('GET', `/media/${data.id}`);
      assert.equal(media.statusCode, 200);
      assert.equal(media.headers['content-type'], 'image/png');
      assert.deepEqual(media.rawPayload, PNG);
    });

    it('gives each new image sort = highest + 1', async () => {
      const item = await insertItem(t);
      assert.equal((await upload(item, [file(PNG)])).json().data.sort, 0);
      const second = (await upload(item, [file(PNG)])).json().data;
      assert.equal(second.sort, 1);
      await t.patch(`/v1/items/${item}/images/${second.id}`, write, { sort: 40 });
      assert.equal((await upload(item, [file(PNG)])).json().data.sort, 41);
    });

    it('accepts JPEG, GIF and WebP and stores the type read from the bytes, whatever the declared type and file name say', async () => {
      const item = await insertItem(t);
      for (const [type, bytes] of Object.entries(SIGNATURES)) {
        const res = await upload(item, [file(bytes, 'notes.txt', 'text/plain')]);
        assert.equal(res.statusCode, 201, `${type}: ${res.body}`);
        const media = await t.request('GET', `/media/${res.json().data.id}`);
        assert.equal(media.headers['content-type'], type);
      }
    });

    it('refuses a text file posted as an image (declared image/png, named .png) with 415 unsupported_media_type and writes nothing', async () => {
      const item = await insertItem(t);
      const before = await stored(item);
      for (const data of [
        'hello, this is not a picture',
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
        Buffer.from('RIFF\0\0\0\0WAVE'),
      ]) {
        const res = await upload(item, [file(data, 'photo.png', 'image/png')]);
        assert.equal(res.statusCode, 415);
        assert.equal(errorOf(res).code, 'unsupported_media_type');
      }
      await assertNothingWritten(item, before);
    });

    it('refuses an empty file with 400 invalid_request on file, writing nothing', async () => {
      const item = await insertItem(t);
      const before = await stored(item);
      const res = await upload(item, [file(Buffer.alloc(0))]);
      assert.equal(res.statusCode, 400);
      assert.equal(errorOf(res).details?.[0]?.field, 'file');
      await assertNothingWritten(item, before);
    });

    it('accepts a file of exactly 10 MB and refuses 10 MB + 1 byte with 413 payload_too_large, writing nothing', async () => {
      const item = await insertItem(t);
      const atLimit = Buffer.alloc(10 * 1024 * 1024);
      PNG.copy(atLimit);
      const ok = await upload(item, [file(atLimit)]);
      assert.equal(ok.statusCode, 201, ok.body);
      const before = await stored(item);
      const over = Buffer.alloc(10 * 1024 * 1024 + 1);
      PNG.copy(over);
      const res = await upload(item, [file(over)]);
      assert.equal(res.statusCode, 413);
      assert.equal(errorOf(res).code, 'payload_too_large');
      await assertNothingWritten(item, before);
    });

    it('refuses two files, extra fields, a missing file part, a file in another field, JSON and malformed multipart with 400, writing nothing', async () => {
      const item = await insertItem(t);
      const before = await stored(item);
      const bodies: MultipartPart[][] = [
        [file(PNG), file(PNG)],
        [file(PNG), { name: 'sort', data: '3' }],
        [{ name: 'file', data: 'a plain field, not a file part' }],
        [{ name: 'image', data: PNG, filename: 'a.png', type: 'image/png' }],
        [],
      ];
      for (const parts of bodies) {
        const res = await upload(item, parts);
        assert.equal(res.statusCode, 400, `${parts.map((p) => p.name).join(',')}: ${res.body}`);
        assert.equal(errorOf(res).code, 'invalid_request');
      }
      const json = await t.post(`/v1/items/${item}/images`, write, { file: PNG.toString('base64') });
      assert.equal(json.statusCode, 400);
      assert.equal(errorOf(json).code, 'invalid_request');
      const broken = await t.request('POST', `/v1/items/${item}/images`, {
        token: write,
        key: randomUUID(),
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      assert.equal(broken.statusCode, 400, broken.body);
      assert.equal(errorOf(broken).code, 'invalid_request');
      await assertNothingWritten(item, before);
    });

    it('replays the same file with the same Idempotency-Key, and refuses another file with that key with 422', async () => {
      const item = await insertItem(t);
      const key = randomUUID();
      const first = await upload(item, [file(PNG)], { key });
      assert.equal(first.statusCode, 201);
      const before = await stored(item);
      const again = await upload(item, [file(PNG, 'renamed.png')], { key });
      assert.equal(again.statusCode, 201);
      assert.equal(again.headers['idempotent-replay'], 'true');
      assert.equal(again.body, first.body);
      const other = await upload(item, [file(solidPng(4, 3, [0, 0, 0]))], { key });
      assert.equal(other.statusCode, 422);
      assert.equal(errorOf(other).code, 'idempotency_key_reused');
      await assertNothingWritten(item, before);
    });

    it('needs an Idempotency-Key and the write_items scope', async () => {
      const item = await insertItem(t);
      const { payload, contentType } = multipart([file(PNG)]);
      const keyless = await t.request('POST', `/v1/items/${item}/images`, {
        token: write,
        body: payload,
        headers: { 'content-type': contentType },
      });
      assert.equal(errorOf(keyless).code, 'idempotency_key_required');
      const res = await upload(item, [file(PNG)], { token: read });
      assert.equal(res.statusCode, 403);
      assert.match(errorOf(res).message, /write_items/);
      assert.equal((await stored(item)).images, 0);
    });

    it("answers another shop's item and an unknown item with 404 not_found, writing nothing", async () => {
      const other = await t.newShop();
      const foreign = await insertItem(t, other);
      const before = await stored(foreign);
      for (const id of [foreign, 'item_doesnotexist']) {
        const res = await upload(id, [file(PNG)]);
        assert.equal(res.statusCode, 404);
        assert.equal(errorOf(res).code, 'not_found');
      }
      await assertNothingWritten(foreign, before);
    });

    it("bumps the item's updated_at", async () => {
      const item = await insertItem(t);
      const before = await stored(item);
      await tick();
      await upload(item, [file(PNG)]);
      assert.ok((await stored(item)).updatedAt > before.updatedAt);
    });
  });

  describe('GET /v1/items/{id}/images', () => {
    it("lists the item's images by sort then id, paginated, with read_items", async () => {
      const item = await insertItem(t);
      const a = (await upload(item, [file(PNG)])).json().data;
      const b = (await upload(item, [file(PNG)])).json().data;
      await t.patch(`/v1/items/${item}/images/${a.id}`, write, { sort: 5 });
      const res = await t.get(`/v1/items/${item}/images`, read);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { data: [b, { ...a, sort: 5 }], pagination: { limit: 20, offset: 0, total: 2 } });
      const page = (await t.get(`/v1/items/${item}/images`, read, { limit: '1', offset: '1' })).json();
      assert.deepEqual(
        page.data.map((x: { id: string }) => x.id),
        [a.id],
      );
    });

    it("answers another shop's item with 404 not_found", async () => {
      const item = await insertItem(t);
      await upload(item, [file(PNG)]);
      const res = await t.get(`/v1/items/${item}/images`, await t.token(['read_items'], await t.newShop()));
      assert.equal(res.statusCode, 404);
      assert.equal(errorOf(res).code, 'not_found');
    });
  });

  describe('PATCH /v1/items/{id}/images/{imageId}', () => {
    it("sets sort (0 and 1000000000 accepted), answers 200 {data} and bumps the item's updated_at", async () => {
      const item = await insertItem(t);
      const img = (await upload(item, [file(PNG)])).json().data;
      for (const sort of [1_000_000_000, 0]) {
        const before = await stored(item);
        await tick();
        const res = await t.patch(`/v1/items/${item}/images/${img.id}`, write, { sort });
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json().data, { ...img, sort });
        assert.ok((await stored(item)).updatedAt > before.updatedAt);
      }
    });

    it('refuses bad sort values and unknown fields with 400, changing nothing', async () => {
      const item = await insertItem(t);
      const img = (await upload(item, [file(PNG)])).json().data;
      const before = await stored(item);
      for (const body of [
        {},
        { sort: -1 },
        { sort: 1_000_000_001 },
        { sort: '1' },
        { sort: 1.5 },
        { sort: 1, url: 'x' },
      ]) {
        const res = await t.patch(`/v1/items/${item}/images/${img.id}`, write, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.equal(errorOf(res).code, 'invalid_request');
      }
      await assertNothingWritten(item, before);
      assert.equal((await t.get(`/v1/items/${item}/images`, read)).json().data[0].sort, 0);
    });

    it("answers 404 for another shop's item, and for an image of another item, changing nothing", async () => {
      const item = await insertItem(t);
      const img = (await upload(item, [file(PNG)])).json().data;
      const sibling = await insertItem(t);
      const before = await stored(sibling);
      const wrongItem = await t.patch(`/v1/items/${sibling}/images/${img.id}`, write, { sort: 9 });
      assert.equal(wrongItem.statusCode, 404);
      await assertNothingWritten(sibling, before);
      const foreign = await t.patch(
        `/v1/items/${item}/images/${img.id}`,
        await t.token(['write_items'], await t.newShop()),
        { sort: 9 },
      );
      assert.equal(foreign.statusCode, 404);
      assert.equal(errorOf(foreign).code, 'not_found');
      assert.equal((await t.get(`/v1/items/${item}/images`, read)).json().data[0].sort, 0);
    });
  });

  describe('DELETE /v1/items/{id}/images/{imageId}', () => {
    it("deletes the image and its bytes with 204; its /media URL answers 404; the item's updated_at moves", async () => {
      const item = await insertItem(t);
      const img = (await upload(item, [file(PNG)])).json().data;
      const before = await stored(item);
      await tick();
      const res = await t.del(`/v1/items/${item}/images/${img.id}`, write);
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      const after = await stored(item);
      assert.equal(after.images, 0);
      assert.equal(after.blobs, before.blobs - 1);
      assert.ok(after.updatedAt > before.updatedAt);
      const media = await t.request('GET', `/media/${img.id}`);
      assert.equal(media.statusCode, 404);
      assert.equal(errorOf(media).code, 'not_found');
    });

    it("answers another shop's token and an unknown image with 404, deleting nothing", async () => {
      const item = await insertItem(t);
      const img = (await upload(item, [file(PNG)])).json().data;
      const before = await stored(item);
      assert.equal(
        (await t.del(`/v1/items/${item}/images/${img.id}`, await t.token(['write_items'], await t.newShop())))
          .statusCode,
        404,
      );
      assert.equal((await t.del(`/v1/items/${item}/images/img_doesnotexist`, write)).statusCode, 404);
      await assertNothingWritten(item, before);
    });
  });

  describe('GET /media/{imageId}', () => {
    it('serves the bytes without a token, immutable-cacheable, with an ETag and nosniff', async () => {
      const item = await insertItem(t);
      const img = (await upload(item, [file(PNG)])).json().data;
      const res = await t.request('GET', `/media/${img.id}`);
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['cache-control']), /max-age=31536000/);
      assert.match(String(res.headers['cache-control']), /immutable/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers.etag, `"${img.id}"`);
      assert.equal(Number(res.headers['content-length']), PNG.length);
    });

    it('answers If-None-Match with the ETag with 304 and no body', async () => {
      const item = await insertItem(t);
      const img = (await upload(item, [file(PNG)])).json().data;
      const res = await t.request('GET', `/media/${img.id}`, { headers: { 'if-none-match': `"${img.id}"` } });
      assert.equal(res.statusCode, 304);
      assert.equal(res.body, '');
      assert.equal(
        (await t.request('GET', `/media/${img.id}`, { headers: { 'if-none-match': '"other"' } })).statusCode,
        200,
      );
    });

    it('answers an unknown image with 404 not_found in the error shape', async () => {
      const res = await t.request('GET', '/media/img_doesnotexist');
      assert.equal(res.statusCode, 404);
      assert.equal(errorOf(res).code, 'not_found');
    });
  });
});
