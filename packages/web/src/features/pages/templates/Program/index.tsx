import { useTranslation } from 'react-i18next';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

/** A program lists its stages in order; a stage page shown with this template lists its siblings. */
export function ProgramTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  const hasChildren = page.children.length > 0;
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.program')}
      after={
        <PageList
          title={t('page.lists.program')}
          pages={hasChildren ? page.children : page.siblings}
          variant="steps"
          currentPageId={hasChildren ? undefined : page.page_id}
        />
      }
    />
  );
}
