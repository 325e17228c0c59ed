import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeSignIn } from '../auth/session';
import { makeSignInResponse } from '../../test/fixtures';
import { makeSubscription } from '../../test/commerce-fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp, resetAuth } from '../../test/render';

const slow = { timeout: 5000 };
const TEXT = 'Your Monthly Club renewal of $15.00 did not go through.';
const blockSize = () => document.documentElement.style.getPropertyValue('--past-due-block-size');

function signInOwing(productIds: string[]) {
  completeSignIn(makeSignInResponse({ past_due_subscriptions: productIds.map((product_id) => ({ product_id })) }), 'sign-in');
  mockApi({ 'GET /api/subscriptions': { body: { subscriptions: [makeSubscription({ status: 'past_due', amount_due: 1500 })] } } });
}

describe('the past-due banner', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    resetAuth();
  });

  it('sits in the screen’s flow under the toolbar, and tells full-height screens its height', async () => {
    signInOwing(['monthly']);
    renderApp({ path: '/' });
    const banner = (await screen.findByText(TEXT, {}, slow)).closest('section')!;
    // Inside main, before the screen: it pushes the content down instead of covering the toolbar or the content.
    expect(banner.closest('main')).toBeTruthy();
    expect(banner.closest('header')).toBeNull();
    await waitFor(() => expect(blockSize()).toMatch(/^\d+px$/));
  });

  it('can be dismissed for the session, and comes back when what is due changes or in a new session', async () => {
    signInOwing(['monthly']);
    renderApp({ path: '/' });
    await screen.findByText(TEXT, {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(document.activeElement?.id).toBe('main-content');
    expect(blockSize()).toBe('');

    // Another screen of the same session: still dismissed.
    cleanup();
    resetAuth();
    signInOwing(['monthly']);
    renderApp({ path: '/' });
    await screen.findByRole('main', {}, slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(TEXT)).toBeNull();

    // Another renewal failing is news: the banner is back.
    cleanup();
    resetAuth();
    signInOwing(['monthly', 'yearly']);
    renderApp({ path: '/' });
    expect(await screen.findByText(TEXT, {}, slow)).toBeTruthy();

    // A new browser session (sessionStorage is per session) shows it again too.
    cleanup();
    resetAuth();
    sessionStorage.clear();
    signInOwing(['monthly']);
    renderApp({ path: '/' });
    expect(await screen.findByText(TEXT, {}, slow)).toBeTruthy();
  });
});
