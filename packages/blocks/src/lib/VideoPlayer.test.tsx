import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VideoData } from '@tessera/core/entities/block-data';
import { withBlockContext } from '../test/fixtures';
import { VideoPlayer, playbackOf } from './VideoPlayer';

// The real player library loads provider scripts from the network; here we only check that it is
// asked for the right video, and only once the member presses play.
vi.mock('./ProviderPlayer', () => ({
  default: ({ url, title }: { url: string; title: string }) => <div data-testid="provider-player" data-url={url} data-title={title} />,
}));

const video = (input: Partial<VideoData> & { url: string }): VideoData => ({ provider: null, thumbnail: null, duration_seconds: null, ...input });

describe('playbackOf', () => {
  it('plays uploads and Zoom files natively, embeds YouTube, Vimeo and Facebook, and links to Zoom pages', () => {
    expect(playbackOf(video({ url: '/media/a.mp4' }))).toBe('file');
    expect(playbackOf(video({ provider: 'zoom', url: 'https://zoom.us/rec/share/abc' }))).toBe('link');
    expect(playbackOf(video({ provider: 'zoom', url: 'https://cdn.example.com/class.mp4?token=1' }))).toBe('file');
    expect(playbackOf(video({ provider: 'youtube', url: 'https://youtu.be/aqz-KE-bpKQ' }))).toBe('embed');
    expect(playbackOf(video({ provider: 'vimeo', url: 'https://vimeo.com/76979871' }))).toBe('embed');
    expect(playbackOf(video({ provider: 'facebook', url: 'https://www.facebook.com/x/videos/1/' }))).toBe('facebook');
  });
});

describe('VideoPlayer', () => {
  it('plays an uploaded file in the native player with its poster', () => {
    const { container } = render(withBlockContext(<VideoPlayer video={video({ url: '/media/a.mp4' })} poster="/p.jpg" title="Warm-up" />));
    const element = container.querySelector('video');
    expect(element?.getAttribute('src')).toBe('/media/a.mp4');
    expect(element?.getAttribute('poster')).toBe('/p.jpg');
    expect(element?.hasAttribute('controls')).toBe(true);
    expect(element?.getAttribute('aria-label')).toBe('Warm-up');
  });

  it('loads the provider player only after play is pressed, then moves focus into the player', async () => {
    render(withBlockContext(<VideoPlayer video={video({ provider: 'youtube', url: 'https://youtu.be/aqz-KE-bpKQ', thumbnail: '/t.jpg' })} title="Big Buck Bunny" />));
    expect(screen.queryByTestId('provider-player')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play video: Big Buck Bunny' });
    expect(play.querySelector('img')?.getAttribute('src')).toBe('/t.jpg');
    fireEvent.click(play);
    const player = await screen.findByTestId('provider-player');
    expect(player.getAttribute('data-url')).toBe('https://youtu.be/aqz-KE-bpKQ');
    expect(document.activeElement?.getAttribute('data-playback')).toBe('embed');
  });

  it("embeds Facebook's video plugin with the address as a parameter", () => {
    const url = 'https://www.facebook.com/peak/videos/123/';
    const { container } = render(withBlockContext(<VideoPlayer video={video({ provider: 'facebook', url })} />));
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toContain(`href=${encodeURIComponent(url)}`);
    expect(frame?.getAttribute('src')?.startsWith('https://www.facebook.com/plugins/video.php?')).toBe(true);
    expect(frame?.getAttribute('title')).toBe('Play video');
  });

  it('links out to a Zoom recording page in a new tab', () => {
    render(withBlockContext(<VideoPlayer video={video({ provider: 'zoom', url: 'https://zoom.us/rec/share/abc' })} />));
    const link = screen.getByRole('link', { name: /Watch on Zoom/ });
    expect(link.getAttribute('href')).toBe('https://zoom.us/rec/share/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("speaks the member's language", () => {
    render(withBlockContext(<VideoPlayer video={video({ provider: 'vimeo', url: 'https://vimeo.com/1' })} title="Yoga" />, { locale: 'de' }));
    expect(screen.getByRole('button', { name: 'Video abspielen: Yoga' })).toBeTruthy();
  });

  it('keeps the ratio it is given, 16:9 otherwise', () => {
    const { container, rerender } = render(withBlockContext(<VideoPlayer video={video({ url: '/a.mp4' })} ratio={75} />));
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--video-ratio')).toBe('75');
    rerender(withBlockContext(<VideoPlayer video={video({ url: '/a.mp4' })} />));
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--video-ratio')).toBe('56.25');
  });
});
