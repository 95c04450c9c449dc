'use client';

import { useAuthStore } from '@/stores/auth-store';
import { useCommerce } from './commerce-context';

/**
 * Spec 000 section 6: favorites need the allow-favorites setting and are off for employees. Its
 * own module so the header's link asks this without loading the favorites client on every page.
 */
export function useFavoritesOffered(): boolean {
  const { site } = useCommerce();
  const isEmployee = useAuthStore((state) => state.isEmployee);
  return site.allowFavorites && !isEmployee;
}
