import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageAccessResult, PageProps } from '@tessera/core/entities/page';
import { toMemberView } from '@tessera/core/entities/user';
import { createPageDataStore } from '../page-data';
import { clearLocalSession, installSession } from '../../auth/session';
import { appEvents } from '../../../app/events';
import { useAccessPromptStore } from '../access-prompt-store';
import { usePageStateStore } from '../page-state-store';
import { makePage, makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { localConfig, makePreview, makeProduct } from '../../../test/commerce-fixtures';
import { renderApp, resetAuth } from '../../../test/render';

const ref = (title: string, path: string) => ({ page_id: `${path}-id`, title, path, page_content_type: 'generic' as const, image: null, description: null });

const locked = (title: string, path: string, access: PageAccessResult): PageProps =>
  makePage({ page_id: `${path}-id`, page_title: title, page_data: { path }, page_access: access });

const collection = makePage({
  page_id: 'c',
  page_title: 'Benefits',
  page_content_type: 'collection',
  page_data: { path: '/benefits' },
  children: [ref('Paid', '/paid'), ref('Later', '/later'), ref('Lounge', '/lounge'), ref('Open', '/open')],
});

const pages = {
  '/benefits': { status: 'found' as const, page: collection },
  '/paid': { status: 'found' as const, page: locked('Paid', '/paid', { granted: false, reason: 'require_purchase', data: { product_ids: ['peak-premium'], purchase_overlay: 'ov1' } }) },
  '/later': { status: 'found' as const, page: locked('Later', '/later', { granted: false, reason: 'is_scheduled', data: { available_after: '2030-01-02T09:00:00Z' } }) },
  '/lounge': { status: 'found' as const, page: locked('Lounge', '/lounge', { granted: false, reason: 'require_authentication', data: null }) },
  '/open': { status: 'found' as const, page: makePage({ page_id: '/open-id', page_title: 'Open', page_data: { path: '/open' } }) },
};

afterEach(() => {
  useAccessPromptStore.setState({ scheduled: null, checkout: null });
  vi.unstubAllGlobals();
});

async function link(name: RegExp) {
  const element = await screen.findByRole('link', { name });
  await vi.waitFor(() => expect(element.getAttribute('data-access')).not.toBe('loading'));
  return element;
}

describe('page links (SPEC §2)', () => {
  it('are disabled while their access loads, then locked', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const store = createPageDataStore({
      fetchPage: async (path) => {
        if (path === '/paid') await gate;
        return pages[path as keyof typeof pages] ?? { status: 'missing' };
      },
    });
    const { router } = renderApp({ path: '/benefits', store });
    const paid = await screen.findByRole('link', { name: /^Paid/ });
    expect(paid.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(paid);
    expect(router.state.location.pathname).toBe('/benefits');
    expect(router.state.location.hash).toBe('');
    release();
    await vi.waitFor(() => expect(paid.getAttribute('data-access')).toBe('locked'));
    expect(paid.getAttribute('aria-disabled')).toBeNull();
    // Seen before it is tapped: a badge in the card's corner, a lock for a purchase.
    const badge = paid.querySelector('[data-testid="lock-badge"]');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.querySelector('svg')?.dataset.icon).toBe('lock');
  });

  it('show a clock badge on drip lessons and no badge on open pages', async () => {
    renderApp({ path: '/benefits', pages });
    expect((await link(/^Later/)).querySelector<SVGElement>('[data-testid="lock-badge"] svg')?.dataset.icon).toBe('clock');
    const open = await screen.findAllByRole('link');
    await vi.waitFor(() => expect(open.filter((a) => a.getAttribute('data-access') === 'open').length).toBeGreaterThan(0));
    const unlocked = open.filter((a) => a.getAttribute('data-access') === 'open');
    for (const a of unlocked) expect(a.querySelector('[data-testid="lock-badge"]')).toBeNull();
  });

  it('open checkout with the product ids for a purchase, a scheduled modal, or #auth', async () => {
    mockApi({
      'GET /api/payments/config': { body: localConfig() },
      'GET /api/products/list': { body: { products: [makeProduct({ id: 'peak-premium', name: 'Peak Premium' })] } },
      'POST /api/products/peak-premium/preview': { body: { preview: makePreview({ product_id: 'peak-premium' }) } },
      'GET /api/overlays/ov1': { status: 404, body: errorBody('overlay_not_found', 'Overlay not found') },
    });
    const { router } = renderApp({ path: '/benefits', pages });
    fireEvent.click(await link(/^Paid/));
    expect(router.state.location.hash).toBe('#checkout');
    expect(useAccessPromptStore.getState().checkout).toEqual({ title: 'Paid', productIds: ['peak-premium'], purchaseOverlay: 'ov1' });
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' }, { timeout: 5000 });
    expect(await within(checkout).findByRole('heading', { name: 'Peak Premium' }, { timeout: 5000 })).toBeTruthy();

    await act(() => router.navigate('/benefits'));
    fireEvent.click(await link(/^Later/));
    const modal = await screen.findByRole('dialog', { name: 'Not open yet' });
    expect(modal.textContent).toContain('2030');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('OK'));
    expect(router.state.location.pathname).toBe('/benefits');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.click(await link(/^Lounge/));
    expect(router.state.location.hash).toBe('#auth');
  });

  it('an open link navigates', async () => {
    const { router } = renderApp({ path: '/benefits', pages });
    fireEvent.click(await link(/^Open/));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/open'));
  });

  it('the page on screen is asked for again after signing in (the cache follows the viewer)', async () => {
    let isMember = false;
    const inside = makePage({ page_id: 'l', page_title: 'Lounge inside', page_data: { path: '/lounge' } });
    const store = createPageDataStore({ fetchPage: async () => ({ status: 'found', page: isMember ? inside : pages['/lounge'].page }) });
    renderApp({ path: '/lounge', store });
    expect(await screen.findByText('Log in to see this content.')).toBeTruthy();
    isMember = true;
    const response = makeSignInResponse();
    act(() => {
      installSession(response);
      appEvents.emit('auth-completed', { via: 'sign-in', member: toMemberView(response.user) });
    });
    expect(await screen.findByRole('heading', { name: 'Lounge inside' })).toBeTruthy();
    act(() => clearLocalSession('logout'));
    expect(store.peek('/lounge')).toBeUndefined();
  });
});

describe('page actions (SPEC §4)', () => {
  it('say "Failed to mark complete" when the server refuses, and undo the tick', async () => {
    resetAuth('guest');
    installSession(makeSignInResponse());
    const program = makePage({ page_id: 'p', page_title: 'Course', page_content_type: 'program', page_data: { path: '/course' } });
    const step = makePage({
      page_id: '33333333-3333-4333-8333-333333333333',
      page_title: 'Step',
      page_data: { path: '/course/step' },
      page_actions: [{ id: 'a', action_type: 'mark_complete', block_action: null, text: 'Done with it', post_action_button_text: 'All done' }],
      siblings: [ref('Step', '/course/step')],
    });
    mockApi({ [`POST /api/pages/${step.page_id}/complete`]: { status: 403, body: errorBody('page_locked', 'This page is locked') } });
    renderApp({ path: '/course/step', pages: { '/course': { status: 'found', page: program }, '/course/step': { status: 'found', page: step } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Done with it' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Failed to mark complete');
    expect(screen.getByRole('button', { name: 'Done with it' }).getAttribute('aria-pressed')).toBe('false');
    clearLocalSession('logout');
    expect(usePageStateStore.getState().byId).toEqual({});
  });

  it('the bookmark is a toggle button for articles', async () => {
    installSession(makeSignInResponse());
    const article = makePage({ page_id: '44444444-4444-4444-8444-444444444444', page_title: 'Read me', page_content_type: 'article', page_data: { path: '/read' } });
    mockApi({ [`POST /api/pages/${article.page_id}/bookmarks/toggle`]: { body: { is_bookmarked: true } } });
    renderApp({ path: '/read', pages: { '/read': { status: 'found', page: article } } });
    const button = await screen.findByRole('button', { name: 'Bookmark' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    appEvents.emit('signed-out', { reason: 'logout' });
  });
});
