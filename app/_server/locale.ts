import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The `[locale]` segment also catches stray top-level paths (a browser's /favicon.ico probe);
 * every page and metadata function checks it before using it.
 */
export function requireLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
