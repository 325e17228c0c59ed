import { useTranslation } from 'react-i18next';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

export function CollectionTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.collection')}
      after={<PageList title={t('page.lists.collection')} pages={page.children} variant="cards" />}
    />
  );
}
