import { useTranslation } from 'react-i18next';
import { useAccessPromptStore } from '../../pages/access-prompt-store';
import styles from '../../../ui/panel.module.css';

/**
 * `#checkout` opened by a locked link or a lock screen: what is for sale. Buying arrives with the
 * commerce issue; until then the panel names the products asked for.
 */
export function CheckoutPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const request = useAccessPromptStore((state) => state.checkout);
  return (
    <div className={styles.panel} data-product-ids={request?.productIds.join(',') ?? ''} data-purchase-overlay={request?.purchaseOverlay ?? ''}>
      {request ? <p className={styles.lead}>{request.title}</p> : null}
      <p className={styles.text}>{t('checkout.comingSoon')}</p>
      {request && request.productIds.length > 0 ? (
        <p className={styles.text}>{t('checkout.products', { products: request.productIds.join(', ') })}</p>
      ) : null}
      <button type="button" className={styles.primary} onClick={onDone}>
        {t('overlays.continueBrowsing')}
      </button>
    </div>
  );
}
