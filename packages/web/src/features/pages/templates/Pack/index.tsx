import { Suspense } from 'react';
import { lazyWithWords } from '../../../../app/i18n/feature-words';
import { useTranslation } from 'react-i18next';
import { usePackOfPage } from '../../../packs/pack-of-page';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

// The pack's items with Start, and its words: their own chunk, loaded with the first pack page.
const PackItems = lazyWithWords(
  () => import('../../../packs/PackItems').then((module) => module.PackItems),
  () => import('../../../events/words').then((module) => module.eventWords),
);

/** A pack page with a pack (features/packs) lists what it bundles with Start; without one it lists its children. */
export function PackTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  const { data: pack } = usePackOfPage(page.page_id);
  const children = <PageList title={t('page.lists.pack')} pages={page.children} variant="cards" />;
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.pack')}
      isStartedElsewhere={Boolean(pack)}
      after={
        pack ? (
          <Suspense fallback={children}>
            <PackItems pack={pack} />
          </Suspense>
        ) : (
          children
        )
      }
    />
  );
}
