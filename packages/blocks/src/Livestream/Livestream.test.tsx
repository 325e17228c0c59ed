import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import { countdownParts } from './countdown';
import Livestream from './index';

vi.mock('../lib/ProviderPlayer', () => ({ default: () => <div data-testid="provider-player" /> }));

const props = (input: object) => blockSchemas.livestream_block.parse(input);
const youtube = { provider: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', thumbnail: '/live.jpg' };

describe('countdownParts', () => {
  it('splits the time left and stops at zero', () => {
    expect(countdownParts(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('Livestream', () => {
  afterEach(() => vi.useRealTimers());

  it('before the start shows when it starts in the viewer locale and a countdown, not the player', () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-01T15:58:00Z') });
    render(withBlockContext(<Livestream id="l" page={page} props={props({ title: 'Morning flow', video: youtube, starts_at: '2026-05-01T16:00:00Z' })} />, { locale: 'en' }));
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(Date.parse('2026-05-01T16:00:00Z'));
    expect(screen.getByText(`Starts ${expected}`).tagName).toBe('TIME');
    expect(screen.getByText('Starts in').parentElement?.textContent).toContain('02m');
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Morning flow' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Morning flow' })).toBeTruthy();
  });

  it('switches to the player when the start time comes', () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-01T15:59:58Z') });
    render(withBlockContext(<Livestream id="l" page={page} props={props({ title: 'Morning flow', video: youtube, starts_at: '2026-05-01T16:00:00Z' })} />));
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Play video: Morning flow' })).toBeTruthy();
  });

  it('formats the start in other languages', () => {
    vi.useFakeTimers({ now: Date.parse('2026-04-01T00:00:00Z') });
    render(withBlockContext(<Livestream id="l" page={page} props={props({ video: youtube, starts_at: '2026-05-01T16:00:00Z' })} />, { locale: 'fr' }));
    const expected = new Intl.DateTimeFormat('fr', { dateStyle: 'full', timeStyle: 'short' }).format(Date.parse('2026-05-01T16:00:00Z'));
    expect(screen.getByText(`Commence le ${expected}`)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Diffusion en direct' })).toBeTruthy();
  });

  it('shows the player at once for a recording without a start time', () => {
    render(withBlockContext(<Livestream id="l" page={page} props={props({ video: { url: '/media/class.mp4' } })} />));
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/media/class.mp4');
  });

  it('says where the stream will be when it has started without a video', () => {
    render(withBlockContext(<Livestream id="l" page={page} props={props({ title: 'Soon', starts_at: '2020-01-01T00:00:00Z' })} />));
    expect(screen.getByText('The stream will appear here when it starts.')).toBeTruthy();
  });

  it('renders nothing when empty', () => {
    const { container } = render(withBlockContext(<Livestream id="l" page={page} props={props({})} />));
    expect(container.innerHTML).toBe('');
  });
});
