import { createHash } from 'node:crypto';
import type { Colorway } from './colorways';
import {
  CARD_SIZE,
  categoryCard,
  HERO_SIZE,
  heroBanner,
  productShot,
  productViews,
} from './compositions';
import type { Silhouette } from './silhouettes';

/** An image to render: SVG source and where it goes under the media folder. */
export interface ImageJob {
  /** Relative to the media folder, e.g. `products/runner-001-main-1a2b3c4d5e.webp`. */
  file: string;
  svg: string;
}

export interface SeedImage {
  /** URL path served by the app, e.g. `/media/products/….webp`. */
  url: string;
  width: number;
  height: number;
}

/**
 * File names end with a hash of the drawing, so a file that exists already holds exactly this
 * picture: reseeding skips it, and changing a drawing yields a new name instead of a stale file.
 */
function jobFor(folder: 'products' | 'content', name: string, svg: string): ImageJob {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return { file: `${folder}/${name}-${hash}.webp`, svg };
}

/**
 * Collects the images the seeded rows point at. Products share a "look" (silhouette and
 * colourway), so even a 100 000-product catalogue needs only a few hundred files.
 */
export class ImageRegistry {
  private readonly jobs = new Map<string, ImageJob>();
  private readonly looks = new Map<string, string[]>();

  productImages(silhouette: Silhouette, colorway: Colorway): string[] {
    const look = `${silhouette}-${colorway.code}`;
    let urls = this.looks.get(look);
    if (!urls) {
      urls = productViews.map((view) =>
        this.add(jobFor('products', `${look}-${view}`, productShot(silhouette, colorway, view))),
      );
      this.looks.set(look, urls);
    }
    return urls;
  }

  hero(name: string, silhouette: Silhouette, colorway: Colorway): SeedImage {
    const { width, height } = HERO_SIZE;
    const url = this.add(jobFor('content', `hero-${name}`, heroBanner(silhouette, colorway)));
    return { url, width, height };
  }

  card(name: string, silhouette: Silhouette, colorway: Colorway): SeedImage {
    const url = this.add(jobFor('content', `card-${name}`, categoryCard(silhouette, colorway)));
    return { url, width: CARD_SIZE, height: CARD_SIZE };
  }

  all(): ImageJob[] {
    return [...this.jobs.values()];
  }

  private add(job: ImageJob): string {
    this.jobs.set(job.file, job);
    return `/media/${job.file}`;
  }
}
