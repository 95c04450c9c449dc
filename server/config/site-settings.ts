import type { SiteSettings } from '@/lib/site-settings';
import type { Env } from './env';

/** The site settings as this deployment configured them. */
export function siteSettingsOf(env: Env): SiteSettings {
  return {
    simplifiedEnrollment: env.SIMPLIFIED_ENROLLMENT,
    allowFavorites: env.ALLOW_FAVORITES,
  };
}
