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
import { ThemeEditor } from './ThemeEditor';
import styles from './ThemeScreen.module.css';

/** The theme of one app: loads it, then hands it to the editor (which keeps its own draft). */
export function ThemeScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(studioAppQuery(appId));
  useDocumentTitle(t('theme.title'), app.data?.app.name);

  return (
    <section aria-labelledby={titleId}>
      <ScreenHeading id={titleId}>{t('theme.title')}</ScreenHeading>
      <div className={styles.body}>
        {app.isPending ? (
          <StateMessage tone="waiting" title={t('theme.loading')} />
        ) : app.isError ? (
          <StateMessage
            tone="error"
            title={t('theme.loadError')}
            action={
              <Button onClick={() => void app.refetch()} isBusy={app.isFetching}>
                {t('common.retry')}
              </Button>
            }
          >
            {describeError(app.error, t, i18n.language)}
          </StateMessage>
        ) : (
          <ThemeEditor key={app.data.app.id} app={app.data.app} />
        )}
      </div>
    </section>
  );
}
