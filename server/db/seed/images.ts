import { mkdir, rename, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageJob } from './image-jobs';

export interface RenderResult {
  rendered: number;
  reused: number;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes beside the target and renames, so an interrupted seed never leaves a half file that looks done. */
async function render(job: ImageJob, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  // Effort 2 encodes twice as fast as the default 4 for flat drawings, at the same file size.
  await sharp(Buffer.from(job.svg)).webp({ quality: 82, effort: 2 }).toFile(partial);
  await rename(partial, target);
}

/** Renders the jobs as WebP under `mediaDir`, skipping files already there (their names carry a content hash). */
export async function renderImages(
  jobs: readonly ImageJob[],
  mediaDir: string,
): Promise<RenderResult> {
  let rendered = 0;
  let reused = 0;
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const target = path.join(mediaDir, job.file);
      if (await exists(target)) {
        reused += 1;
      } else {
        await render(job, target);
        rendered += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { rendered, reused };
}
