import { useTranslation } from 'react-i18next';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

/** Workout sessions arrive with their own issue; for now the workout shows its blocks and exercises. */
export function WorkoutTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.workout')}
      after={<PageList title={t('page.lists.workout')} pages={page.children} variant="steps" />}
    />
  );
}
