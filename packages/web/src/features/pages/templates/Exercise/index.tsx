import { useTranslation } from 'react-i18next';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

export function ExerciseTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  return <TemplateLayout page={page} eyebrow={t('page.types.exercise')} isReadingWidth />;
}
