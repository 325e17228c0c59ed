import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '@tessera/ui/Icon';
import type { Product, PurchasedItem } from '@tessera/core/api/commerce';
import styles from '../checkout.module.css';

/**
 * Paid and granted: the member's access is already refreshed, so the page behind checkout (the
 * lock that led here) shows its content. The main button opens what was bought: the page behind
 * when it is one of the purchase's, else the first page the product unlocks.
 */
export function SuccessStep({ product, items, onDone, navigate }: { product: Product; items: PurchasedItem[]; onDone: () => void; navigate: (path: string) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const opened = items.find((item) => item.path === pathname);
  const target = opened ? null : items.find((item) => item.path);
  const open = () => {
    onDone();
    if (target?.path) navigate(target.path);
  };
  return (
    <section className={styles.success} aria-labelledby="checkout-success-title" data-checkout-state="succeeded">
      <span className={styles.successIcon} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h2 id="checkout-success-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('checkout.success.heading', { product: product.name })}
      </h2>
      <p className={styles.text}>{t('checkout.success.text')}</p>
      <button type="button" className={styles.primary} onClick={open}>
        {target?.title ? t('checkout.success.open', { title: target.title }) : t('checkout.success.continue')}
      </button>
    </section>
  );
}
