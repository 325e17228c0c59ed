import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockActionSchema } from '@tessera/core/entities/block-data';
import { ActionLink } from './ActionLink';
import { BlockContext, OPEN_FORM_EVENT, defaultBlockContext } from './BlockContext';
import { page, withBlockContext } from './test/fixtures';

const action = (input: object) => blockActionSchema.parse(input);

function renderAction(
  input: object,
  overrides = {},
  extra: { image?: { src: string; alt: string } } = {},
) {
  return render(
    withBlockContext(
      <ActionLink
        action={action(input)}
        page={page}
        className="cta"
        fallback={<span>inert</span>}
        {...extra}
      >
        Go
      </ActionLink>,
      overrides,
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('ActionLink', () => {
  it('opens an external url in a new tab without giving it the window', () => {
    renderAction({ type: 'open_url', url: 'https://example.com/a' });
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('links to app pages through the router and e-mail through mailto', () => {
    const { unmount } = renderAction({ type: 'open_page', page_id: 'p1' });
    expect(screen.getByRole('link').dataset.routerLink).toBe('true');
    unmount();
    renderAction({ type: 'open_email', email: 'coach@demo.test' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('mailto:coach@demo.test');
  });

  it('goes to the next page of the sequence, and is inert after the last', () => {
    const { unmount } = renderAction({ type: 'open_next' }, { nextPath: '/program/week-2' });
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/program/week-2');
    unmount();
    renderAction({ type: 'open_next' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('inert')).toBeTruthy();
  });

  it('asks the app to sell, open a form or an overlay, with buttons', () => {
    const onPurchase = vi.fn();
    const onOpenForm = vi.fn();
    const onOpenOverlay = vi.fn();
    const callbacks = { onPurchase, onOpenForm, onOpenOverlay };
    const first = renderAction(
      { type: 'trigger_purchase', products: [{ id: 'gold' }], overlay_id: 'sale' },
      callbacks,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPurchase).toHaveBeenCalledWith(['gold'], 'sale');
    first.unmount();
    const second = renderAction({ type: 'trigger_form', form_id: 'intake' }, callbacks);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onOpenForm).toHaveBeenCalledWith('intake');
    second.unmount();
    renderAction({ type: 'trigger_overlay', overlay_id: 'welcome' }, callbacks);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onOpenOverlay).toHaveBeenCalledWith('welcome');
  });

  it('does the secondary action for a member who already owns the product', () => {
    renderAction(
      {
        type: 'trigger_purchase',
        products: [{ id: 'gold' }],
        secondary_action: { type: 'open_page', page_id: 'p2' },
      },
      { ownsAnyProduct: () => true },
    );
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/meals/breakfast');
  });

  it('falls back to opening #checkout and announcing forms when the app gives no callbacks', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_FORM_EVENT, listener);
    const { unmount } = render(
      <BlockContext.Provider value={defaultBlockContext}>
        <ActionLink
          action={action({ type: 'trigger_purchase', products: [{ id: 'gold' }] })}
          page={page}
        >
          Buy
        </ActionLink>
        <ActionLink action={action({ type: 'trigger_form', form_id: 'intake' })} page={page}>
          Form
        </ActionLink>
      </BlockContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(window.location.hash).toBe('#checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Form' }));
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ detail: { formId: 'intake' } });
    window.removeEventListener(OPEN_FORM_EVENT, listener);
    unmount();
  });

  it('shares with the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderAction({ type: 'share', url: 'https://example.com/join', text: 'Join me' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(share).toHaveBeenCalledWith({
      url: 'https://example.com/join',
      title: 'Welcome',
      text: 'Join me',
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("copies this page's link where there is no share sheet, and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderAction({ type: 'share' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status').textContent).toBe('Link copied');
  });

  it("opens the block's picture full screen in an accessible dialog", () => {
    const { container } = renderAction(
      { type: 'open_lightbox' },
      {},
      { image: { src: '/oats.jpg', alt: 'A bowl of oats' } },
    );
    const opener = screen.getByRole('button', { name: 'Go' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'A bowl of oats' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('img', { name: 'A bowl of oats' }).getAttribute('src')).toBe(
      '/oats.jpg',
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    // The rest of the page is inert (out of reach of Tab and screen readers) and does not scroll.
    expect(container.hasAttribute('inert')).toBe(true);
    expect(container.contains(opener)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    // Close is the only control: Tab stays on it.
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closes the picture with its Close button or a press beside the picture, focus back on the opener', () => {
    const { container } = renderAction(
      { type: 'open_lightbox', image_url: '/big-oats.jpg' },
      {},
      { image: { src: '/oats.jpg', alt: 'A bowl of oats' } },
    );
    const opener = screen.getByRole('button', { name: 'Go' });
    opener.focus();
    fireEvent.click(opener);
    // Another picture than the block's own: its alt text is unknown, so the viewer has a generic name.
    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toBeTruthy();
    const picture = () => document.querySelector<HTMLElement>('img[src="/big-oats.jpg"]');
    fireEvent.mouseDown(picture() as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    // The dark space around the picture is the backdrop.
    fireEvent.mouseDown(picture()?.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('is inert for a lightbox with no picture at all', () => {
    renderAction({ type: 'open_lightbox' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
