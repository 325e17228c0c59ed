import { act, fireEvent, screen, within } from '@testing-library/react';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePage } from '../../test/fixtures';
import { errorBody, mockApi } from '../../test/mock-api';
import { localConfig, makePreview, makeProduct } from '../../test/commerce-fixtures';
import { renderApp } from '../../test/render';
import { useAccessPromptStore } from '../pages/access-prompt-store';

const OVERLAY_ID = '4f1c2d3e-0000-4000-8000-000000000001';
const welcome = {
  overlay: {
    id: OVERLAY_ID,
    title: 'Welcome offer',
    blocks: publishedBlocks([{ id: 't1', type: 'text_block', props: { content: '<p>Two weeks free for new members.</p>' } }]),
  },
};

const pageWithButtons = {
  '/': {
    status: 'found' as const,
    page: makePage({
      page_title: 'Home',
      page_data: { path: '/' },
      blocks: publishedBlocks([
        { id: 'b1', type: 'button_block', props: { text: 'See the offer', action: { type: 'trigger_overlay', overlay_id: OVERLAY_ID } } },
        { id: 'b2', type: 'button_block', props: { text: 'Check in', action: { type: 'trigger_form', form_id: 'weekly-check-in' } } },
      ]),
    }),
  },
};

// Block renderers and their schemas load lazily: give them time on a slow machine.
const slow = { timeout: 5000 };

describe('overlays (trigger_overlay and #overlay/<id>)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccessPromptStore.setState({ checkout: null });
  });

  it('opens from a block button: the hash names it and a dialog shows its blocks', async () => {
    const { calls } = mockApi({ [`GET /api/overlays/${OVERLAY_ID}`]: { body: welcome } });
    const { router } = renderApp({ path: '/', pages: pageWithButtons });
    fireEvent.click(await screen.findByRole('button', { name: 'See the offer' }, slow));
    expect(router.state.location.hash).toBe(`#overlay/${OVERLAY_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome offer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByText('Two weeks free for new members.', {}, slow)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`/api/overlays/${OVERLAY_ID}`]);
  });

  it('closes with Escape, taking itself out of the hash and giving focus back to the button', async () => {
    mockApi({ [`GET /api/overlays/${OVERLAY_ID}`]: { body: welcome } });
    const { router } = renderApp({ path: '/', pages: pageWithButtons });
    const button = await screen.findByRole('button', { name: 'See the offer' }, slow);
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome offer' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.hash).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('says it is loading, then fails with a way to try again that works', async () => {
    let attempts = 0;
    mockApi({
      [`GET /api/overlays/${OVERLAY_ID}`]: () => {
        attempts += 1;
        return attempts <= 2 ? 'network-error' : { body: welcome };
      },
    });
    renderApp({ path: `/#overlay/${OVERLAY_ID}`, pages: pageWithButtons });
    expect(await screen.findByRole('status')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain("We couldn't load this content.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Two weeks free for new members.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Welcome offer' })).toBeTruthy();
  });

  it('explains an overlay that no longer exists, without a retry', async () => {
    mockApi({ [`GET /api/overlays/${OVERLAY_ID}`]: { status: 404, body: errorBody('overlay_not_found', 'Overlay not found') } });
    renderApp({ path: `/#overlay/${OVERLAY_ID}`, pages: pageWithButtons });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('This content is no longer available.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    // Named by the app while it has no title of its own.
    expect(screen.getByRole('dialog', { name: 'Demo Fitness' })).toBeTruthy();
  });

  it('says so when the overlay has no blocks', async () => {
    mockApi({ [`GET /api/overlays/${OVERLAY_ID}`]: { body: { overlay: { id: OVERLAY_ID, title: null, blocks: [] } } } });
    renderApp({ path: `/#overlay/${OVERLAY_ID}`, pages: pageWithButtons });
    expect(await screen.findByText("There's nothing here yet.", {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue browsing' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a purchase overlay above the purchase options in checkout', async () => {
    mockApi({
      [`GET /api/overlays/${OVERLAY_ID}`]: { body: welcome },
      'GET /api/payments/config': { body: localConfig() },
      'GET /api/products/list': { body: { products: [makeProduct()] } },
      'POST /api/products/premium/preview': { body: { preview: makePreview() } },
    });
    useAccessPromptStore.setState({ checkout: { title: 'Premium', productIds: ['premium'], purchaseOverlay: OVERLAY_ID } });
    renderApp({ path: '/#checkout', pages: pageWithButtons });
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByText('Two weeks free for new members.', {}, slow)).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { name: 'Premium' }, slow)).toBeTruthy();
  });
});

describe('forms (trigger_form)', () => {
  it('opens the form panel; a form that is gone says so and closes again', async () => {
    mockApi({ 'GET /api/forms/weekly-check-in': { status: 404, body: errorBody('form_not_found', 'Form not found') } });
    const { router } = renderApp({ path: '/', pages: pageWithButtons });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }, slow));
    expect(router.state.location.hash).toBe('#form/weekly-check-in');
    const dialog = await screen.findByRole('dialog', { name: 'Form' }, slow);
    expect(await within(dialog).findByText('This form is not available.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue browsing' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.hash).toBe('');
  });
});
