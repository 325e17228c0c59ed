import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isAppScreenPath } from '@tessera/core/pages/app-screens';
import { Button } from '../../ui/Button';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { StateMessage } from '../../ui/StateMessage';
import { VisuallyHidden } from '@tessera/ui/VisuallyHidden';
import { describeError } from '../../app/describe-error';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import type { MenuAction } from './ActionsMenu';
import { DeletePageDialog } from './DeletePageDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { MovePageDialog } from './MovePageDialog';
import { NewPageDialog, type NewPageInput } from './NewPageDialog';
import { PageTree, type TreeCommand } from './PageTree';
import { PagesSkeleton } from './PagesSkeleton';
import { ShortcutsHelp } from './ShortcutsHelp';
import { describePageError } from './page-errors';
import { pagesListQuery } from './page-queries';
import { descendantIds, dropTarget, moveTarget, visibleRows, type DropZone, type MoveKind, type MoveTarget, type TreeRow } from './page-tree';
import { usePageMutations } from './use-page-mutations';
import styles from './PagesScreen.module.css';

type OpenDialog = { kind: 'create'; parentId: string | null } | { kind: 'delete'; pageId: string } | { kind: 'move'; pageId: string } | null;
type Notice = { tone: 'error' | 'info'; text: string } | null;

const MOVE_KINDS: MoveKind[] = ['up', 'down', 'indent', 'outdent'];

/**
 * The app's pages as a tree: create, rename, move (drag and drop or keyboard), duplicate and
 * delete, each shown at once and rolled back if the server refuses. Enter (or a title click)
 * opens a page in the editor.
 */
export function PagesScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const idPrefix = useId();
  const navigate = useNavigate();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  const list = useQuery(pagesListQuery(appId));
  const { move, rename, remove, duplicate, create } = usePageMutations(appId);
  useDocumentTitle(t('pages.title'), app?.name);

  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [menuId, setMenuId] = useState<string | null>(null);
  const [isMenuFromRow, setIsMenuFromRow] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [announcement, setAnnouncement] = useState('');
  // A row to focus once it is on screen (after a move re-renders it, or a new page arrives).
  const pendingFocus = useRef<string | null>(null);

  const pages = list.data?.pages ?? [];
  const rows = visibleRows(pages, collapsed);
  const focusId = rows.some((row) => row.page.id === activeId) ? activeId : (rows[0]?.page.id ?? null);
  const pageById = (id: string) => pages.find((page) => page.id === id);
  const editorPath = (pageId: string) => `/apps/${appId}/pages/${pageId}`;
  const isRtl = i18n.dir(i18n.language) === 'rtl';

  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const element = document.getElementById(`${idPrefix}-${id}`);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  function focusRow(id: string | null) {
    if (!id) return;
    setActiveId(id);
    pendingFocus.current = id;
  }

  function fail(error: unknown) {
    setNotice({ tone: 'error', text: describePageError(error, t, i18n.language) });
  }

  function expand(id: string | null) {
    if (id === null || !collapsed.has(id)) return;
    setCollapsed((current) => new Set([...current].filter((candidate) => candidate !== id)));
  }

  function doMove(pageId: string, target: MoveTarget) {
    const title = pageById(pageId)?.title ?? '';
    setNotice(null);
    expand(target.parent_id);
    focusRow(pageId);
    move.mutate(
      { pageId, target },
      {
        onSuccess: () => setAnnouncement(t('pages.announce.moved', { title })),
        onError: fail,
      },
    );
  }

  function refuseUnderItself() {
    setNotice({ tone: 'error', text: t('pages.errors.underItself') });
  }

  /** Why a page cannot be deleted: the home page, and a page that puts one of the app's own screens in the menu. */
  function undeletableReason(page: { is_home: boolean; path: string }): string | undefined {
    if (page.is_home) return t('pages.errors.homePage');
    if (isAppScreenPath(page.path)) return t('pages.errors.appScreen');
    return undefined;
  }

  function requestDelete(pageId: string) {
    const page = pageById(pageId);
    if (!page) return;
    const refusal = undeletableReason(page);
    if (refusal) {
      setNotice({ tone: 'info', text: refusal });
      return;
    }
    setDialog({ kind: 'delete', pageId });
  }

  function confirmDelete(pageId: string) {
    const title = pageById(pageId)?.title ?? '';
    // The focus goes to the row that takes the deleted one's place, or the one above.
    const gone = new Set([pageId, ...descendantIds(pages, pageId)]);
    const index = rows.findIndex((row) => row.page.id === pageId);
    const remaining = rows.filter((row) => !gone.has(row.page.id));
    const next = remaining[Math.min(index, remaining.length - 1)]?.page.id ?? null;
    setDialog(null);
    setNotice(null);
    focusRow(next);
    remove.mutate({ pageId }, { onSuccess: () => setAnnouncement(t('pages.announce.deleted', { title })), onError: fail });
  }

  function runDuplicate(pageId: string) {
    const title = pageById(pageId)?.title ?? '';
    setNotice(null);
    duplicate.mutate(
      { pageId },
      {
        onSuccess: ({ page }) => {
          focusRow(page.id);
          setAnnouncement(t('pages.announce.duplicated', { title }));
        },
        onError: fail,
      },
    );
  }

  async function submitNewPage(input: NewPageInput) {
    const { page } = await create.mutateAsync(input);
    setDialog(null);
    expand(input.parent_id);
    focusRow(page.id);
    setAnnouncement(t('pages.announce.created', { title: page.draft.title }));
  }

  function endRename(pageId: string, title: string | null) {
    setRenamingId(null);
    focusRow(pageId);
    if (title === null) return;
    setNotice(null);
    rename.mutate({ pageId, title }, { onSuccess: () => setAnnouncement(t('pages.announce.renamed', { title })), onError: fail });
  }

  function command(pageId: string, name: TreeCommand) {
    switch (name) {
      case 'open':
        return void navigate(editorPath(pageId));
      case 'rename':
        return setRenamingId(pageId);
      case 'delete':
        return requestDelete(pageId);
      case 'menu':
        setIsMenuFromRow(true);
        return setMenuId(pageId);
      default: {
        const target = moveTarget(pages, pageId, name);
        if (target) doMove(pageId, target);
        else setAnnouncement(t(`pages.unavailable.${name}`));
      }
    }
  }

  function drop(draggedId: string, targetId: string, zone: DropZone) {
    const target = dropTarget(pages, draggedId, targetId, zone);
    if (target === 'under-itself') refuseUnderItself();
    else if (target) doMove(draggedId, target);
  }

  // Keys are named as printed on the keys (Alt, Enter, Delete), like F2, not translated.
  // In a right-to-left language "forward" is the left arrow, as for opening a branch.
  const [forward, backward] = isRtl ? ['Left', 'Right'] : ['Right', 'Left'];
  const arrows: Record<string, string> = { Up: '↑', Down: '↓', Left: '←', Right: '→' };
  const moveKeys: Record<MoveKind, string> = { up: 'Up', down: 'Down', indent: forward!, outdent: backward! };
  const shortcutOf = (kind: MoveKind) => ({
    label: `Alt+${arrows[moveKeys[kind]]}`,
    aria: `Alt+Arrow${moveKeys[kind]}`,
  });

  function actionsFor(row: TreeRow): MenuAction[] {
    const { page } = row;
    // A page at one of the app's own screens (/me/…) only puts that screen in the menu (core/pages/app-screens.ts).
    const isAppScreen = isAppScreenPath(page.path);
    const noAppScreenCopies = isAppScreen ? t('pages.unavailable.appScreen') : undefined;
    const undeletable = undeletableReason(page);
    return [
      {
        id: 'open',
        label: t('pages.actions.open'),
        shortcut: { label: 'Enter', aria: 'Enter' },
        onSelect: () => command(page.id, 'open'),
      },
      { id: 'rename', label: t('pages.actions.rename'), shortcut: { label: 'F2', aria: 'F2' }, onSelect: () => setRenamingId(page.id) },
      { id: 'addChild', label: t('pages.actions.addChild'), unavailableReason: noAppScreenCopies, onSelect: () => setDialog({ kind: 'create', parentId: page.id }) },
      ...MOVE_KINDS.map((kind, index) => ({
        id: kind,
        label: t(`pages.actions.${kind}`),
        shortcut: shortcutOf(kind),
        isGroupStart: index === 0,
        unavailableReason: moveTarget(pages, page.id, kind) ? undefined : t(`pages.unavailable.${kind}`),
        onSelect: () => command(page.id, kind),
      })),
      { id: 'moveTo', label: t('pages.actions.moveTo'), onSelect: () => setDialog({ kind: 'move', pageId: page.id }) },
      { id: 'duplicate', label: t('pages.actions.duplicate'), isGroupStart: true, unavailableReason: noAppScreenCopies, onSelect: () => runDuplicate(page.id) },
      {
        id: 'delete',
        label: t('pages.actions.delete'),
        shortcut: undeletable ? undefined : { label: 'Delete', aria: 'Delete' },
        isDanger: true,
        unavailableReason: undeletable,
        onSelect: () => requestDelete(page.id),
      },
    ];
  }

  function closeDialog() {
    const returnTo = dialog && dialog.kind !== 'create' ? dialog.pageId : focusId;
    setDialog(null);
    focusRow(returnTo);
  }

  const dialogPage = dialog && dialog.kind !== 'create' ? pageById(dialog.pageId) : undefined;

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        className={styles.intro}
        title={t('pages.title')}
        lead={t('pages.lead')}
        action={
          <Button variant="primary" onClick={() => setDialog({ kind: 'create', parentId: null })} disabled={!list.isSuccess}>
            {t('pages.newPage')}
          </Button>
        }
      />

      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {notice ? (
        <InlineAlert
          tone={notice.tone}
          action={
            <Button onClick={() => setNotice(null)} className={styles.dismiss}>
              {t('pages.common.dismiss')}
            </Button>
          }
        >
          {notice.text}
        </InlineAlert>
      ) : null}

      {list.isPending ? (
        <PagesSkeleton label={t('pages.loading')} />
      ) : list.isError ? (
        <StateMessage
          tone="error"
          title={t('pages.loadError')}
          action={
            <Button onClick={() => void list.refetch()} isBusy={list.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {describeError(list.error, t, i18n.language)}
        </StateMessage>
      ) : pages.length === 0 ? (
        <StateMessage
          tone="empty"
          title={t('pages.emptyTitle')}
          action={
            <Button variant="primary" onClick={() => setDialog({ kind: 'create', parentId: null })}>
              {t('pages.newPage')}
            </Button>
          }
        >
          {t('pages.emptyBody')}
        </StateMessage>
      ) : (
        <>
          <PageTree
            label={app ? t('pages.treeLabelFor', { app: app.name }) : t('pages.treeLabel')}
            pages={pages}
            rows={rows}
            idPrefix={idPrefix}
            activeId={focusId}
            collapsed={collapsed}
            renamingId={renamingId}
            menuId={menuId}
            isRtl={isRtl}
            editorPath={editorPath}
            actionsFor={actionsFor}
            onActiveChange={setActiveId}
            onToggle={(pageId, isExpanded) =>
              setCollapsed((current) => {
                const next = new Set(current);
                if (isExpanded) next.delete(pageId);
                else next.add(pageId);
                return next;
              })
            }
            isMenuFromRow={isMenuFromRow}
            onMenuChange={(pageId) => {
              setIsMenuFromRow(false);
              setMenuId(pageId);
            }}
            onRenameEnd={endRename}
            onCommand={command}
            onDrop={drop}
          />
          <ShortcutsHelp isRtl={isRtl} />
        </>
      )}

      {dialog?.kind === 'create' ? (
        <NewPageDialog pages={pages} parentId={dialog.parentId} onSubmit={submitNewPage} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'delete' && dialogPage ? (
        <DeletePageDialog
          title={dialogPage.title}
          descendantCount={descendantIds(pages, dialogPage.id).length}
          onConfirm={() => confirmDelete(dialogPage.id)}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'move' && dialogPage ? (
        <MovePageDialog
          pages={pages}
          page={dialogPage}
          onClose={closeDialog}
          onMove={(target) => {
            setDialog(null);
            if (target.parent_id !== null && descendantIds(pages, dialogPage.id).includes(target.parent_id)) refuseUnderItself();
            else doMove(dialogPage.id, target);
          }}
        />
      ) : null}
    </section>
  );
}
