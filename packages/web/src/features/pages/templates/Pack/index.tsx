import { useTranslation } from 'react-i18next';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

export function PackTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.pack')}
      after={<PageList title={t('page.lists.pack')} pages={page.children} variant="cards" />}
    />
  );
}
