import { useTranslation } from 'react-i18next';
import { ScheduleMeta } from '../ScheduleMeta';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

export function EventOccurrenceTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <TemplateLayout page={page} eyebrow={t('page.types.event_occurrence')} meta={<ScheduleMeta schedule={page.page_schedule} />} />
  );
}
