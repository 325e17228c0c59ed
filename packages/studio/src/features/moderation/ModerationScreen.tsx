import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AreaWords } from '../../app/AreaWords';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { FeedsPanel } from './FeedsPanel';
import { ReportsPanel } from './ReportsPanel';
import listStyles from '../../ui/ItemList/styles.module.css';

function Moderation() {
  const { t } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('moderation.title'), app?.name);
  return (
    <section aria-labelledby={titleId} className={listStyles.screen}>
      <ScreenIntro
        id={titleId}
        className={listStyles.intro}
        title={t('moderation.title')}
        lead={t('moderation.lead')}
      />
      <ReportsPanel appId={appId} />
      <FeedsPanel appId={appId} />
    </section>
  );
}

/** `/apps/:appId/moderation`: reported messages to act on, and the feeds the owner posts into as the app. */
export function ModerationScreen() {
  return (
    <AreaWords area="moderation">
      <Moderation />
    </AreaWords>
  );
}
