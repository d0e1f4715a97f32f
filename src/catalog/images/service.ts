import type { Config } from '../../config.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Read, Tx } from '../../db/database.ts';
import { ApiError, invalidField, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type Page, type PageRequest } from '../../lib/page.ts';
import { nowIso } from '../../lib/time.ts';
import { recordEvents, type EventInput } from '../../events/service.ts';
import { itemEvents } from '../items/editing.ts';
import { imageRepo, type ImageRow } from './repo.ts';
import { imageUrl } from './url.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

interface ItemImage {
  id: string;
  url: string;
  sort: number;
}

/**
 * The format read from the file's first bytes (its signature); the declared Content-Type and the
 * file name are not trusted. null when the bytes are none of the accepted formats.
 */
function detectImageType(bytes: Buffer): ImageType | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

function checkFile(bytes: Buffer): ImageType {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError('payload_too_large', 'The file is larger than 10 MB');
  if (bytes.length === 0) throw invalidField('file', 'is empty');
  const type = detectImageType(bytes);
  if (!type)
    throw new ApiError(
      'unsupported_media_type',
      'The file is not a JPEG, PNG, WebP or GIF image (the format is read from its bytes)',
    );
  return type;
}

/*
 * Item images. Bytes live in image_blobs so every process of a deployment serves them. Each change
 * bumps the item's updated_at, since main_image (the lowest sort's URL) is part of the item summary,
 * and records item.updated when it changes main_image (imageChange).
 */

function imageView(config: Pick<Config, 'baseUrl'>, row: ImageRow): ItemImage {
  return { id: row.id, url: imageUrl(config, row.id), sort: row.sort };
}

export async function listImages(
  db: Read,
  config: Config,
  shopId: string,
  itemId: string,
  page: PageRequest,
): Promise<Page<ItemImage>> {
  const repo = imageRepo(db);
  if (!(await repo.itemExists(shopId, itemId))) throw notFound('item');
  const [rows, total] = await Promise.all([
    repo.list(shopId, itemId, page.limit, page.offset),
    repo.count(shopId, itemId),
  ]);
  return pageOf(
    rows.map((row) => imageView(config, row)),
    page,
    total,
  );
}

/**
 * Runs a change to an item's images (the item found and its updated_at moved first); records
 * `events` and, when the change gave the item another main_image, its item.updated after them.
 */
async function imageChange<T>(
  tx: Tx,
  config: Config,
  shopId: string,
  itemId: string,
  by: Actor,
  change: () => Promise<T>,
  events: (result: T) => EventInput[] = () => [],
): Promise<T> {
  const repo = imageRepo(tx);
  if (!(await repo.touchItem(shopId, itemId, nowIso()))) throw notFound('item');
  const mainImage = async () => (await repo.list(shopId, itemId, 1, 0))[0]?.id ?? null;
  const before = await mainImage();
  const result = await change();
  const recorded = [
    ...events(result),
    ...(before !== (await mainImage()) ? await itemEvents(tx, config, shopId, itemId) : []),
  ];
  if (recorded.length) await recordEvents(tx, shopId, by, recorded);
  return result;
}

/** A new image goes last: sort = the item's highest sort + 1 (0 for the first). */
export async function uploadImage(
  tx: Tx,
  config: Config,
  shopId: string,
  itemId: string,
  bytes: Buffer,
  by: Actor,
): Promise<ItemImage> {
  const contentType = checkFile(bytes);
  return imageChange(tx, config, shopId, itemId, by, () => insertImage(tx, config, shopId, itemId, contentType, bytes));
}

async function insertImage(
  tx: Tx,
  config: Config,
  shopId: string,
  itemId: string,
  contentType: ImageType,
  bytes: Buffer,
): Promise<ItemImage> {
  const repo = imageRepo(tx);
  const now = nowIso();
  const row: ImageRow = {
    id: newId('img'),
    shop_id: shopId,
    item_id: itemId,
    content_type: contentType,
    byte_size: bytes.length,
    sort: ((await repo.maxSort(shopId, itemId)) ?? -1) + 1,
    created_at: now,
  };
  await repo.insert(row, bytes);
  return imageView(config, row);
}

export async function sortImage(
  tx: Tx,
  config: Config,
  shopId: string,
  itemId: string,
  imageId: string,
  sort: number,
  by: Actor,
): Promise<ItemImage> {
  const repo = imageRepo(tx);
  return imageChange(tx, config, shopId, itemId, by, async () => {
    if (!(await repo.updateSort(shopId, itemId, imageId, sort))) throw notFound('image');
    return imageView(config, (await repo.find(shopId, itemId, imageId))!);
  });
}

/** Deletes an image: image.deleted {id, item_id}, and item.updated when it was the main_image. */
export async function deleteImage(
  tx: Tx,
  config: Config,
  shopId: string,
  itemId: string,
  imageId: string,
  by: Actor,
): Promise<void> {
  await imageChange(
    tx,
    config,
    shopId,
    itemId,
    by,
    async () => {
      if (!(await imageRepo(tx).delete(shopId, itemId, imageId))) throw notFound('image');
    },
    () => [{ type: 'image.deleted', object: { id: imageId, item_id: itemId } }],
  );
}

/** The stored bytes and type of an image, for the public /media route. */
export async function imageMedia(db: Read, imageId: string): Promise<{ contentType: string; data: Buffer }> {
  const row = await imageRepo(db).media(imageId);
  if (!row) throw notFound('image');
  return { contentType: row.content_type, data: row.data };
}
