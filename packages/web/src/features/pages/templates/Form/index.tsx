import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

// The form brings its controls and contracts: its own chunk, loaded with the first form page.
const FormOnPage = lazy(() => import('../../../forms/FormOnPage').then((module) => ({ default: module.FormOnPage })));

/** A form page (SPEC §2 form template): its introduction blocks, then the form the owner placed on it. */
export function FormTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.form')}
      isReadingWidth
      after={
        <Suspense fallback={null}>
          <FormOnPage pageId={page.page_id} />
        </Suspense>
      }
    />
  );
}
