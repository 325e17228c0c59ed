import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overlayProblemsDetailsSchema, overlayTitleSchema, updateOverlayContract } from '@tessera/core/api/studio-overlays';
import type { StudioOverlay } from '@tessera/core/api/studio-overlays';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import { BLOCK_DOCUMENT_VERSION, type BlockDocument, type PageReference } from '@tessera/core/entities/page';
import { AppError } from '@tessera/core/errors';
import { translateFieldMessage } from '../../app/describe-error';
import { studioApi } from '../../app/studio-api';
import { Button } from '../../ui/Button';
import { BlockEditor } from '../editor/BlockEditor';
import type { CanvasMetadata } from '../editor/canvas/canvas-metadata';
import { EditorDataProvider, type EditorData } from '../editor/editor-context';
import { EditorHeader, HistoryButtons } from '../editor/EditorHeader';
import { PublishProblems } from '../editor/PublishProblems';
import type { HistoryState, PuckControls } from '../editor/puck/PuckBridge';
import { SaveStatusView } from '../editor/SaveStatusView';
import { useAutosave } from '../editor/use-autosave';
import { useEditorFrame } from '../editor/use-editor-frame';
import { useSelectOnOpen } from '../editor/use-select-on-open';
import editorStyles from '../editor/EditorScreen.module.css';
import { describeOverlayError } from './overlay-errors';
import { overlayQuery, overlaysListQuery } from './overlay-queries';
import { OverlayTitleField } from './OverlayTitleField';
import styles from './OverlayEditor.module.css';

type OverlayPatch = { title?: string; blocks?: BlockDocument['blocks'] };

type Props = {
  app: StudioAppDetail;
  overlay: StudioOverlay;
  pages: StudioPageSummary[] | null;
  pagesFailed: boolean;
  retryPages: () => void;
  /** A block to select once the editor is up (`?block=`). */
  initialBlockId: string | null;
  /** Throws the edit away and loads the overlay again (after an edit conflict). */
  onReload: () => void;
};

/** Every page as a reference, so blocks that point at pages show them on the canvas as members will. */
function referencesOf(pages: readonly StudioPageSummary[]): Record<string, PageReference> {
  return Object.fromEntries(
    pages.map((page) => [page.id, { page_id: page.id, title: page.title, path: page.path, page_content_type: page.content_type, image: null, description: null }]),
  );
}

/**
 * The editor of one overlay (decision 022): its title and its blocks, in the block editor pages use.
 * Every change is saved on its own after a quiet time and is live for members at once; a save the
 * server refuses for a block's problem lists the problems (with a way to each block) and is sent
 * again with the next edit.
 */
export function OverlayEditor({ app, overlay, pages, pagesFailed, retryPages, initialBlockId, onReload }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const frameRef = useRef<HTMLDivElement>(null);
  const frameStyle = useEditorFrame(frameRef);
  const controls = useRef<PuckControls | null>(null);
  const [history, setHistory] = useState<HistoryState>({ hasPast: false, hasFuture: false });
  const [title, setTitle] = useState(overlay.title ?? '');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [initial] = useState<BlockDocument>(() => ({ schema_version: BLOCK_DOCUMENT_VERSION, blocks: overlay.blocks }));
  const appId = app.id;
  const overlayId = overlay.id;

  const save = useCallback(
    async (patch: OverlayPatch, revision: number) => {
      const answer = await studioApi(updateOverlayContract, { params: { appId, overlayId }, body: { revision, ...patch } });
      return { saved: answer.overlay, revision: answer.overlay.revision };
    },
    [appId, overlayId],
  );
  const autosave = useAutosave<OverlayPatch, StudioOverlay>({
    revision: overlay.revision,
    save,
    onSaved: (saved) => {
      queryClient.setQueryData(overlayQuery(appId, overlayId).queryKey, { overlay: saved });
      queryClient.setQueryData(overlaysListQuery(appId).queryKey, (old) =>
        old
          ? { overlays: old.overlays.map((row) => (row.id === saved.id ? { ...row, title: saved.title, block_count: saved.blocks.length, updated_at: saved.updated_at } : row)) }
          : old,
      );
    },
  });
  const { queue } = autosave;

  const onBlocksChange = useCallback((next: BlockDocument) => queue({ blocks: next.blocks }), [queue]);
  const onTitleChange = (text: string) => {
    setTitle(text);
    const parsed = overlayTitleSchema.safeParse(text);
    // A title the server would refuse stays here until it is one; the blocks still save meanwhile.
    setTitleError(parsed.success ? undefined : translateFieldMessage(parsed.error.issues[0]?.message ?? '', t));
    if (parsed.success) queue({ title: parsed.data });
  };

  const shownTitle = title.trim() || t('overlays.untitled');
  const referencesKey = pages ? pages.map((page) => `${page.id}:${page.title}:${page.path}`).join('|') : '';
  const metadata = useMemo<CanvasMetadata>(
    () => ({
      page: { page_title: shownTitle, attributes: {}, references: referencesOf(pages ?? []) },
      theme: app.theme,
      colorMode: app.theme.default_color_mode,
      backgroundColor: null,
      locale: app.default_locale,
    }),
    // The references follow the pages' titles and paths, not the list's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shownTitle, referencesKey, app.theme, app.default_locale],
  );
  const editorData = useMemo<EditorData>(
    () => ({ appId, pageId: '', pages, pagesFailed, retryPages, attributes: {}, theme: app.theme }),
    [appId, pages, pagesFailed, retryPages, app.theme],
  );
  const onControls = useCallback((next: PuckControls) => {
    controls.current = next;
  }, []);
  useSelectOnOpen(controls, initialBlockId);

  const problems =
    autosave.status === 'invalid' && autosave.error instanceof AppError ? (overlayProblemsDetailsSchema.safeParse(autosave.error.details).data?.problems ?? []) : [];

  return (
    <div ref={frameRef} className={editorStyles.screen} style={frameStyle}>
      <EditorHeader
        backTo={`/apps/${appId}/overlays`}
        backLabel={t('overlays.editor.back')}
        title={shownTitle}
        subtitle={<p className={styles.kind}>{t('overlays.editor.kind')}</p>}
        status={<SaveStatusView status={autosave.status} error={autosave.error} onRetry={() => void autosave.flush()} describe={describeOverlayError} />}
        actions={<HistoryButtons history={history} onUndo={() => controls.current?.undo()} onRedo={() => controls.current?.redo()} />}
      />

      <div className={editorStyles.notices}>
        {autosave.status === 'conflict' ? (
          <div className={editorStyles.conflict} role="alert">
            <p>{t('overlays.editor.conflict')}</p>
            <Button onClick={onReload}>{t('overlays.editor.reload')}</Button>
          </div>
        ) : null}
        {problems.length > 0 ? (
          <PublishProblems appId={appId} problems={problems} title={t('overlays.editor.problemsTitle')} onShowBlock={(blockId) => controls.current?.selectBlock(blockId)} />
        ) : null}
      </div>

      <div className={styles.details}>
        <OverlayTitleField value={title} error={titleError} onChange={onTitleChange} />
      </div>

      <div className={editorStyles.workspace}>
        <EditorDataProvider value={editorData}>
          <BlockEditor edits="overlay" initial={initial} onChange={onBlocksChange} metadata={metadata} title={shownTitle} onControls={onControls} onHistory={setHistory} />
        </EditorDataProvider>
      </div>
    </div>
  );
}
