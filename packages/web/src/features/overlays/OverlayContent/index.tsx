import { useTranslation } from 'react-i18next';
import type { BlockPageData } from '@tessera/blocks/types';
import { AppError } from '@tessera/core/errors';
import { Blocks } from '../../pages/lazy-blocks';
import { useCurrentPageStore } from '../../../app/current-page-store';
import { PageLoading } from '../../../ui/StatusScreen';
import type { useOverlay } from '../use-overlay';
import panel from '../../../ui/panel.module.css';
import styles from './styles.module.css';

type OverlayQuery = ReturnType<typeof useOverlay>;

/**
 * An overlay's blocks, rendered by the same renderers as pages, or what stands in for them: a
 * loading shape, a failure with a way to try again, a missing overlay, an overlay without blocks.
 * With `onClose` (an overlay of its own, not one inside checkout), what has nothing to show offers
 * a plain way back to the page.
 */
export function OverlayContent({ query, onClose }: { query: OverlayQuery; onClose?: () => void }) {
  const { t } = useTranslation();
  const pageTitle = useCurrentPageStore((state) => state.page?.title);

  const backToPage = onClose ? (
    <button type="button" className={panel.primary} onClick={onClose}>
      {t('overlays.continueBrowsing')}
    </button>
  ) : null;

  if (query.isPending) {
    // The shape of a page loading, as wide as the blocks that will replace it.
    return (
      <div className={styles.blocks} data-overlay-state="loading">
        <PageLoading />
      </div>
    );
  }
  if (query.isError) {
    // An overlay the owner deleted will not come back; anything else may work on a second try.
    const isMissing = query.error instanceof AppError && query.error.status === 404;
    return (
      <div className={panel.panel} role="alert" data-overlay-state={isMissing ? 'missing' : 'error'}>
        <p className={panel.text}>{t(isMissing ? 'overlays.overlay.missing' : 'overlays.overlay.error')}</p>
        {isMissing ? (
          backToPage
        ) : (
          <button type="button" className={panel.primary} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  const overlay = query.data;
  if (overlay.blocks.length === 0) {
    return (
      <div className={panel.panel} data-overlay-state="empty">
        <p className={panel.text}>{t('overlays.overlay.empty')}</p>
        {backToPage}
      </div>
    );
  }
  // Blocks read `page.title` and link by the page they sit on: the overlay's, else the page behind it.
  const page: BlockPageData = { page_title: overlay.title ?? pageTitle ?? '', attributes: {}, references: {} };
  return (
    <div className={styles.blocks} data-overlay-state="ready" data-overlay-id={overlay.id}>
      <Blocks blocks={overlay.blocks} page={page} />
    </div>
  );
}
