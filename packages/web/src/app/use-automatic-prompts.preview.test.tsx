import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeConfig, makePage } from '../test/fixtures';
import { renderApp } from '../test/render';

// The studio's preview shows the owner's pages as a test run: a prompt there would hide them.
vi.mock('./environment', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), isPreviewSession: () => true }));

describe('automatic prompts in the studio preview', () => {
  it('never open', async () => {
    const page = makePage({ page_title: 'Home', page_data: { path: '/' } });
    const config = makeConfig({ access: { ...makeConfig().access, require_sign_in: true, allow_anonymous_browsing: false } });
    const { router } = renderApp({ path: '/', pages: { '/': { status: 'found', page } }, config });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.hash).toBe('');
  });
});
