import { Puck } from '@puckeditor/core';
import type { Data, Overrides } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { publishAppContract, publishProblemSchema } from '@tessera/core/api/studio-pages';
import type { PageDraft, PageDraftPatch, PublishProblem, StudioPage, StudioPageSummary } from '@tessera/core/api/studio-pages';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import { PREVIEW_WIDTH } from '@tessera/core/constants';
import { AppError } from '@tessera/core/errors';
import { draftToPageProps } from '@tessera/core/pages/draft-props';
import { Button } from '../../ui/Button';
import { describeError } from '../../app/describe-error';
import { studioApi } from '../../app/studio-api';
import { pageQuery, pagesKey, pagesListQuery } from '../pages/page-queries';
import { PageSettingsPanel } from '../pages/settings/PageSettingsPanel';
import { TranslationsPanel } from '../pages/translations/TranslationsPanel';
import { PreviewFrame } from '../preview/PreviewFrame';
import type { CanvasMetadata } from './canvas/canvas-metadata';
import { documentToPuckData, puckDataToDocument } from './document-conversion';
import { EditorDataProvider } from './editor-context';
import type { EditorData } from './editor-context';
import { PublishProblems } from './PublishProblems';
import { buildPuckConfig } from './puck-config';
import { canvasIframe } from './puck/canvas-iframe';
import { BlockTools } from './puck/BlockTools';
import { blockChoicesFor } from './puck/block-choices';
import { PuckBridge } from './puck/PuckBridge';
import { usePuckChromeA11y } from './puck/puck-chrome-a11y';
import type { HistoryState, PuckControls } from './puck/PuckBridge';
import { puckDictionary } from './puck/puck-dictionary';
import { SaveStatusView } from './SaveStatusView';
import { useDraftAutosave } from './use-draft-autosave';
import { useEditorFrame } from './use-editor-frame';
import styles from './PageEditorScreen.module.css';

const TABS = ['blocks', 'settings', 'translations'] as const;
type Tab = (typeof TABS)[number];

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
  /** Throws the draft away and loads the page again (after an edit conflict). */
  onReload: () => void;
};

/**
 * The block editor of one page: Puck with our blocks on a 375 px themed canvas, autosave of the
 * draft, undo/redo, the page's settings and translations, the full-app preview and publishing.
 */
export function PageEditor({ app, page, pages, pagesFailed, retryPages, initialBlockId, onReload }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const appId = app.id;
  const pageId = page.id;
  const frameRef = useRef<HTMLDivElement>(null);
  const frameStyle = useEditorFrame(frameRef);
  const puckRef = useRef<HTMLDivElement>(null);

  const [draft, setDraft] = useState<PageDraft>(page.draft);
  const [initialData] = useState<Data>(() => documentToPuckData(page.draft.blocks));
  const lastBlocks = useRef(JSON.stringify(page.draft.blocks));
  const [tab, setTab] = useState<Tab>('blocks');
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

  const onPuckChange = useCallback(
    (data: Data) => {
      const blocks = puckDataToDocument(data, page.draft.blocks.schema_version);
      const json = JSON.stringify(blocks);
      // Puck also reports changes that are not edits (selection, loading): only real ones are saved.
      if (json === lastBlocks.current) return;
      lastBlocks.current = json;
      edit({ blocks });
    },
    [edit, page.draft.blocks.schema_version],
  );

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

  const config = useMemo(() => buildPuckConfig({ t }), [t]);
  const dictionary = useMemo(() => puckDictionary(t), [t]);
  const viewports = useMemo(() => [{ width: PREVIEW_WIDTH, height: 'auto' as const, label: t('editor.phone'), icon: 'Smartphone' as const }], [t]);
  const blockChoices = useMemo(() => blockChoicesFor(t), [t]);
  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      // The editor's own header (outside Puck) has the title, history and publishing.
      header: () => <></>,
      fields: ({ children, itemSelector }: { children: ReactNode; itemSelector?: unknown }) => (
        <div data-editor-fields className={styles.fields}>
          <BlockTools choices={blockChoices} />
          {itemSelector ? children : <p className={styles.fieldsHint}>{t('editor.selectBlockHint')}</p>}
        </div>
      ),
    }),
    [t, blockChoices],
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
  useEffect(() => {
    if (!initialBlockId) return;
    // Puck registers its items after mounting; try until the block is known (or give up quietly).
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (controls.current?.selectBlock(initialBlockId) || tries > 20) clearInterval(timer);
    }, 150);
    return () => clearInterval(timer);
  }, [initialBlockId]);

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
  usePuckChromeA11y(puckRef, { canvas: t('editor.canvas.frameTitle', { page: title }), zoom: t('editor.puck.zoom') });

  return (
    <div ref={frameRef} className={styles.screen} style={frameStyle}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Link to={`/apps/${appId}/pages`} className={styles.back}>
            <span aria-hidden="true" className={styles.arrow}>
              ‹
            </span>
            {t('editor.backToPages')}
          </Link>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.path} dir="ltr">
            {draft.path}
          </p>
        </div>
        <SaveStatusView status={autosave.status} error={autosave.error} onRetry={() => void autosave.flush()} />
        <div className={styles.actions}>
          <div className={styles.history} role="group" aria-label={t('editor.history')}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('editor.undo')}
              title={t('editor.undoShortcut')}
              disabled={!history.hasPast}
              onClick={() => controls.current?.undo()}
            >
              <span aria-hidden="true">↶</span>
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('editor.redo')}
              title={t('editor.redoShortcut')}
              disabled={!history.hasFuture}
              onClick={() => controls.current?.redo()}
            >
              <span aria-hidden="true">↷</span>
            </button>
          </div>
          <Button aria-pressed={isPreviewOpen} onClick={() => setIsPreviewOpen((open) => !open)}>
            {t('editor.previewApp')}
          </Button>
          <Button variant="primary" isBusy={isBusy} onClick={() => void publishApp()}>
            {isBusy ? t('editor.publish.publishing') : t('editor.publish.button')}
          </Button>
        </div>
      </header>

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
          <div
            ref={puckRef}
            id={`${idPrefix}-panel-blocks`}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-tab-blocks`}
            className={styles.puck}
            hidden={tab !== 'blocks'}
          >
            <Puck
              config={config}
              data={initialData}
              onChange={onPuckChange}
              overrides={overrides}
              dictionary={dictionary}
              viewports={viewports}
              iframe={canvasIframe}
              metadata={metadata}
              headerTitle={title}
              height="100%"
            >
              <PuckBridge onControls={onControls} onHistory={setHistory} />
              <Puck.Layout />
            </Puck>
          </div>
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
