import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@tessera/ui/Dialog';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useAppConfig } from '../../../app/app-config-context';
import { holdSession } from '../../../app/session-tracking';
import { useAccessPromptStore } from '../../pages/access-prompt-store';
import type { CheckoutRequest } from '../../pages/access-prompt-store';
import type { PaymentConfig, Product } from '@tessera/core/api/commerce';
import { OverlayContent } from '../../overlays/OverlayContent';
import { useOverlay } from '../../overlays/use-overlay';
import { usePaymentConfig, useProducts } from '../use-checkout-data';
import { CheckoutForm } from './CheckoutForm';
import panel from '../../../ui/panel.module.css';
import styles from '../checkout.module.css';

/** The owner's pitch for what is on sale (the purchase overlay), above the options (decision 023). */
function PurchaseOverlay({ id }: { id: string }) {
  return <OverlayContent query={useOverlay(id)} />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" data-checkout-state="loading">
      <span className={visuallyHiddenClass}>{t('checkout.loading')}</span>
      <span className={styles.skeletonTitle} aria-hidden="true" />
      <span className={styles.skeletonLine} aria-hidden="true" />
      <span className={styles.skeletonBlock} aria-hidden="true" />
    </div>
  );
}

/** A checkout that cannot go on: what it says, and the way back to the page. */
function Stop({ state, message, onDone, onRetry }: { state: string; message: string; onDone: () => void; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={panel.panel} role="alert" data-checkout-state={state}>
      <p className={panel.text}>{message}</p>
      {onRetry ? (
        <button type="button" className={panel.primary} onClick={onRetry}>
          {t('checkout.actions.retry')}
        </button>
      ) : null}
      <button type="button" className={onRetry ? styles.secondary : panel.primary} onClick={onDone}>
        {t('overlays.continueBrowsing')}
      </button>
    </div>
  );
}

/**
 * What is on offer: what a lock, a purchase action or an automatic prompt asked for, else (the
 * address opened with #checkout, after a reload) the app's own products.
 */
function useOffer(): CheckoutRequest {
  const request = useAccessPromptStore((state) => state.checkout);
  const { name, access } = useAppConfig();
  if (request && request.productIds.length > 0) return request;
  return {
    title: request?.title ?? name,
    productIds: access.app_products.map((product) => product.id),
    purchaseOverlay: request?.purchaseOverlay ?? access.purchase_overlay?.id ?? null,
  };
}

function Content({ offer, onDone, onSucceeded }: { offer: CheckoutRequest; onDone: () => void; onSucceeded: () => void }) {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  const products = useProducts(offer.productIds);
  // A guest signing up inside checkout empties the member's query cache (App's useForgetMemberQueries):
  // the offer on screen stays, with what the member chose so far, while it loads again.
  const [loaded, setLoaded] = useState<{ config: PaymentConfig; products: Product[] } | null>(null);
  if (config.data && products.data && (loaded?.config !== config.data || loaded.products !== products.data)) {
    setLoaded({ config: config.data, products: products.data });
  }

  if (offer.productIds.length === 0) return <Stop state="no-options" message={t('checkout.messages.noPurchaseOptions')} onDone={onDone} />;
  if (!loaded && (config.isError || products.isError)) {
    const retry = () => void Promise.all([config.refetch(), products.refetch()]);
    return <Stop state="error" message={t('checkout.messages.loadFailed')} onDone={onDone} onRetry={retry} />;
  }
  if (!loaded) return <Loading />;
  if (!loaded.config.gateway) return <Stop state="no-gateway" message={t('errorCodes.payments_not_enabled')} onDone={onDone} />;
  if (loaded.products.length === 0) return <Stop state="not-found" message={t('errorCodes.product_not_found')} onDone={onDone} />;
  return <CheckoutForm products={loaded.products} config={loaded.config} onDone={onDone} onSucceeded={onSucceeded} />;
}

/**
 * `#checkout` (SPEC §2, issue 11): the purchase overlay, the product and its price, coupon, order
 * bumps, address when the owner's selling needs it, the server's live total, an account for a
 * guest, the card form of the app's gateway, the challenge step, and the success screen that opens
 * what was bought. A sheet on phones, a dialog from 768 px. While it is open the session does not
 * end when the tab is hidden (SPEC §4: paying may mean a trip to the bank's app).
 */
export function CheckoutPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const offer = useOffer();
  const [isSucceeded, setIsSucceeded] = useState(false);
  useEffect(() => holdSession(), []);
  return (
    <Dialog variant="sheet" title={t(isSucceeded ? 'checkout.success.title' : 'overlays.checkout.title')} closeLabel={t('common.close')} onClose={onClose} initialFocus="close">
      <div className={styles.checkout} data-product-ids={offer.productIds.join(',')} data-purchase-overlay={offer.purchaseOverlay ?? ''}>
        {offer.purchaseOverlay && !isSucceeded ? <PurchaseOverlay id={offer.purchaseOverlay} /> : null}
        <Content offer={offer} onDone={onClose} onSucceeded={() => setIsSucceeded(true)} />
      </div>
    </Dialog>
  );
}
