import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { useDocumentTitle } from '../../app/use-document-title';
import { studioAppQuery } from '../../app/studio-queries';
import { describePageError } from '../pages/page-errors';
import { pageQuery, pagesListQuery } from '../pages/page-queries';
import { StateMessage } from '../../ui/StateMessage';
import { editorTabOf, PageEditor } from './PageEditor';
import { useEditorSnapshot } from './use-editor-snapshot';

/**
 * `/apps/:appId/pages/:pageId`: loads the page (with its draft), the app (theme, preview and
 * member URLs) and the pages list (pickers, preview neighbours), then opens the editor. A reload
 * after an edit conflict fetches the page again and starts a fresh editor on it.
 */
export function PageEditorScreen() {
  const { t, i18n } = useTranslation();
  const { appId = '', pageId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const app = useQuery(studioAppQuery(appId));
  const { query: page, generation, isReloading, reload } = useEditorSnapshot(pageQuery(appId, pageId));
  const pages = useQuery(pagesListQuery(appId));
  useDocumentTitle(page.data ? page.data.page.draft.title : t('editor.title'), app.data?.app.name);

  const refetchPages = pages.refetch;
  const retryPages = useCallback(() => void refetchPages(), [refetchPages]);

  if (page.isPending || app.isPending || isReloading) return <StateMessage tone="waiting" title={t('editor.loading')} />;
  if (page.isError || app.isError) {
    const error = page.error ?? app.error;
    return (
      <StateMessage
        tone="error"
        title={t('editor.loadError')}
        action={
          <Button
            onClick={() => {
              void page.refetch();
              void app.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      >
        {describePageError(error, t, i18n.language)}
      </StateMessage>
    );
  }
  return (
    <PageEditor
      key={`${pageId}:${generation}`}
      app={app.data.app}
      page={page.data.page}
      pages={pages.data?.pages ?? null}
      pagesFailed={pages.isError}
      retryPages={retryPages}
      initialBlockId={searchParams.get('block')}
      initialTab={editorTabOf(searchParams.get('tab'))}
      onReload={() => void reload()}
    />
  );
}
