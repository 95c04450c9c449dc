import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { offlineBrowserSettings } from '@/lib/browser-settings';
import en from '@/messages/en.json';
import { CommerceProvider } from '@/services/commerce-context';
import { Video } from './video';

type VideoBlock = Parameters<typeof Video>[0]['block'];

let reducedMotion = false;
const play = vi.fn(() => Promise.resolve());

beforeEach(() => {
  reducedMotion = false;
  play.mockReset().mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(HTMLMediaElement.prototype.play).mockRestore();
  vi.mocked(HTMLMediaElement.prototype.pause).mockRestore();
});

function renderVideo(block: Omit<VideoBlock, 'type' | 'id'>, scriptUrl: string | null = null) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en-us" messages={en} timeZone="UTC">
        <CommerceProvider
          brand="stride"
          locale="en-us"
          settings={{ ...offlineBrowserSettings, videoPlayerScriptUrl: scriptUrl }}
        >
          {children}
        </CommerceProvider>
      </NextIntlClientProvider>
    );
  }
  render(<Video block={{ type: 'video', id: 'v', ...block }} />, { wrapper: Wrapper });
  const video = document.querySelector('video');
  if (!video) throw new Error('no video rendered');
  return video;
}

describe('video', () => {
  it('maps the player settings to the native player', () => {
    const video = renderVideo({
      url: '/media/content/run.mp4',
      poster: { url: '/media/poster.webp', alt: 'A runner', width: 1600, height: 900 },
      playerSettings: { loop: true, muted: true },
    });
    expect(video).toHaveAttribute('src', '/media/content/run.mp4');
    expect(video).toHaveAttribute('poster', '/media/poster.webp');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('loop');
    expect(video.muted).toBe(true);
    expect(video).toHaveAccessibleName('A runner');
    expect(play).not.toHaveBeenCalled();
  });

  it('autoplays a muted video and may hide its controls, keeping a pause button', () => {
    const video = renderVideo({
      url: '/media/content/run.mp4',
      playerSettings: { autoplay: true, muted: true, hideControls: true },
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video).not.toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('never autoplays with sound, nor for shoppers who ask for reduced motion', () => {
    const loud = renderVideo({
      url: '/media/content/run.mp4',
      playerSettings: { autoplay: true, hideControls: true },
    });
    expect(play).not.toHaveBeenCalled();
    expect(loud).toHaveAttribute('controls');
    loud.remove();
    reducedMotion = true;
    const calm = renderVideo({
      url: '/media/content/run.mp4',
      playerSettings: { autoplay: true, muted: true, hideControls: true },
    });
    expect(play).not.toHaveBeenCalled();
    expect(calm).toHaveAttribute('controls');
  });

  it('logs a refused autoplay and shows no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    play.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderVideo({ url: '/media/content/run.mp4', playerSettings: { autoplay: true, muted: true } });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('plays a hosted asset from the provider’s MP4 delivery URL without its player script', () => {
    const video = renderVideo({
      cloudinaryAsset: { cloudName: 'stride', publicId: 'campaigns/spring' },
    });
    expect(video).toHaveAttribute(
      'src',
      'https://res.cloudinary.com/stride/video/upload/campaigns/spring.mp4',
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads the hosted player script on demand when one is configured', () => {
    renderVideo(
      { cloudinaryAsset: { cloudName: 'stride', publicId: 'campaigns/spring' } },
      'https://player.example/video-player.js',
    );
    expect(
      document.querySelector('script[src="https://player.example/video-player.js"]'),
    ).not.toBeNull();
  });

  it('renders its caption tracks', () => {
    const video = renderVideo({
      url: '/media/content/run.mp4',
      tracks: [
        { src: '/media/content/run.en.vtt', label: 'English', srclang: 'en', kind: 'captions' },
        { src: '/media/content/run.fr.vtt', label: 'Français', srclang: 'fr', kind: 'subtitles' },
      ],
    });
    const tracks = video.querySelectorAll('track');
    expect(tracks).toHaveLength(2);
    expect(tracks[0]).toHaveAttribute('kind', 'captions');
    expect(tracks[0]).toHaveAttribute('srclang', 'en');
    expect(tracks[0]).toHaveAttribute('label', 'English');
    expect(tracks[1]).toHaveAttribute('src', '/media/content/run.fr.vtt');
  });
});
