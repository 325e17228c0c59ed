import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudioProduct } from '@tessera/core/api/studio-commerce';
import styles from '../commerce.module.css';

/**
 * What holding the product opens besides the app: pages (locked from a page's own access
 * settings, linked to its editor), programs and packs. Read here; each is chosen where it is edited.
 */
export function UnlocksList({ appId, product }: { appId: string; product: StudioProduct }) {
  const { t } = useTranslation();
  const items = product.unlocks.items;
  if (items.length === 0)
    return <p className={styles.muted}>{t('commerce.product.unlocksNone')}</p>;
  return (
    <div className={styles.fieldset}>
      <p className={styles.legend}>{t('commerce.product.unlocksItems')}</p>
      <ul className={styles.list}>
        {items.map((item) => {
          const title = item.title ?? t('commerce.product.untitledItem');
          return (
            <li key={`${item.type}-${item.id}`} className={styles.row}>
              <div className={styles.main}>
                <p className={styles.name}>
                  {item.type === 'page' ? (
                    <Link to={`/apps/${appId}/pages/${item.id}`}>{title}</Link>
                  ) : (
                    title
                  )}
                </p>
                <p className={styles.meta}>{t(`commerce.product.itemTypes.${item.type}`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
