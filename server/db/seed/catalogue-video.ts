import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from './translated';

/**
 * The component catalogue's video example: a 3-second clip recorded from a canvas in Chromium
 * (the seeding machine has no video encoder) kept in assets/, and a captions track per language
 * written here. Both are copied into the media folder the app serves as /media.
 */
export const catalogueVideo = {
  url: '/media/content/catalogue-video.webm',
  captionsUrl: (language: Language) => `/media/content/catalogue-video.${language}.vtt`,
};

const captions: Record<Language, string> = {
  en: 'Stride: new season running shoes.',
  de: 'Stride: Laufschuhe der neuen Saison.',
  fr: 'Stride : chaussures de running de la nouvelle saison.',
  it: 'Stride: scarpe da running della nuova stagione.',
};

/** Puts the clip and its captions under `mediaDir/content`. */
export async function writeCatalogueVideo(mediaDir: string): Promise<void> {
  const folder = path.join(mediaDir, 'content');
  await mkdir(folder, { recursive: true });
  await copyFile(
    path.join(import.meta.dirname, 'assets', 'catalogue-video.webm'),
    path.join(folder, 'catalogue-video.webm'),
  );
  for (const [language, text] of Object.entries(captions)) {
    const cue = `WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n${text}\n`;
    await writeFile(path.join(folder, `catalogue-video.${language}.vtt`), cue);
  }
}
