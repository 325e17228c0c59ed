import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateAppDialog } from '../CreateAppDialog';
import { Button } from '../../../ui/Button';
import { describeError } from '../../../app/describe-error';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { StateMessage } from '../../../ui/StateMessage';
import { VisuallyHidden } from '@tessera/ui/VisuallyHidden';
import styles from './styles.module.css';

export function AppsScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('apps.title'));
  const titleId = useId();
  const apps = useQuery(appsQuery);
  const count = new Intl.NumberFormat(i18n.language);
  const [isCreating, setIsCreating] = useState(false);
  const newAppRef = useRef<HTMLButtonElement>(null);
  const newAppButton = (
    <Button ref={newAppRef} variant="primary" onClick={() => setIsCreating(true)}>
      {t('createApp.open')}
    </Button>
  );

  return (
    <section aria-labelledby={titleId}>
      <ScreenIntro
        id={titleId}
        className={styles.intro}
        title={t('apps.title')}
        lead={t('apps.lead')}
        action={apps.data && apps.data.apps.length > 0 ? newAppButton : null}
      />
      {isCreating ? (
        <CreateAppDialog
          onClose={() => {
            setIsCreating(false);
            // Back to where the keyboard was before the dialog opened.
            newAppRef.current?.focus();
          }}
        />
      ) : null}
      {apps.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden>
            <span role="status">{t('apps.loading')}</span>
          </VisuallyHidden>
          <ul className={styles.grid} aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <li key={index} className={`${styles.card} ${styles.skeleton}`} />
            ))}
          </ul>
        </div>
      ) : apps.isError ? (
        <StateMessage
          tone="error"
          title={t('apps.error')}
          action={
            <Button onClick={() => void apps.refetch()} isBusy={apps.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {describeError(apps.error, t, i18n.language)}
        </StateMessage>
      ) : apps.data.apps.length === 0 ? (
        <StateMessage tone="empty" title={t('apps.emptyTitle')} action={newAppButton}>
          {t('apps.emptyBody')}
        </StateMessage>
      ) : (
        <ul className={styles.grid}>
          {apps.data.apps.map((app) => (
            <li key={app.id} className={styles.card}>
              <h2 className={styles.name}>
                {/* The link covers the whole card (see CSS) but is named by the app alone. */}
                <Link className={styles.link} to={`/apps/${app.id}/pages`}>
                  {app.name}
                </Link>
              </h2>
              <p className={styles.slug}>
                <VisuallyHidden>{t('apps.slug')} </VisuallyHidden>
                <code>{app.slug}</code>
              </p>
              <p className={styles.count}>{t('apps.memberCount', { count: app.member_count, formatted: count.format(app.member_count) })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
