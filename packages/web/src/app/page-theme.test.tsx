import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePage } from '../test/fixtures';
import { renderApp } from '../test/render';

describe('a page with its own background', () => {
  it('leads the theme variables of the whole app while it is shown', async () => {
    const root = document.documentElement;
    const { router } = renderApp({
      path: '/night',
      pages: {
        '/night': { status: 'found', page: makePage({ page_title: 'Night', background_color: 'black', page_data: { path: '/night' } }) },
        '/': { status: 'found', page: makePage({ page_title: 'Home', page_data: { path: '/' } }) },
      },
    });
    await screen.findByRole('heading', { name: 'Night' });
    await vi.waitFor(() => expect(root.style.getPropertyValue('--color-bg')).toBe('#000000'));
    // Text, muted text and cards follow, so lists and cards on the page stay readable.
    expect(root.style.getPropertyValue('--color-text')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--color-text-muted')).toBe('rgba(255, 255, 255, 0.8)');
    expect(root.style.getPropertyValue('--color-on-surface')).toBe('#ffffff');
    await router.navigate('/');
    await screen.findByRole('heading', { name: 'Home' });
    await vi.waitFor(() => expect(root.style.getPropertyValue('--color-bg')).toBe('#f7f8f9'));
    expect(root.style.getPropertyValue('--color-text')).toBe('#384250');
  });
});
