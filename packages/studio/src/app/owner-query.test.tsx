import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { owner } from '../test/fixtures';
import { fakeServer } from '../test/fake-server';
import { renderStudio } from '../test/render';
import { ownerQuery } from './owner-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="tessera-session"]')?.remove();
});

describe('who is signed in', () => {
  it('is nobody at once when the studio document came without an owner cookie, and asked of the server after that', async () => {
    // The server writes this into the studio's document (spa-routes) when no owner cookie came with it.
    document.head.insertAdjacentHTML('beforeend', '<meta name="tessera-session" content="none">');
    const server = fakeServer({ 'GET /api/studio/auth/me': () => ({ body: { owner } }) });
    renderStudio('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeTruthy();
    expect(server.to('GET', '/api/studio/auth/me')).toHaveLength(0);

    // Any later check (after signing in on this page, say) asks: the document's hint is only its own.
    const queryFn = ownerQuery.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    expect(await queryFn({ signal: new AbortController().signal })).toMatchObject({ email: owner.email });
    expect(server.to('GET', '/api/studio/auth/me')).toHaveLength(1);
  });
});
