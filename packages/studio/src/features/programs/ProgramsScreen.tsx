import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { CreatableItemList } from '../../ui/CreatableItemList';
import { pagesListQuery } from '../pages/page-queries';
import { NewProgramDialog } from './NewProgramDialog';
import { programsListQuery, useProgramMutations } from './program-queries';
import listStyles from '../../ui/ItemList/styles.module.css';

/**
 * `/apps/:appId/programs`: the app's programs (SPEC §4 Program), each on its program page with its
 * stages and how many members follow it. A new program is made from a program page that shows none
 * yet and opens in its editor; deleting asks first, since members' progress goes with it.
 */
export function ProgramsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { appId = '' } = useParams();
  const list = useQuery(programsListQuery(appId));
  const pages = useQuery(pagesListQuery(appId));
  const { create, remove } = useProgramMutations(appId);
  const count = new Intl.NumberFormat(i18n.language);
  const programs = list.data?.programs ?? [];
  const taken = new Set(programs.map((program) => program.page_id));
  const freeProgramPages = (pages.data?.pages ?? []).filter((page) => page.content_type === 'program' && !taken.has(page.id));
  const programPath = (programId: string) => `/apps/${appId}/programs/${programId}`;

  return (
    <CreatableItemList
      words="programs"
      list={list}
      items={programs}
      remove={remove}
      renderNewDialog={({ onClose }) => (
        <NewProgramDialog
          pages={freeProgramPages}
          onClose={onClose}
          onSubmit={async (input) => {
            const { program } = await create.mutateAsync({ ...input, stages: [] });
            void navigate(programPath(program.id));
          }}
        />
      )}
      renderDeleteBody={(item) => <p>{t('programs.delete.body', { formatted: count.format(item.subscriber_count) })}</p>}
    >
      {(askDelete) => (
        <ul className={listStyles.list}>
          {programs.map((program) => (
            <li key={program.id} className={listStyles.row}>
              <div className={listStyles.main}>
                <h2 className={listStyles.name}>
                  <Link to={programPath(program.id)}>{program.title}</Link>
                </h2>
                <p className={listStyles.meta}>
                  {program.path ?? ''}
                  <span aria-hidden="true"> · </span>
                  {t('programs.meta.stages', { formatted: count.format(program.stages.length) })}
                  <span aria-hidden="true"> · </span>
                  {t('programs.meta.members', { formatted: count.format(program.subscriber_count) })}
                </p>
              </div>
              <div className={listStyles.actions}>
                <Button aria-label={t('programs.delete.openNamed', { title: program.title })} onClick={() => askDelete(program)}>
                  {t('programs.delete.open')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </CreatableItemList>
  );
}
