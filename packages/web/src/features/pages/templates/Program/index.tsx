import { useTranslation } from 'react-i18next';
import { ProgramOnPage } from '../../../programs/ProgramOnPage';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

/**
 * A program page shows its program's stages with the member's progress (features/programs); a
 * page without a program lists its children as steps. A stage page shown with this template lists
 * its siblings.
 */
export function ProgramTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
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
      after={hasChildren ? <ProgramOnPage pageId={page.page_id} fallback={steps} /> : steps}
    />
  );
}
