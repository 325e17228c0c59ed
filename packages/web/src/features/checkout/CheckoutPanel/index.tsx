import { useTranslation } from 'react-i18next';
import { useAccessPromptStore } from '../../pages/access-prompt-store';
import { OverlayContent } from '../../overlays/OverlayContent';
import { useOverlay } from '../../overlays/use-overlay';
import styles from '../../../ui/panel.module.css';

/** The owner's pitch for what is on sale (the purchase overlay), shown above the options. */
function PurchaseOverlay({ id }: { id: string }) {
  return <OverlayContent query={useOverlay(id)} />;
}

/**
 * `#checkout` opened by a locked link, a lock screen, a purchase button or an automatic prompt:
 * the purchase overlay when there is one, then what is for sale. Buying arrives with the commerce
 * issue; until then the panel names the products asked for.
 */
export function CheckoutPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const request = useAccessPromptStore((state) => state.checkout);
  return (
    <div className={styles.panel} data-product-ids={request?.productIds.join(',') ?? ''} data-purchase-overlay={request?.purchaseOverlay ?? ''}>
      {request?.purchaseOverlay ? <PurchaseOverlay id={request.purchaseOverlay} /> : null}
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
