import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppAccess } from '@tessera/core/entities/app';
import { makeConfig, makePage, makeSignInResponse } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp, resetAuth } from '../test/render';
import { completeSignIn, clearLocalSession } from '../features/auth/session';
import { useAccessPromptStore } from '../features/pages/access-prompt-store';

const lockedHome = makePage({
  page_title: 'Home',
  page_data: { path: '/' },
  page_access: { granted: false, reason: 'require_authentication', data: null },
});
const pages = { '/': { status: 'found' as const, page: lockedHome }, '/about': { status: 'found' as const, page: makePage() } };
const configWith = (access: Partial<AppAccess>) => makeConfig({ access: { ...makeConfig().access, ...access } });
const signInApp = configWith({ require_sign_in: true, allow_anonymous_browsing: false });

describe('automatic prompts (SPEC §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccessPromptStore.setState({ checkout: null });
  });

  it('opens sign-in by itself for a guest of a gated app, replacing the entry', async () => {
    const { router } = renderApp({ path: '/', pages, config: signInApp });
    expect(await screen.findByRole('dialog', { name: 'Sign in to Demo Fitness' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#auth');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens nothing in an app guests may browse', async () => {
    renderApp({ path: '/', pages, config: configWith({ require_sign_in: true, allow_anonymous_browsing: true }) });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is silenced by the start marker, for the rest of the visit', async () => {
    const { router } = renderApp({ path: '/#_', pages, config: signInApp });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/about'));
    // Signing out later in the same visit does not bring the prompt back either.
    act(() => clearLocalSession('logout'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.hash).toBe('');
  });

  it('does not come back once the guest has closed it', async () => {
    const { router } = renderApp({ path: '/', pages, config: signInApp });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => router.navigate('/about'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the session check before deciding', async () => {
    resetAuth('unchecked');
    const { router } = renderApp({ path: '/', pages, config: signInApp });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.hash).toBe('');
    act(() => completeSignIn(makeSignInResponse(), 'sign-in'));
    expect(router.state.location.hash).toBe('');
  });

  it('offers the app products at start to a member without one in a subscriber-only app', async () => {
    act(() => completeSignIn(makeSignInResponse(), 'sign-in'));
    const config = configWith({ is_subscriber_only: true, allow_anonymous_browsing: false, app_products: [{ id: 'peak-club' }] });
    const { router } = renderApp({ path: '/', pages, config });
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#checkout');
    expect(useAccessPromptStore.getState().checkout).toEqual({ title: 'Demo Fitness', productIds: ['peak-club'], purchaseOverlay: null });
  });

  it('opens checkout for the app products right after sign-up, once the sign-up sheet has closed', async () => {
    mockApi({});
    const config = configWith({ prompt_purchase_post_sign_up: true, app_products: [{ id: 'peak-club' }], purchase_overlay: null });
    const { router } = renderApp({ path: '/about#auth', pages, config });
    await screen.findByRole('dialog', { name: 'Sign in to Demo Fitness' });
    act(() => completeSignIn(makeSignInResponse(), 'sign-up'));
    // Still behind the sign-up sheet: nothing yet.
    expect(router.state.location.hash).toBe('#auth');
    await act(() => router.navigate('/about', { replace: true }));
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#checkout');
    expect(useAccessPromptStore.getState().checkout?.productIds).toEqual(['peak-club']);
  });

  it('keeps checkout up when a guest signs up inside it; the intake form follows once it closes', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/about#checkout', pages, config: configWith({}) });
    await screen.findByRole('dialog', { name: 'Checkout' });
    act(() => completeSignIn(makeSignInResponse({ sign_up_form_id: 'intake' }), 'sign-up'));
    expect(router.state.location.hash).toBe('#checkout');
    await act(() => router.navigate('/about', { replace: true }));
    expect(router.state.location.hash).toBe('#form/intake');
  });

  it('does not prompt a purchase after an ordinary sign-in to an open app', async () => {
    const config = configWith({ prompt_purchase_post_sign_up: true, app_products: [{ id: 'peak-club' }] });
    const { router } = renderApp({ path: '/about', pages, config });
    await screen.findByRole('heading', { name: 'About us' });
    act(() => completeSignIn(makeSignInResponse(), 'sign-in'));
    expect(router.state.location.hash).toBe('');
  });
});
