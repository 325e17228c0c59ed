import { useEffect, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAppScreenPath } from '@tessera/core/pages/app-screens';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { Badge } from '../../../ui/Badge';
import { ActionsMenu, type MenuAction } from '../ActionsMenu';
import type { DropZone, TreeRow } from '../page-tree';
import styles from './styles.module.css';

type Props = {
  row: TreeRow;
  domId: string;
  editorPath: string;
  isActive: boolean;
  isExpanded: boolean;
  isRenaming: boolean;
  isMenuOpen: boolean;
  isDragged: boolean;
  /** Where a page dragged over this row would land; `blocked` when it cannot go there. */
  dropHint: { zone: DropZone; isBlocked: boolean } | null;
  actions: MenuAction[];
  onMenuChange: (isOpen: boolean) => void;
  onMenuDismiss?: () => void;
  onToggle: () => void;
  onRenameEnd: (title: string | null) => void;
  onFocusWithin: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
};

/**
 * One page in the tree: a treeitem named by its title and described by its content type, path and
 * badges. Its title links to the editor for pointer users; keyboard users press Enter on the row.
 */
export function PageTreeRow(props: Props) {
  const { row, domId, isActive, isExpanded, isRenaming, dropHint } = props;
  const { t } = useTranslation();
  const { page } = row;
  const titleId = `${domId}-title`;
  const metaId = `${domId}-meta`;
  const hasChildren = row.childCount > 0;
  const badges = [
    page.is_home ? { key: 'home', text: t('pages.badges.home'), tone: 'brand' as const } : null,
    isAppScreenPath(page.path) ? { key: 'appScreen', text: t('pages.badges.appScreen'), tone: 'neutral' as const } : null,
    !page.is_published
      ? { key: 'unpublished', text: t('pages.badges.notPublished'), tone: 'neutral' as const }
      : page.has_draft
        ? { key: 'draft', text: t('pages.badges.draft'), tone: 'warning' as const }
        : null,
  ].filter((badge) => badge !== null);

  return (
    <li
      id={domId}
      role="treeitem"
      data-page-id={page.id}
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.index + 1}
      aria-expanded={hasChildren ? isExpanded : undefined}
      aria-labelledby={titleId}
      aria-describedby={metaId}
      tabIndex={isActive ? 0 : -1}
      draggable={!isRenaming}
      className={[
        styles.item,
        props.isDragged ? styles.dragged : '',
        dropHint ? styles[dropHint.zone] : '',
        dropHint?.isBlocked ? styles.blocked : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ '--level': row.level } as CSSProperties}
      onFocus={props.onFocusWithin}
      onDragStart={props.onDragStart}
      onDragEnd={props.onDragEnd}
      onDragOver={props.onDragOver}
      onDragLeave={props.onDragLeave}
      onDrop={props.onDrop}
    >
      <div className={styles.row}>
        <span className={styles.grip} aria-hidden="true">
          <Icon name="grip" size={16} />
        </span>
        {hasChildren ? (
          // Pointer users toggle here; keyboard users use the arrow keys on the row.
          <span
            className={`${styles.toggle} ${isExpanded ? styles.expanded : ''}`}
            aria-hidden="true"
            title={isExpanded ? t('pages.tree.collapse') : t('pages.tree.expand')}
            onClick={(event) => {
              event.stopPropagation();
              props.onToggle();
            }}
          >
            <Icon name="chevron" size={18} />
          </span>
        ) : (
          <span className={styles.toggle} aria-hidden="true" />
        )}
        <div className={styles.main}>
          <div className={styles.titleLine}>
            {isRenaming ? (
              <RenameInput title={page.title} label={t('pages.rename.label', { title: page.title })} onEnd={props.onRenameEnd} />
            ) : (
              <Link id={titleId} to={props.editorPath} className={styles.title} tabIndex={-1} draggable={false}>
                {page.title}
              </Link>
            )}
            {badges.map((badge) => (
              <Badge key={badge.key} tone={badge.tone}>
                {badge.text}
              </Badge>
            ))}
          </div>
          <p id={metaId} className={styles.meta}>
            <span>{t(`pages.contentTypes.${page.content_type}`)}</span>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            <span className={styles.path} dir="ltr">
              {page.path}
            </span>
            {badges.length > 0 ? <span className={visuallyHiddenClass}>{`, ${badges.map((badge) => badge.text).join(', ')}`}</span> : null}
          </p>
        </div>
        <ActionsMenu
          label={t('pages.actions.menu', { title: page.title })}
          actions={props.actions}
          isOpen={props.isMenuOpen}
          onOpenChange={props.onMenuChange}
          onDismiss={props.onMenuDismiss}
          tabIndex={isActive ? 0 : -1}
        />
      </div>
    </li>
  );
}

/** Inline rename: Enter or leaving the field saves, Escape keeps the old title. */
function RenameInput({ title, label, onEnd }: { title: string; label: string; onEnd: (title: string | null) => void }) {
  const [value, setValue] = useState(title);
  const ref = useRef<HTMLInputElement>(null);
  // Enter saves and then the field unmounts, which blurs it: end only once.
  const isDone = useRef(false);
  useEffect(() => {
    // The field appears because the owner asked to rename: it takes the focus at once.
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const end = (next: string | null) => {
    if (isDone.current) return;
    isDone.current = true;
    const trimmed = next?.trim() ?? '';
    onEnd(trimmed && trimmed !== title ? trimmed : null);
  };
  return (
    <input
      className={styles.renameInput}
      aria-label={label}
      value={value}
      maxLength={200}
      ref={ref}
      onChange={(event) => setValue(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          end(value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          end(null);
        }
      }}
      onBlur={() => end(value)}
    />
  );
}
