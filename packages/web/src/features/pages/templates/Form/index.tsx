import { useTranslation } from 'react-i18next';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

/** Form filling arrives with the forms issue; the page already shows its introduction blocks. */
export function FormTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  return <TemplateLayout page={page} eyebrow={t('page.types.form')} isReadingWidth />;
}
