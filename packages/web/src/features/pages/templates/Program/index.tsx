import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgramOfPage } from '../../../programs/program-queries';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

// The stages with their controls: their own chunk, loaded with the first page that has a program.
const ProgramProgress = lazy(() =>
  import('../../../programs/ProgramProgress').then((module) => ({
    default: module.ProgramProgress,
  })),
);

/**
 * A program page with a program (features/programs) shows its stages with the member's progress
 * and its own Start program; until that loads, or without a program, it lists its children as
 * steps. A stage page shown with this template lists its siblings.
 */
export function ProgramTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  const { data: program } = useProgramOfPage(page.page_id);
  const hasChildren = page.children.length > 0;
  const steps = (
    <PageList
      title={t('page.lists.program')}
      pages={hasChildren ? page.children : page.siblings}
      variant="steps"
      currentPageId={hasChildren ? undefined : page.page_id}
    />
  );
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.program')}
      isStartedElsewhere={Boolean(program)}
      after={
        program ? (
          <Suspense fallback={steps}>
            <ProgramProgress program={program} />
          </Suspense>
        ) : (
          steps
        )
      }
    />
  );
}
