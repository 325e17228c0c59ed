import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myContentContract } from '@tessera/core/api/content';
import type { PageReference } from '@tessera/core/entities/page';
import { api } from '../../../app/api/api';
import { usePageState } from '../../pages/page-state-store';
import { PageList } from '../../pages/templates/PageList';
import { ProgressBar } from '../../pages/templates/PageActions';
import { RequireMember } from '../../account/Account/RequireMember';
import { useScreenSetup } from '../../account/Account/use-screen-setup';
import { PageError, PageLoading } from '../../../ui/StatusScreen';
import { MySubmissions } from '../../forms/MySubmissions';
import { MyContentTabs } from '../MyContentTabs';
import styles from './styles.module.css';

import type { Section } from '../MyContentTabs/sections';

// The member's own history: its own small chunk, fetched when the shelf opens.
const MyActivity = lazy(() => import('../../activity/MyActivity').then((module) => ({ default: module.MyActivity })));

function Empty({ section }: { section: Section }) {
  const { t } = useTranslation();
  return <p className={styles.empty}>{t(`myContent.${section}.empty`)}</p>;
}

/** A started program with how far the member got. */
function ProgramRow({ reference }: { reference: PageReference }) {
  const { t } = useTranslation();
  const { progress } = usePageState(reference.page_id);
  return (
    <li className={styles.program}>
      <PageList title={reference.title} pages={[reference]} variant="rows" isTitleHidden />
      <ProgressBar progress={progress} label={t('pageActions.progressOf', { title: reference.title })} />
    </li>
  );
}

/** One shelf of `GET /my-content` (SPEC §2 my content), the member's submissions, or their activity. */
function Shelf({ section }: { section: Section }) {
  const { t } = useTranslation();
  const title = t(`myContent.${section}.title`);
  useScreenSetup(title);
  const isRemote = section !== 'activity' && section !== 'submissions';
  const query = useQuery({ queryKey: ['my-content'], queryFn: () => api(myContentContract), enabled: isRemote });

  let body;
  if (section === 'submissions') {
    body = <MySubmissions />;
  } else if (!isRemote) {
    body = (
      <Suspense fallback={<PageLoading />}>
        <MyActivity />
      </Suspense>
    );
  } else if (query.isPending) {
    body = <PageLoading />;
  } else if (query.isError) {
    body = <PageError onRetry={() => void query.refetch()} />;
  } else {
    const pages = section === 'saved' ? query.data.bookmarked_items : section === 'programs' ? query.data.programs : query.data.packs;
    body =
      pages.length === 0 ? (
        <Empty section={section} />
      ) : section === 'programs' ? (
        <ul className={styles.programs}>
          {pages.map((reference) => (
            <ProgramRow key={reference.page_id} reference={reference} />
          ))}
        </ul>
      ) : (
        <PageList title={title} pages={pages} variant="rows" isTitleHidden />
      );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      <MyContentTabs />
      {body}
    </div>
  );
}

/** `/me/saved`, `/me/programs`, `/me/packs`, `/me/submissions`, `/me/activity`: one lazy chunk, members only. */
export function MyContentScreens({ section }: { section: Section }) {
  return (
    <RequireMember>
      <Shelf key={section} section={section} />
    </RequireMember>
  );
}
