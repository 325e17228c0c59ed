import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import type { MenuAction } from '../ActionsMenu';
import { PageTreeRow } from '../PageTreeRow';
import { dropTarget, type DropZone, type MoveKind, type TreeRow } from '../page-tree';
import styles from './styles.module.css';

export type TreeCommand = 'open' | 'rename' | 'delete' | 'menu' | MoveKind;

type Props = {
  label: string;
  pages: StudioPageSummary[];
  rows: TreeRow[];
  /** Prefix of the rows' DOM ids (`${idPrefix}-${pageId}`), so the screen can focus a row. */
  idPrefix: string;
  activeId: string | null;
  collapsed: ReadonlySet<string>;
  renamingId: string | null;
  menuId: string | null;
  /** The menu was opened with a key on the row (Shift+F10): Escape goes back to the row. */
  isMenuFromRow: boolean;
  isRtl: boolean;
  editorPath: (pageId: string) => string;
  actionsFor: (row: TreeRow) => MenuAction[];
  onActiveChange: (pageId: string) => void;
  onToggle: (pageId: string, isExpanded: boolean) => void;
  onMenuChange: (pageId: string | null) => void;
  onRenameEnd: (pageId: string, title: string | null) => void;
  onCommand: (pageId: string, command: TreeCommand) => void;
  onDrop: (draggedId: string, targetId: string, zone: DropZone) => void;
};

const DRAG_TYPE = 'application/x-tessera-page';

/** Top quarter: before; bottom quarter: after; the middle: inside. */
function zoneOf(event: DragEvent<HTMLElement>): DropZone {
  const rect = event.currentTarget.getBoundingClientRect();
  if (rect.height === 0) return 'inside';
  const y = (event.clientY - rect.top) / rect.height;
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
}

/**
 * The pages tree (ARIA APG tree view): one tab stop, arrows move and open/close, Home/End jump,
 * typing a letter finds a title. Rows can be dragged onto other rows; every drag move has a
 * keyboard equivalent (Alt+arrows, "Move to…").
 */
export function PageTree(props: Props) {
  const { rows, pages, activeId, collapsed, isRtl } = props;
  const [dragId, setDragId] = useState<string | null>(null);
  const [hint, setHint] = useState<{ id: string; zone: DropZone } | null>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const focus = (id: string | undefined) => {
    if (!id) return;
    props.onActiveChange(id);
    document.getElementById(`${props.idPrefix}-${id}`)?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const item = event.target as HTMLElement;
    // Keys typed in a row's rename field or menu are theirs.
    if (item.getAttribute('role') !== 'treeitem') return;
    const id = item.dataset.pageId!;
    const index = rows.findIndex((row) => row.page.id === id);
    const row = rows[index];
    if (!row) return;
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const isExpanded = row.childCount > 0 && !collapsed.has(id);
    const command = (name: TreeCommand) => {
      event.preventDefault();
      props.onCommand(id, name);
    };

    if (event.altKey && !event.ctrlKey && !event.metaKey) {
      if (event.key === 'ArrowUp') return command('up');
      if (event.key === 'ArrowDown') return command('down');
      if (event.key === forward) return command('indent');
      if (event.key === backward) return command('outdent');
      return;
    }
    if (event.ctrlKey || event.metaKey) return;
    if ((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu') return command('menu');

    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        return focus(rows[index + 1]?.page.id);
      case 'ArrowUp':
        event.preventDefault();
        return focus(rows[index - 1]?.page.id);
      case 'Home':
        event.preventDefault();
        return focus(rows[0]?.page.id);
      case 'End':
        event.preventDefault();
        return focus(rows.at(-1)?.page.id);
      case forward:
        event.preventDefault();
        if (row.childCount === 0) return;
        return isExpanded ? focus(rows[index + 1]?.page.id) : props.onToggle(id, true);
      case backward: {
        event.preventDefault();
        if (isExpanded) return props.onToggle(id, false);
        const parentId = row.page.parent_id;
        return parentId && rows.some((candidate) => candidate.page.id === parentId) ? focus(parentId) : undefined;
      }
      case 'Enter':
        return command('open');
      case 'F2':
        return command('rename');
      case 'Delete':
        return command('delete');
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          event.preventDefault();
          // Letters typed in quick succession spell the start of a title.
          const now = Date.now();
          const text = (now - typeahead.current.at < 600 ? typeahead.current.text : '') + event.key.toLocaleLowerCase();
          typeahead.current = { text, at: now };
          const order = text.length === 1 ? [...rows.slice(index + 1), ...rows.slice(0, index + 1)] : [...rows.slice(index), ...rows.slice(0, index)];
          focus(order.find((candidate) => candidate.page.title.toLocaleLowerCase().startsWith(text))?.page.id);
        }
    }
  }

  function endDrag() {
    setDragId(null);
    setHint(null);
  }

  return (
    <ul role="tree" aria-label={props.label} className={styles.tree} onKeyDown={onKeyDown}>
      {rows.map((row) => {
        const id = row.page.id;
        const isBlocked = dragId !== null && dropTarget(pages, dragId, id, hint?.zone ?? 'inside') === 'under-itself';
        return (
          <PageTreeRow
            key={id}
            row={row}
            domId={`${props.idPrefix}-${id}`}
            editorPath={props.editorPath(id)}
            isActive={id === activeId}
            isExpanded={!collapsed.has(id)}
            isRenaming={id === props.renamingId}
            isMenuOpen={id === props.menuId}
            isDragged={id === dragId}
            dropHint={hint?.id === id && dragId !== null && dragId !== id ? { zone: hint.zone, isBlocked } : null}
            actions={props.actionsFor(row)}
            onMenuChange={(isOpen) => props.onMenuChange(isOpen ? id : null)}
            onMenuDismiss={props.isMenuFromRow ? () => focus(id) : undefined}
            onToggle={() => props.onToggle(id, collapsed.has(id))}
            onRenameEnd={(title) => props.onRenameEnd(id, title)}
            onFocusWithin={() => {
              // A click on a row's menu or title makes that row the tree's tab stop too.
              if (id !== activeId) props.onActiveChange(id);
            }}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData(DRAG_TYPE, id);
              event.dataTransfer.setData('text/plain', row.page.title);
              setDragId(id);
            }}
            onDragEnd={endDrag}
            onDragOver={(event) => {
              if (dragId === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              const zone = zoneOf(event);
              if (hint?.id !== id || hint.zone !== zone) setHint({ id, zone });
            }}
            onDragLeave={() => setHint((current) => (current?.id === id ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              const draggedId = dragId ?? event.dataTransfer.getData(DRAG_TYPE);
              const zone = zoneOf(event);
              endDrag();
              if (draggedId) props.onDrop(draggedId, id, zone);
            }}
          />
        );
      })}
    </ul>
  );
}
