import { useTranslation } from 'react-i18next';
import { ScheduleMeta } from '../ScheduleMeta';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

export function StreamTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  return <TemplateLayout page={page} eyebrow={t('page.types.stream')} meta={<ScheduleMeta schedule={page.page_schedule} />} />;
}
