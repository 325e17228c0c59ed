import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { StudioOverlaySummary } from '@tessera/core/api/studio-overlays';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { StateMessage } from '../../ui/StateMessage';
import { DeleteOverlayDialog } from './DeleteOverlayDialog';
import { NewOverlayDialog } from './NewOverlayDialog';
import { describeOverlayError } from './overlay-errors';
import { overlaysListQuery } from './overlay-queries';
import { useOverlayMutations } from './use-overlay-mutations';
import styles from '../../ui/ItemList/styles.module.css';

/**
 * `/apps/:appId/overlays`: the app's overlays (SPEC §3), newest first. A new one opens in the
 * editor; deleting asks first, since buttons and purchases that open it will open nothing.
 */
export function OverlaysScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('overlays.title'), app?.name);
  const list = useQuery(overlaysListQuery(appId));
  const { create, remove } = useOverlayMutations(appId);
  const [isCreating, setIsCreating] = useState(false);
  const [deleting, setDeleting] = useState<StudioOverlaySummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const newRef = useRef<HTMLButtonElement>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const count = new Intl.NumberFormat(i18n.language);
  const editorPath = (overlayId: string) => `/apps/${appId}/overlays/${overlayId}`;

  const newButton = (
    <Button ref={newRef} variant="primary" onClick={() => setIsCreating(true)}>
      {t('overlays.create.open')}
    </Button>
  );

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        className={styles.intro}
        title={t('overlays.title')}
        lead={t('overlays.lead')}
        action={list.data && list.data.overlays.length > 0 ? newButton : null}
      />
      {notice ? <InlineAlert>{notice}</InlineAlert> : null}
      {isCreating ? (
        <NewOverlayDialog
          onClose={() => {
            setIsCreating(false);
            newRef.current?.focus();
          }}
          onSubmit={async (title) => {
            const { overlay } = await create.mutateAsync(title);
            void navigate(editorPath(overlay.id));
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteOverlayDialog
          title={deleting.title ?? t('overlays.untitled')}
          isBusy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            setNotice(null);
            remove.mutate(deleting.id, {
              onError: (error) => setNotice(describeOverlayError(error, t, i18n.language)),
              onSettled: () => setDeleting(null),
            });
          }}
        />
      ) : null}
      {list.isPending ? (
        <StateMessage tone="waiting" title={t('overlays.loading')} />
      ) : list.isError ? (
        <StateMessage
          tone="error"
          title={t('overlays.loadError')}
          action={
            <Button onClick={() => void list.refetch()} isBusy={list.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {describeOverlayError(list.error, t, i18n.language)}
        </StateMessage>
      ) : list.data.overlays.length === 0 ? (
        <StateMessage tone="empty" title={t('overlays.emptyTitle')} action={newButton}>
          {t('overlays.emptyBody')}
        </StateMessage>
      ) : (
        <ul className={styles.list}>
          {list.data.overlays.map((overlay) => {
            const title = overlay.title ?? t('overlays.untitled');
            return (
              <li key={overlay.id} className={styles.row}>
                <div className={styles.main}>
                  <h2 className={styles.name}>
                    <Link to={editorPath(overlay.id)}>{title}</Link>
                  </h2>
                  <p className={styles.meta}>
                    {t('overlays.blockCount', { count: overlay.block_count, formatted: count.format(overlay.block_count) })}
                    <span aria-hidden="true"> · </span>
                    {t('overlays.updated', { when: date.format(new Date(overlay.updated_at)) })}
                  </p>
                </div>
                <Button aria-label={t('overlays.delete.openNamed', { title })} onClick={() => setDeleting(overlay)}>
                  {t('overlays.delete.open')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
