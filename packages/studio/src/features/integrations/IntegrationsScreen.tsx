import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { ApiKeysPanel } from './ApiKeysPanel';
import { WebhooksPanel } from './WebhooksPanel';
import styles from './IntegrationsScreen.module.css';

/** `/apps/:appId/integrations`: API keys for the documented API, and webhook endpoints with their delivery logs. */
export function IntegrationsScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('insights.integrations.title'), app?.name);
  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        title={t('insights.integrations.title')}
        lead={t('insights.integrations.lead')}
      />
      <ApiKeysPanel appId={appId} />
      <WebhooksPanel appId={appId} />
    </section>
  );
}
