import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/ui/Icon';
import { PageList } from '../PageList';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';
import styles from './styles.module.css';

type CollectionView = 'grid' | 'list';
const VIEW_KEY = 'tessera.collection-view';

/** The member's last choice is remembered for every collection (SPEC §2 view switcher). */
function readView(): CollectionView {
  try {
    return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function ViewSwitcher({ view, onChange }: { view: CollectionView; onChange: (view: CollectionView) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.switcher} role="group" aria-label={t('collection.view')}>
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={view === option}
          aria-label={t(option === 'grid' ? 'collection.grid' : 'collection.list')}
          onClick={() => onChange(option)}
        >
          <Icon name={option} size={20} />
        </button>
      ))}
    </div>
  );
}

export function CollectionTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<CollectionView>(() => (page.show_view_switcher ? readView() : 'grid'));
  const choose = (next: CollectionView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.collection')}
      after={
        <>
          {page.show_view_switcher && page.children.length > 0 ? <ViewSwitcher view={view} onChange={choose} /> : null}
          <PageList title={t('page.lists.collection')} pages={page.children} variant={view === 'list' ? 'rows' : 'cards'} />
        </>
      }
    />
  );
}
