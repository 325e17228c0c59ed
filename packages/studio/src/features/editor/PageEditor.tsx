import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { publishAppContract, publishProblemSchema } from '@tessera/core/api/studio-pages';
import type { PageDraft, PageDraftPatch, PublishProblem, StudioPage, StudioPageSummary } from '@tessera/core/api/studio-pages';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import type { BlockDocument } from '@tessera/core/entities/page';
import { AppError } from '@tessera/core/errors';
import { draftToPageProps } from '@tessera/core/pages/draft-props';
import { Button } from '../../ui/Button';
import { describeError } from '../../app/describe-error';
import { studioApi } from '../../app/studio-api';
import { pageQuery, pagesKey, pagesListQuery } from '../pages/page-queries';
import { PageSettingsPanel } from '../pages/settings/PageSettingsPanel';
import { TranslationsPanel } from '../pages/translations/TranslationsPanel';
import { PreviewFrame } from '../preview/PreviewFrame';
import { BlockEditor } from './BlockEditor';
import type { CanvasMetadata } from './canvas/canvas-metadata';
import { EditorDataProvider } from './editor-context';
import type { EditorData } from './editor-context';
import { EditorHeader, HistoryButtons } from './EditorHeader';
import { PublishProblems } from './PublishProblems';
import type { HistoryState, PuckControls } from './puck/PuckBridge';
import { SaveStatusView } from './SaveStatusView';
import { useDraftAutosave } from './use-draft-autosave';
import { useEditorFrame } from './use-editor-frame';
import { useSelectOnOpen } from './use-select-on-open';
import styles from './EditorScreen.module.css';

const TABS = ['blocks', 'settings', 'translations'] as const;
export type EditorTab = (typeof TABS)[number];

/** The tab an address asks for (`?tab=settings`: the calendar's links to a page's schedules and access), else the blocks. */
export const editorTabOf = (value: string | null): EditorTab => TABS.find((tab) => tab === value) ?? 'blocks';

type PublishState =
  | { status: 'idle' }
  | { status: 'publishing' }
  | { status: 'published' }
  | { status: 'problems'; problems: PublishProblem[] }
  | { status: 'error'; error: unknown };

const problemsDetailsSchema = z.object({ problems: z.array(publishProblemSchema) });

/** The member app's address of a page: the app's URL with the page path. */
function memberUrl(appUrl: string, path: string): string {
  try {
    return new URL(path.replace(/^\//, ''), appUrl.endsWith('/') ? appUrl : `${appUrl}/`).toString();
  } catch {
    return appUrl;
  }
}

type Props = {
  app: StudioAppDetail;
  page: StudioPage;
  pages: StudioPageSummary[] | null;
  pagesFailed: boolean;
  retryPages: () => void;
  /** A block to select once the editor is up (from a publish problem on another page). */
  initialBlockId: string | null;
  /** The tab the editor opens on. */
  initialTab?: EditorTab;
  /** Throws the draft away and loads the page again (after an edit conflict). */
  onReload: () => void;
};

/**
 * The block editor of one page: Puck with our blocks on a 375 px themed canvas, autosave of the
 * draft, undo/redo, the page's settings and translations, the full-app preview and publishing.
 */
export function PageEditor({ app, page, pages, pagesFailed, retryPages, initialBlockId, initialTab = 'blocks', onReload }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const appId = app.id;
  const pageId = page.id;
  const frameRef = useRef<HTMLDivElement>(null);
  const frameStyle = useEditorFrame(frameRef);

  const [draft, setDraft] = useState<PageDraft>(page.draft);
  const [tab, setTab] = useState<EditorTab>(initialTab);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [history, setHistory] = useState<HistoryState>({ hasPast: false, hasFuture: false });
  const [publish, setPublish] = useState<PublishState>({ status: 'idle' });
  const controls = useRef<PuckControls | null>(null);

  const autosave = useDraftAutosave({
    appId,
    pageId,
    revision: page.revision,
    onSaved: (saved) => {
      queryClient.setQueryData(pageQuery(appId, pageId).queryKey, { page: saved });
      queryClient.setQueryData(pagesListQuery(appId).queryKey, (old) =>
        old
          ? { pages: old.pages.map((row) => (row.id === saved.id ? { ...row, title: saved.draft.title, path: saved.draft.path, has_draft: saved.has_draft } : row)) }
          : old,
      );
    },
  });

  const edit = useCallback(
    (patch: PageDraftPatch) => {
      setDraft((current) => ({ ...current, ...patch }));
      setPublish((current) => (current.status === 'published' || current.status === 'error' ? { status: 'idle' } : current));
      autosave.queue(patch);
    },
    [autosave],
  );

  const onBlocksChange = useCallback((blocks: BlockDocument) => edit({ blocks }), [edit]);

  // What members will see once this draft is published: the full-app preview's page, and the canvas's page data.
  const previewPage = useMemo(
    () => draftToPageProps({ id: page.id, parent_id: page.parent_id, root_id: page.root_id, content_type: page.content_type, draft }, { pages: pages ?? [] }),
    [page.id, page.parent_id, page.root_id, page.content_type, draft, pages],
  );
  const referencesKey = JSON.stringify(previewPage.references);
  const metadata = useMemo<CanvasMetadata>(
    () => ({
      page: { page_title: previewPage.page_title, attributes: previewPage.attributes, references: JSON.parse(referencesKey) as typeof previewPage.references },
      theme: app.theme,
      colorMode: draft.color_mode ?? app.theme.default_color_mode,
      backgroundColor: draft.background_color,
      locale: app.default_locale,
    }),
    // previewPage changes on every keystroke; the canvas only needs these parts of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [previewPage.page_title, previewPage.attributes, referencesKey, app.theme, app.default_locale, draft.color_mode, draft.background_color],
  );

  const editorData = useMemo<EditorData>(
    () => ({ appId, pageId, pages, pagesFailed, retryPages, attributes: draft.attributes, theme: app.theme }),
    [appId, pageId, pages, pagesFailed, retryPages, draft.attributes, app.theme],
  );

  const onControls = useCallback((next: PuckControls) => {
    controls.current = next;
  }, []);
  const showBlock = useCallback((blockId: string) => {
    setTab('blocks');
    controls.current?.selectBlock(blockId);
  }, []);
  useSelectOnOpen(controls, initialBlockId);

  async function publishApp() {
    setPublish({ status: 'publishing' });
    // Publishing takes what the server has: the last edits go first.
    if (!(await autosave.flush())) {
      setPublish({ status: 'idle' });
      return;
    }
    try {
      await studioApi(publishAppContract, { params: { appId } });
      setPublish({ status: 'published' });
      void queryClient.invalidateQueries({ queryKey: ['studio', 'app', appId] });
      void queryClient.invalidateQueries({ queryKey: pagesKey(appId) });
    } catch (error) {
      const details = error instanceof AppError && error.code === 'invalid_blocks' ? problemsDetailsSchema.safeParse(error.details) : null;
      setPublish(details?.success ? { status: 'problems', problems: details.data.problems } : { status: 'error', error });
    }
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(tab);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft') ? -1 : 1;
    const next = TABS[(index + step * rtl + TABS.length) % TABS.length] ?? 'blocks';
    setTab(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  }

  const isBusy = publish.status === 'publishing';
  const title = draft.title.trim() || t('editor.untitled');

  return (
    <div ref={frameRef} className={styles.screen} style={frameStyle}>
      <EditorHeader
        backTo={`/apps/${appId}/pages`}
        backLabel={t('editor.backToPages')}
        title={title}
        subtitle={
          <p className={styles.path} dir="ltr">
            {draft.path}
          </p>
        }
        status={<SaveStatusView status={autosave.status} error={autosave.error} onRetry={() => void autosave.flush()} />}
        actions={
          <>
            <HistoryButtons history={history} onUndo={() => controls.current?.undo()} onRedo={() => controls.current?.redo()} />
            <Button aria-pressed={isPreviewOpen} onClick={() => setIsPreviewOpen((open) => !open)}>
              {t('editor.previewApp')}
            </Button>
            <Button variant="primary" isBusy={isBusy} onClick={() => void publishApp()}>
              {isBusy ? t('editor.publish.publishing') : t('editor.publish.button')}
            </Button>
          </>
        }
      />

      <div className={styles.notices}>
        {autosave.status === 'conflict' ? (
          <div className={styles.conflict} role="alert">
            <p>{t('editor.save.conflict')}</p>
            <Button onClick={onReload}>{t('editor.save.reload')}</Button>
          </div>
        ) : null}
        {publish.status === 'published' ? (
          <p className={styles.published} role="status">
            <span>{t('editor.publish.published')}</span>
            <a href={memberUrl(app.app_url, draft.path)} target="_blank" rel="noopener noreferrer">
              {t('editor.publish.openApp')}
            </a>
          </p>
        ) : publish.status === 'error' ? (
          <p className={styles.publishError} role="alert">
            {t('editor.publish.failed', { reason: describeError(publish.error, t, i18n.language) })}
          </p>
        ) : publish.status === 'problems' ? (
          <PublishProblems appId={appId} pageId={pageId} problems={publish.problems} onShowBlock={showBlock} onDismiss={() => setPublish({ status: 'idle' })} />
        ) : null}
      </div>

      <div role="tablist" aria-label={t('editor.tabsLabel')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${idPrefix}-tab-${name}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === name}
            aria-controls={`${idPrefix}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKeyDown}
          >
            {t(`editor.tabs.${name}`)}
          </button>
        ))}
      </div>

      <div className={isPreviewOpen ? `${styles.workspace} ${styles.withPreview}` : styles.workspace}>
        <EditorDataProvider value={editorData}>
          {/* Puck stays mounted on the other tabs, so its history and selection survive a look at the settings. */}
          <BlockEditor
            id={`${idPrefix}-panel-blocks`}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-tab-blocks`}
            hidden={tab !== 'blocks'}
            initial={page.draft.blocks}
            onChange={onBlocksChange}
            metadata={metadata}
            title={title}
            onControls={onControls}
            onHistory={setHistory}
          />
          {tab === 'settings' ? (
            <div id={`${idPrefix}-panel-settings`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-settings`} className={styles.panel}>
              <PageSettingsPanel draft={draft} onChange={edit} appId={appId} />
            </div>
          ) : null}
          {tab === 'translations' ? (
            <div id={`${idPrefix}-panel-translations`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-translations`} className={styles.panel}>
              <TranslationsPanel appId={appId} pageId={pageId} draft={draft} />
            </div>
          ) : null}
        </EditorDataProvider>
        {isPreviewOpen ? (
          <aside className={styles.preview} aria-label={t('editor.previewLabel')}>
            <PreviewFrame previewUrl={app.preview_url} page={previewPage} theme={null} path={draft.path} title={t('editor.previewTitle', { page: title })} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
