import { useTranslation } from 'react-i18next';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

/**
 * A workout page shows its blocks and its steps. A workout block naming a studio workout runs it
 * (overview, sessions, history) with the workout screens, `features/workouts`, loaded only then.
 */
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
