import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../Button';
import { describeError } from '../lib/describe-error';
import { studioAppQuery } from '../lib/studio-queries';
import { useDocumentTitle } from '../lib/use-document-title';
import { ScreenHeading } from '../ScreenHeading';
import { StateMessage } from '../StateMessage';
import { SettingsForm } from './SettingsForm';
import styles from './SettingsScreen.module.css';

/** Settings of one app: loads it, then hands it to the form (which keeps its own draft). */
export function SettingsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(studioAppQuery(appId));
  useDocumentTitle(t('settings.title'), app.data?.app.name);

  return (
    <section aria-labelledby={titleId}>
      <ScreenHeading id={titleId}>{t('settings.title')}</ScreenHeading>
      <div className={styles.body}>
        {app.isPending ? (
          <StateMessage tone="waiting" title={t('settings.loading')} />
        ) : app.isError ? (
          <StateMessage
            tone="error"
            title={t('settings.loadError')}
            action={
              <Button onClick={() => void app.refetch()} isBusy={app.isFetching}>
                {t('common.retry')}
              </Button>
            }
          >
            {describeError(app.error, t, i18n.language)}
          </StateMessage>
        ) : (
          // A form per app: switching apps starts from that app's stored settings.
          <SettingsForm key={app.data.app.id} app={app.data.app} />
        )}
      </div>
    </section>
  );
}
