import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TOOLBAR_THROTTLE_MS } from '@tessera/core/constants';
import type { RouteObject } from 'react-router';
import { renderApp } from '../../test/render';
import { Toolbar } from './index';
import { isHiddenAfterScroll } from './use-hide-on-scroll';

describe('isHiddenAfterScroll', () => {
  const at = (previousY: number, y: number, wasHidden = false) => isHiddenAfterScroll({ previousY, y, wasHidden, toolbarHeight: 56 });

  it('hides going down past the toolbar and shows going up', () => {
    expect(at(100, 160)).toBe(true);
    expect(at(400, 300, true)).toBe(false);
  });

  it('always shows near the top', () => {
    expect(at(0, 40)).toBe(false);
    expect(at(300, 56, true)).toBe(false);
  });

  it('keeps its state for a scroll of a few pixels', () => {
    expect(at(200, 202, true)).toBe(true);
    expect(at(200, 198, false)).toBe(false);
  });
});

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_TOOLBAR_THROTTLE_MS);
  });
}

describe('the toolbar on scroll (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollY = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  const routes = (deviceClass: 'mobile' | 'desktop'): RouteObject[] => [{ path: '*', element: <Toolbar deviceClass={deviceClass} /> }];

  it('hides on a phone while scrolling down and comes back on the way up', () => {
    renderApp({ path: '/', routes: routes('mobile') });
    const toolbar = screen.getByRole('banner');
    scrollTo(300);
    expect(toolbar.hasAttribute('data-hidden')).toBe(true);
    scrollTo(250);
    expect(toolbar.hasAttribute('data-hidden')).toBe(false);
  });

  it('checks the position at most every 50 ms, and still takes the last one', () => {
    renderApp({ path: '/', routes: routes('mobile') });
    const toolbar = screen.getByRole('banner');
    act(() => {
      window.scrollY = 300;
      window.dispatchEvent(new Event('scroll'));
      window.scrollY = 100;
      window.dispatchEvent(new Event('scroll'));
    });
    // The first event is read at once; the second waits for the throttle window.
    expect(toolbar.hasAttribute('data-hidden')).toBe(true);
    act(() => vi.advanceTimersByTime(SCROLL_TOOLBAR_THROTTLE_MS));
    expect(toolbar.hasAttribute('data-hidden')).toBe(false);
  });

  it('stays on desktop', () => {
    renderApp({ path: '/', routes: routes('desktop') });
    scrollTo(600);
    expect(screen.getByRole('banner').hasAttribute('data-hidden')).toBe(false);
  });
});
