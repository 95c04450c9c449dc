'use client';

import type { ReactNode } from 'react';
import { useFavoritesOffered } from '@/services/favorites-offered';

/**
 * Shows the header's way to the favorites (rendered by the server, passed as children) only
 * where favorites are offered: on, and not for an employee, which only the browser knows.
 */
export function WhereFavoritesOffered({ children }: { children: ReactNode }) {
  return useFavoritesOffered() ? children : null;
}
