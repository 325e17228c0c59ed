import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { studioAppQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { StateMessage } from '../../ui/StateMessage';
import { useEditorSnapshot } from '../editor/use-editor-snapshot';
import { pagesListQuery } from '../pages/page-queries';
import { describeOverlayError } from './overlay-errors';
import { overlayQuery } from './overlay-queries';
import { OverlayEditor } from './OverlayEditor';

/**
 * `/apps/:appId/overlays/:overlayId`: loads the overlay, the app (theme, language) and the pages
 * list (the block fields' page pickers), then opens the editor. A reload after an edit conflict
 * fetches the overlay again and starts a fresh editor on it.
 */
export function OverlayEditorScreen() {
  const { t, i18n } = useTranslation();
  const { appId = '', overlayId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const app = useQuery(studioAppQuery(appId));
  const { query: overlay, generation, isReloading, reload } = useEditorSnapshot(overlayQuery(appId, overlayId));
  const pages = useQuery(pagesListQuery(appId));
  useDocumentTitle(overlay.data ? (overlay.data.overlay.title ?? t('overlays.untitled')) : t('overlays.editor.loading'), app.data?.app.name);

  const refetchPages = pages.refetch;
  const retryPages = useCallback(() => void refetchPages(), [refetchPages]);

  if (overlay.isPending || app.isPending || isReloading) return <StateMessage tone="waiting" title={t('overlays.editor.loading')} />;
  if (overlay.isError || app.isError) {
    const error = overlay.error ?? app.error;
    return (
      <StateMessage
        tone="error"
        title={t('overlays.editor.loadError')}
        action={
          <>
            <Button
              onClick={() => {
                void overlay.refetch();
                void app.refetch();
              }}
            >
              {t('common.retry')}
            </Button>{' '}
            <Link to={`/apps/${appId}/overlays`}>{t('overlays.editor.back')}</Link>
          </>
        }
      >
        {describeOverlayError(error, t, i18n.language)}
      </StateMessage>
    );
  }
  return (
    <OverlayEditor
      key={`${overlayId}:${generation}`}
      app={app.data.app}
      overlay={overlay.data.overlay}
      pages={pages.data?.pages ?? null}
      pagesFailed={pages.isError}
      retryPages={retryPages}
      initialBlockId={searchParams.get('block')}
      onReload={() => void reload()}
    />
  );
}
