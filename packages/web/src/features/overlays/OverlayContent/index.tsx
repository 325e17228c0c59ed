import { useTranslation } from 'react-i18next';
import type { BlockPageData } from '@tessera/blocks/types';
import { AppError } from '@tessera/core/errors';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { Blocks } from '../../pages/lazy-blocks';
import { useCurrentPageStore } from '../../../app/current-page-store';
import type { useOverlay } from '../use-overlay';
import styles from './styles.module.css';

type OverlayQuery = ReturnType<typeof useOverlay>;

/**
 * An overlay's blocks, rendered by the same renderers as pages, or what stands in for them: a
 * loading shape, a failure with a way to try again, a missing overlay, an overlay without blocks.
 */
export function OverlayContent({ query }: { query: OverlayQuery }) {
  const { t } = useTranslation();
  const pageTitle = useCurrentPageStore((state) => state.page?.title);

  if (query.isPending) {
    return (
      <div className={styles.loading} role="status" aria-live="polite" data-overlay-state="loading">
        <span className={visuallyHiddenClass}>{t('common.loading')}</span>
        <div className={styles.skeletonBlock} />
        <div className={styles.skeletonLine} />
        <div className={`${styles.skeletonLine} ${styles.short}`} />
      </div>
    );
  }
  if (query.isError) {
    // An overlay the owner deleted will not come back; anything else may work on a second try.
    const isMissing = query.error instanceof AppError && query.error.status === 404;
    return (
      <div className={styles.message} role="alert" data-overlay-state={isMissing ? 'missing' : 'error'}>
        <p className={styles.text}>{t(isMissing ? 'overlays.overlay.missing' : 'overlays.overlay.error')}</p>
        {isMissing ? null : (
          <button type="button" className={styles.primary} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  const overlay = query.data;
  if (overlay.blocks.length === 0) {
    return (
      <div className={styles.message} data-overlay-state="empty">
        <p className={styles.text}>{t('overlays.overlay.empty')}</p>
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
