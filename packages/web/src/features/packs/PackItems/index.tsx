import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pack } from '@tessera/core/entities/pack';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { describeError } from '../../../app/forms/describe-error';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useAuthStore } from '../../auth/auth-store';
import { PageLink } from '../../pages/PageLink';
import { usePackSubscriptions, useStartPack } from '../pack-queries';
import styles from './styles.module.css';
import { lazyWithWords } from '../../../app/i18n/feature-words';

// Download for offline: its own chunk with its words, after the page's own content (nothing for guests).
const OfflineDownload = lazyWithWords(
  () => import('../../offline/OfflineDownload').then((module) => module.OfflineDownload),
  () => import('../../offline/words').then((module) => module.offlineWords),
);

/** SPEC §7 Packs on a pack page: what it bundles, Start pack, then Start on each item. */
export function PackItems({ pack }: { pack: Pack }) {
  const { t, i18n } = useTranslation();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const subscriptions = usePackSubscriptions();
  const start = useStartPack(pack.id);
  const { open } = useHashOverlays();
  const [announcement, setAnnouncement] = useState('');
  const holds = subscriptions.data?.some((s) => s.pack_id === pack.id) ?? false;
  return (
    <section className={styles.section} aria-labelledby={`${pack.id}-items`}>
      <h2 className={styles.heading} id={`${pack.id}-items`}>
        {t('packs.items')}
      </h2>
      {holds ? (
        <p className={styles.held}>{t('packs.started')}</p>
      ) : (
        <SubmitButton
          type="button"
          isBusy={start.isPending}
          onClick={() => (isSignedIn ? start.mutate(undefined, { onSuccess: () => setAnnouncement(t('packs.started')) }) : open('auth'))}
        >
          {t('packs.start')}
        </SubmitButton>
      )}
      {!isSignedIn ? <p className={styles.note}>{t('packs.signInToStart')}</p> : null}
      <p className={visuallyHiddenClass} role="status" aria-live="polite">
        {announcement}
      </p>
      {start.isError ? (
        <p className={styles.error} role="alert">
          {describeError(start.error, t, i18n.language)}
        </p>
      ) : null}
      {pack.items.length === 0 ? <p className={styles.note}>{t('packs.empty')}</p> : null}
      <ul className={styles.list}>
        {pack.items.map((item) => (
          <li key={`${item.type}:${item.id}`} className={styles.item}>
            <span className={styles.text}>
              <span className={styles.kind}>{t(`page.types.${item.content_type}`)}</span>
              {/* What is in the pack can be looked at before starting it; the page itself says how to get in. */}
              {item.path ? <PageLink href={item.path}>{item.title}</PageLink> : item.title}
            </span>
            {holds && item.path ? (
              <PageLink href={item.path} className={styles.open} aria-label={`${t('packs.open')}: ${item.title}`}>
                {t('packs.open')}
              </PageLink>
            ) : null}
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <OfflineDownload kind="pack" id={pack.id} pageId={pack.page_id} />
      </Suspense>
    </section>
  );
}
