import { useEffect, useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogActions } from './index';

function Opener({ role, withInitialFocus = false }: { role?: 'dialog' | 'alertdialog'; withInitialFocus?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen ? (
        <Dialog title="Rename page" role={role} closeLabel="Close" onClose={() => setIsOpen(false)} initialFocus={withInitialFocus ? cancelRef : undefined}>
          <label htmlFor="name">Name</label>
          <input id="name" />
          <DialogActions>
            <button type="button" ref={cancelRef} onClick={() => setIsOpen(false)}>
              Cancel
            </button>
            <button type="button">Save</button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}

/** A step that moves the reader to its own heading when it appears (as checkout's challenge does). */
function SelfFocusingStep() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <h3 ref={headingRef} tabIndex={-1}>
      Confirm with your bank
    </h3>
  );
}

describe('Dialog', () => {
  it('is a modal named by its title that starts on its first field', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename page' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('starts where it is told to, and can be an alertdialog', () => {
    render(<Opener role="alertdialog" withInitialFocus />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alertdialog', { name: 'Rename page' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('makes the rest of the page inert until it closes, then returns focus to its opener', () => {
    const { container } = render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(container.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside, from the last control to the close button and back', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Save' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes from the close button and from the backdrop, not from a press inside', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Details" closeLabel="Close" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    fireEvent.mouseDown(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no close button unless it is given a name for one', () => {
    render(
      <Dialog title="Delete?" onClose={() => undefined}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('can be a full-screen viewer: named by a title kept for screen readers, starting on Close, closed by a press beside its content', () => {
    const onClose = vi.fn();
    render(
      <Dialog variant="fullscreen" title="A bowl of oats" closeLabel="Close" initialFocus="close" onClose={onClose}>
        <img src="/oats.jpg" alt="A bowl of oats" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'A bowl of oats' });
    expect(dialog.parentElement?.dataset.variant).toBe('fullscreen');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(screen.getByRole('img'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('img').parentElement as HTMLElement);
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps a press inside a card, even on its own surface', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Details" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.mouseDown(screen.getByText('Body').parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves focus on content that focused itself, even when told to start on Close, also when it mounts again', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const dialog = (key: string) => (
      <Dialog key={key} title="Checkout" closeLabel="Close" onClose={() => undefined} initialFocus="close">
        <SelfFocusingStep />
      </Dialog>
    );
    const { rerender, unmount } = render(dialog('first'));
    const heading = () => screen.getByRole('heading', { name: 'Confirm with your bank' });
    expect(document.activeElement).toBe(heading());
    rerender(dialog('again'));
    expect(document.activeElement).toBe(heading());
    unmount();
    opener.remove();
  });

  it('still starts on Close when the content focuses nothing itself', () => {
    render(
      <Dialog title="Offer" closeLabel="Close" onClose={() => undefined} initialFocus="close">
        <button type="button">Buy</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
