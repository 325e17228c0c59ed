import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import { Button } from '../../ui/Button';
import { describeError } from '../describe-error';
import { studioAppQuery } from '../studio-queries';
import { useDocumentTitle } from '../use-document-title';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { StateMessage } from '../../ui/StateMessage';
import styles from './styles.module.css';

type AppScreenProps = {
  /** Already translated texts of this screen. */
  title: string;
  loading: string;
  loadError: string;
  /** The screen's content once the app is loaded; it keeps its own draft, so it is keyed by app. */
  children: (app: StudioAppDetail) => ReactNode;
};

/** One app screen (settings, theme): its heading, the app's loading and error states, then the content. */
export function AppScreen({ title, loading, loadError, children }: AppScreenProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(studioAppQuery(appId));
  useDocumentTitle(title, app.data?.app.name);

  return (
    <section aria-labelledby={titleId}>
      <ScreenHeading id={titleId}>{title}</ScreenHeading>
      <div className={styles.body}>
        {app.isPending ? (
          <StateMessage tone="waiting" title={loading} />
        ) : app.isError ? (
          <StateMessage
            tone="error"
            title={loadError}
            action={
              <Button onClick={() => void app.refetch()} isBusy={app.isFetching}>
                {t('common.retry')}
              </Button>
            }
          >
            {describeError(app.error, t, i18n.language)}
          </StateMessage>
        ) : (
          <div key={app.data.app.id}>{children(app.data.app)}</div>
        )}
      </div>
    </section>
  );
}
