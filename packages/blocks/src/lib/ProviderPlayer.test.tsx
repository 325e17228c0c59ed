import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/fixtures';
import ProviderPlayer from './ProviderPlayer';
import type RealReactPlayer from 'react-player';

// jsdom cannot run the providers' player elements (no media APIs); the library's own URL
// recognition is checked below against the real module.
vi.mock('react-player', () => ({
  default: Object.assign(
    ({ src, playing, controls }: { src: string; playing?: boolean; controls?: boolean }) => (
      <div data-testid="react-player" data-src={src} data-playing={String(playing)} data-controls={String(controls)} />
    ),
    { canPlay: (src: string) => src.includes('youtube.com') },
  ),
}));

describe('ProviderPlayer', () => {
  it('falls back to the link when react-player cannot play the address', () => {
    render(<ProviderPlayer url="https://example.com/not-a-video" title="x" fallback={<a href="https://example.com/not-a-video">Watch</a>} />);
    expect(screen.getByRole('link', { name: 'Watch' })).toBeTruthy();
    expect(screen.queryByTestId('react-player')).toBeNull();
  });

  it('hands a playable address to react-player, playing with controls', () => {
    render(<ProviderPlayer url="https://www.youtube.com/watch?v=aqz-KE-bpKQ" title="x" fallback={<a href="#">Watch</a>} />);
    const player = screen.getByTestId('react-player');
    expect(player.getAttribute('data-src')).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(player.getAttribute('data-playing')).toBe('true');
    expect(player.getAttribute('data-controls')).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('relies on react-player to recognise YouTube and Vimeo addresses', async () => {
    const { default: ReactPlayer } = await vi.importActual<{ default: typeof RealReactPlayer }>('react-player');
    expect(ReactPlayer.canPlay?.('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(true);
    expect(ReactPlayer.canPlay?.('https://youtu.be/aqz-KE-bpKQ')).toBe(true);
    expect(ReactPlayer.canPlay?.('https://vimeo.com/76979871')).toBe(true);
    expect(ReactPlayer.canPlay?.('https://example.com/about')).toBe(false);
  });
});
