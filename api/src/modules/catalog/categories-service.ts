/**
 * Admin writes of categories. A category's `_id` is the slug of its name when created (so the
 * footer's /category/writing links work) and never changes afterwards, even when renamed.
 */
import { CategoryDocSchema, DEFAULT_GST_RATE, type Category, type CategoryDoc, type CategoryInput } from '@store/shared';
import { isConflict } from '../../db/couch.js';
import type { Databases } from '../../db/databases.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { CatalogIndex } from './catalog-index.js';
import { toCategoryView } from '@store/shared';
import { parseWith, writeDoc } from '../../db/update-doc.js';
import { nowIso } from './doc-writes.js';
import { prepareImage, type ImageStore } from './uploads.js';

export const CATEGORY_NOT_FOUND = 'Category not found';
const CATEGORY_EXISTS = 'A category with this name already exists.';
const DEFAULT_COLOR = '#1f3a5f';

/** "Art & Craft Supplies" → "art-craft-supplies". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
}

interface Deps {
  dbs: Databases;
  catalog: CatalogIndex;
  images: ImageStore;
}

export function createCategoriesService({ dbs, catalog, images }: Deps) {
  const viewOf = (id: string): Category => {
    const doc = catalog.getCategoryDoc(id);
    if (!doc) throw notFound(CATEGORY_NOT_FOUND);
    return toCategoryView(doc, catalog.productCount(id));
  };

  const storeImage = async (file: Express.Multer.File | undefined) =>
    file ? images.save('categories', await prepareImage(file)) : undefined;

  const imageInUse = (file: string, except: string) => catalog.allCategories().some((c) => c._id !== except && c.image === file);

  return {
    async createCategory(input: CategoryInput, file: Express.Multer.File | undefined): Promise<Category> {
      const id = slugify(input.name);
      if (!id) throw badRequest('Invalid category: name: must contain letters or digits');
      if (catalog.getCategoryDoc(id)) throw conflict(CATEGORY_EXISTS);
      const image = await storeImage(file);
      const at = nowIso();
      const doc: CategoryDoc = CategoryDocSchema.parse({
        _id: id,
        type: 'category',
        schemaVersion: 1,
        name: input.name,
        description: input.description,
        image: image ?? null,
        color: input.color ?? DEFAULT_COLOR,
        ...(input.position === undefined ? {} : { position: input.position }),
        ...(input.hsnCode ? { hsnCode: input.hsnCode } : {}),
        gstRate: input.gstRate ?? DEFAULT_GST_RATE,
        createdAt: at,
        updatedAt: at,
      });
      try {
        catalog.noteWritten('categories', await dbs.categories.put(doc));
      } catch (e) {
        if (image) await images.remove('categories', image);
        // Another admin (or another api instance) created it first.
        if (isConflict(e)) throw conflict(CATEGORY_EXISTS);
        throw e;
      }
      return viewOf(id);
    },

    async updateCategory(id: string, input: CategoryInput, file: Express.Multer.File | undefined): Promise<Category> {
      if (!catalog.getCategoryDoc(id)) throw notFound(CATEGORY_NOT_FOUND);
      const image = await storeImage(file);
      let previous: string | null = null;
      try {
        const written = await writeDoc<CategoryDoc>(
          dbs.categories,
          id,
          (current) => {
            if (!current) throw notFound(CATEGORY_NOT_FOUND);
            previous = current.image;
            return CategoryDocSchema.parse({
              ...current,
              name: input.name,
              description: input.description,
              color: input.color ?? current.color,
              position: input.position ?? current.position,
              hsnCode: input.hsnCode === undefined ? current.hsnCode : input.hsnCode || undefined,
              gstRate: input.gstRate ?? current.gstRate,
              image: image ?? current.image,
              updatedAt: nowIso(),
            });
          },
          { parse: parseWith(CategoryDocSchema) },
        );
        catalog.noteWritten('categories', written);
      } catch (e) {
        if (image) await images.remove('categories', image);
        throw e;
      }
      const old: string | null = previous;
      if (image && old && old !== image && !imageInUse(old, id)) await images.remove('categories', old);
      return viewOf(id);
    },

    async deleteCategory(id: string): Promise<void> {
      const doc = await dbs.categories.get(id);
      if (!doc) throw notFound(CATEGORY_NOT_FOUND);
      const count = catalog.productCount(id);
      if (count > 0) {
        throw conflict(
          `This category still has ${count} product${count === 1 ? '' : 's'}. Move or delete them before deleting the category.`,
        );
      }
      const [result] = await dbs.categories.bulkDocs([{ _id: id, _rev: doc._rev, _deleted: true }]);
      if (result?.error === 'conflict') throw conflict('This category was changed by someone else just now. Please try again.');
      if (result?.rev) catalog.noteWritten('categories', { _id: id, _rev: result.rev, _deleted: true });
      const parsed = CategoryDocSchema.safeParse(doc);
      if (parsed.success && parsed.data.image && !imageInUse(parsed.data.image, id)) await images.remove('categories', parsed.data.image);
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
