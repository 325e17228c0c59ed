import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Icon } from '@tessera/ui/Icon';
import styles from './styles.module.css';

export type MenuAction = {
  id: string;
  label: string;
  onSelect: () => void;
  /** Shown beside the label (e.g. "F2") and given to assistive technology as aria-keyshortcuts. */
  shortcut?: { label: string; aria: string };
  /** Why the action is unavailable: the item stays focusable and says so. */
  unavailableReason?: string;
  isDanger?: boolean;
  /** Starts a new group (a separator above it). */
  isGroupStart?: boolean;
};

type Props = {
  /** The button's accessible name, e.g. "Actions for Week 1". */
  label: string;
  actions: MenuAction[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Roving focus: only the active row's button is in the tab order. */
  tabIndex: number;
  /**
   * Escape, when the menu was opened from elsewhere (a shortcut on the tree row): the caller puts
   * the focus back where it came from. Without it the focus returns to the menu button.
   */
  onDismiss?: () => void;
};

/** A menu button (ARIA APG): arrow keys move through items, Escape returns to the button. */
export function ActionsMenu({ label, actions, isOpen, onOpenChange, tabIndex, onDismiss }: Props) {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  // Read through a ref: a new callback on each render must not re-run the opening effect.
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!isOpen) return;
    items()[0]?.focus();
    // A press anywhere outside closes the menu, as a native menu would.
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChangeRef.current(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [isOpen]);

  function closeToButton() {
    onOpenChange(false);
    if (onDismiss) onDismiss();
    else ownButton.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    // The menu sits inside a tree item: its keys are its own.
    event.stopPropagation();
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closeToButton();
        break;
      case 'Tab':
        onOpenChange(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          // Type-ahead: the next item starting with the typed letter.
          const letter = event.key.toLocaleLowerCase();
          const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
          order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))?.focus();
        }
    }
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={ownButton}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        tabIndex={tabIndex}
        onClick={(event) => {
          event.stopPropagation();
          onOpenChange(!isOpen);
        }}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            onOpenChange(true);
          }
        }}
      >
        <Icon name="more" size={20} />
      </button>
      {isOpen ? (
        <div ref={menuRef} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {actions.map((action) => {
            const reasonId = `${menuId}-${action.id}-reason`;
            return (
              <div key={action.id} role="none" className={action.isGroupStart ? styles.groupStart : undefined}>
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={[styles.item, action.isDanger ? styles.danger : ''].filter(Boolean).join(' ')}
                  aria-disabled={action.unavailableReason ? true : undefined}
                  aria-describedby={action.unavailableReason ? reasonId : undefined}
                  aria-keyshortcuts={action.shortcut?.aria}
                  onClick={(event) => {
                    event.stopPropagation();
                    if (action.unavailableReason) return;
                    onOpenChange(false);
                    action.onSelect();
                  }}
                >
                  <span className={styles.label}>
                    {action.label}
                    {action.unavailableReason ? (
                      <span id={reasonId} className={styles.reason}>
                        {action.unavailableReason}
                      </span>
                    ) : null}
                  </span>
                  {action.shortcut ? (
                    <kbd className={styles.shortcut} aria-hidden="true">
                      {action.shortcut.label}
                    </kbd>
                  ) : null}
                </button>
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
