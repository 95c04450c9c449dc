import { useTranslations } from 'next-intl';
import type { CanvasComponent } from '@/lib/contracts/content';
import { hostedVideoUrl } from '@/lib/content/video';
import { VideoPlayer } from './video-player';

type VideoBlock = Extract<CanvasComponent, { type: 'video' }>;

/** A video from its URL or its hosted asset's delivery URL, with its caption tracks. */
export function Video({ block }: { block: VideoBlock }) {
  const t = useTranslations('CmsBlocks.video');
  const asset = block.cloudinaryAsset;
  const src = asset ? hostedVideoUrl(asset) : (block.url ?? '');
  return (
    <VideoPlayer
      src={src}
      hostedAsset={asset}
      poster={block.poster}
      settings={block.playerSettings ?? {}}
      tracks={block.tracks ?? []}
      labels={{ play: t('play'), pause: t('pause') }}
    />
  );
}
