/**
 * Renders the seed's pictures to WebP with sharp: the product image pool and one picture per
 * category. Files already on disk are kept, and each file appears by rename, so a start that
 * crashed half-way resumes without half-written images.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ArtKind } from './art/art-kinds.js';
import { categoryPicture, productViews } from './art/scene.js';
import { categoryImageName, poolImageNames, type PoolArt } from './image-pool.js';
import { hashString } from './random.js';
import { loadSharp } from '../sharp.js';

export const WEBP_QUALITY = 75;
/** libwebp effort 2 of 6: half the encode time of the default for a few percent more bytes. */
const WEBP_EFFORT = 2;

interface Job {
  file: string;
  svg: () => string;
}

export interface RenderResult {
  rendered: number;
  kept: number;
}

export async function renderProductImages(art: readonly PoolArt[], dir: string): Promise<RenderResult> {
  const jobs = art.flatMap((a) => {
    const names = poolImageNames(a.key);
    const files = [names.mainImage, ...names.additionalImages];
    // The four views are drawn together; render them lazily, once, when the first one is needed.
    let views: string[] | undefined;
    const viewsOf = () => (views ??= productViews(a.kind, a.colour.hex, hashString(a.key) % 97));
    return files.map((f, i): Job => ({ file: path.join(dir, f), svg: () => viewsOf()[i] ?? '' }));
  });
  return renderAll(jobs, dir);
}

export async function renderCategoryImages(
  categories: ReadonlyArray<{
    slug: string;
    color: string;
    kinds: ReadonlyArray<{ kind: ArtKind; colours: ReadonlyArray<{ hex: string }> }>;
  }>,
  dir: string,
): Promise<RenderResult> {
  const jobs = categories.map((c): Job => ({
    file: path.join(dir, categoryImageName(c.slug)),
    svg: () =>
      categoryPicture(
        c.kinds.map((k) => k.kind),
        c.kinds.map((k, i) => k.colours[i % k.colours.length]?.hex ?? c.color),
        c.color,
      ),
  }));
  return renderAll(jobs, dir);
}

async function renderAll(jobs: Job[], dir: string): Promise<RenderResult> {
  await mkdir(dir, { recursive: true });
  const todo = jobs.filter((j) => !existsSync(j.file));
  if (todo.length === 0) return { rendered: 0, kept: jobs.length };
  const sharp = await loadSharp();
  // A couple of renders at a time: sharp uses threads of its own, and the machine is shared.
  const workers = Math.max(1, Math.min(2, availableParallelism()));
  let next = 0;
  const work = async () => {
    for (let job = todo[next++]; job; job = todo[next++]) {
      const webp = await sharp(Buffer.from(job.svg())).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
      const tmp = `${job.file}.${process.pid}.tmp`;
      await writeFile(tmp, webp);
      await rename(tmp, job.file);
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  return { rendered: todo.length, kept: jobs.length - todo.length };
}
