'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteShare } from '@/lib/contracts/wishlists';
import { useWishlistsClient } from './use-favorites';

const shareKey = (favoriteId: string) => ['favorites', 'share', favoriteId] as const;

/** Whether the list has a live link, and creating or revoking it (the favorites page). */
export function useFavoriteShare(favoriteId: string) {
  const client = useWishlistsClient();
  const queryClient = useQueryClient();
  const keep = (share: FavoriteShare) => queryClient.setQueryData(shareKey(favoriteId), share);
  const status = useQuery({
    queryKey: shareKey(favoriteId),
    queryFn: () => client.share(favoriteId),
    retry: false,
  });
  const create = useMutation({
    mutationFn: () => client.createShare(favoriteId),
    onSuccess: keep,
  });
  const revoke = useMutation({
    mutationFn: () => client.revokeShare(favoriteId),
    onSuccess: keep,
  });
  return { status, create, revoke };
}
