import type { Queryable, Read, Tx } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { recordEvents } from '../../events/service.ts';
import { ApiError, invalidField, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type Page, type PageRequest } from '../../lib/page.ts';
import { nowIso } from '../../lib/time.ts';
import { categoryRepo, isForeignKeyViolation, type CategoryRow } from './repo.ts';

interface Category {
  id: string;
  name: string;
  parent_id: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

interface CreateCategoryInput {
  name: string;
  parent_id?: string | null;
  sort?: number;
}

type UpdateCategoryInput = Partial<CreateCategoryInput>;

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parent_id,
    sort: row.sort,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * parent_id must name a category of the same shop (another shop's id reads as unknown) and must
 * not be the category itself or one of its descendants, which would make a cycle.
 */
async function checkParent(db: Queryable, shopId: string, parentId: string, selfId: string | null): Promise<void> {
  const repo = categoryRepo(db);
  let cursor: string | null = parentId;
  for (let first = true; cursor !== null; first = false) {
    if (cursor === selfId) throw invalidField('parent_id', 'would make the category its own ancestor');
    const row = await repo.find(shopId, cursor);
    if (!row) {
      if (first) throw invalidField('parent_id', 'is not a category of this shop');
      break;
    }
    cursor = row.parent_id;
  }
}

/* Categories: a shop's tree of item groups. Ids of another shop are 404 not_found. */

export async function listCategories(db: Read, shopId: string, page: PageRequest): Promise<Page<Category>> {
  const repo = categoryRepo(db);
  const [rows, total] = await Promise.all([repo.list(shopId, page.limit, page.offset), repo.count(shopId)]);
  return pageOf(rows.map(toCategory), page, total);
}

export async function getCategory(db: Read, shopId: string, id: string): Promise<Category> {
  const row = await categoryRepo(db).find(shopId, id);
  if (!row) throw notFound('category');
  return toCategory(row);
}

/** A category without a sort goes after every other category of the shop (max + 1). */
export async function createCategory(tx: Tx, shopId: string, input: CreateCategoryInput): Promise<Category> {
  const repo = categoryRepo(tx);
  await repo.lockTree(shopId);
  const parentId = input.parent_id ?? null;
  if (parentId !== null) await checkParent(tx, shopId, parentId, null);
  const now = nowIso();
  const row: CategoryRow = {
    id: newId('cat'),
    shop_id: shopId,
    name: input.name,
    parent_id: parentId,
    sort: input.sort ?? ((await repo.maxSort(shopId)) ?? -1) + 1,
    created_at: now,
    updated_at: now,
  };
  await repo.insert(row);
  return toCategory(row);
}

export async function updateCategory(
  tx: Tx,
  shopId: string,
  id: string,
  input: UpdateCategoryInput,
): Promise<Category> {
  const repo = categoryRepo(tx);
  await repo.lockTree(shopId);
  if (!(await repo.find(shopId, id))) throw notFound('category');
  if (input.parent_id) await checkParent(tx, shopId, input.parent_id, id);
  await repo.update(shopId, id, { ...input, updated_at: nowIso() });
  return toCategory((await repo.find(shopId, id))!);
}

/** Refused with 409 category_in_use while items (archived ones too) or child categories reference it; records category.deleted. */
export async function deleteCategory(tx: Tx, shopId: string, id: string, by: Actor): Promise<void> {
  const repo = categoryRepo(tx);
  await repo.lockTree(shopId);
  if (!(await repo.find(shopId, id))) throw notFound('category');
  if (await repo.hasItems(shopId, id))
    throw new ApiError('category_in_use', 'Items still belong to this category; move them to another category first');
  if (await repo.hasChildren(shopId, id))
    throw new ApiError('category_in_use', 'This category has child categories; move or delete them first');
  await repo.delete(shopId, id).catch((err: unknown) => {
    // An item created in this category after the check (PostgreSQL, another transaction) stops the delete.
    if (isForeignKeyViolation(err))
      throw new ApiError('category_in_use', 'Items still belong to this category; move them to another category first');
    throw err;
  });
  await recordEvents(tx, shopId, by, [{ type: 'category.deleted', object: { id } }]);
}
