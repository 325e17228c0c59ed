import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePage } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const home = { '/': { status: 'found' as const, page: makePage({ page_title: 'Home', page_data: { path: '/' } }) } };

describe('hash overlays', () => {
  it('opens an accessible sign-in modal for #auth', async () => {
    renderApp({ path: '/#auth', pages: home });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Demo Fitness' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('makes the page behind the modal inert', async () => {
    const { container } = renderApp({ path: '/#auth', pages: home });
    await screen.findByRole('dialog', undefined, { timeout: 5_000 });
    expect(container.hasAttribute('inert')).toBe(true);
  });

  it('closes on Escape by removing the panel from the hash', async () => {
    const { router } = renderApp({ path: '/#auth', pages: home });
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5_000 });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.hash).toBe('');
  });

  it('closes when the hash is removed from outside', async () => {
    const { router } = renderApp({ path: '/#checkout', pages: home });
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeTruthy();
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the top of several panels and reveals the one below when it closes', async () => {
    const { router } = renderApp({ path: '/#checkout+auth?x=1', pages: home });
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Sign in to Demo Fitness' }), { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#checkout');
  });

  it('keeps the start marker when a panel closes', async () => {
    const { router } = renderApp({ path: '/#_+auth', pages: home });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(router.state.location.hash).toBe('#_'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing for hashes that name no panel', async () => {
    renderApp({ path: '/#main-content', pages: home });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens sign-in from the toolbar', async () => {
    const { router } = renderApp({ path: '/', pages: home });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to Demo Fitness' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#auth');
  });

  it('keeps Tab inside the dialog', async () => {
    renderApp({ path: '/#auth', pages: home });
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5_000 });
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Create account' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
