import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldClasses } from '@tessera/ui/Field';
import { describedBy, FieldMessage } from '@tessera/ui/FieldMessage';
import { AreaWords } from '../../app/AreaWords';
import { Button } from '../../ui/Button';
import { productsQuery } from './commerce-queries';
import { priceLabel } from './price-label';
import styles from './commerce.module.css';

type Props = {
  appId: string;
  label: string;
  hint?: string;
  /** The chosen product ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  warning?: string;
};

/**
 * Products chosen from the app's own (a lock's or a button's products), as a group of checkboxes
 * named by product and price. An archived product is offered only while it is chosen; an id that
 * names no product of the app stays chosen and says so, so a stored lock is never shown as something else.
 */
export function ProductPicker(props: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy(props.warning && `${id}-warning`, props.hint && `${id}-hint`)}
    >
      <legend className={fieldClasses.label}>{props.label}</legend>
      {props.hint ? (
        <p id={`${id}-hint`} className={fieldClasses.hint}>
          {props.hint}
        </p>
      ) : null}
      {/* The picker's own words are Commerce's, which load with it. */}
      <AreaWords
        area="commerce"
        fallback={<p className={styles.muted}>{t('appShell.loadingScreen')}</p>}
      >
        <Choices {...props} />
      </AreaWords>
      {props.warning ? (
        <FieldMessage id={`${id}-warning`} tone="warning">
          {props.warning}
        </FieldMessage>
      ) : null}
    </fieldset>
  );
}

/** The products to tick, once the list is here. */
function Choices({ appId, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const list = useQuery(productsQuery(appId));
  const products = (list.data?.products ?? []).filter(
    (product) => !product.is_archived || value.includes(product.id),
  );
  const missing = list.isSuccess
    ? value.filter((chosen) => !products.some((product) => product.id === chosen))
    : [];
  const toggle = (productId: string, checked: boolean) =>
    onChange(checked ? [...value, productId] : value.filter((chosen) => chosen !== productId));

  return list.isPending ? (
    <p className={styles.muted}>{t('commerce.picker.loading')}</p>
  ) : list.isError ? (
    <div className={styles.actions}>
      <p className={styles.muted}>{t('commerce.picker.failed')}</p>
      <Button onClick={() => void list.refetch()} isBusy={list.isFetching}>
        {t('common.retry')}
      </Button>
    </div>
  ) : products.length === 0 && missing.length === 0 ? (
    <p className={styles.muted}>
      {t('commerce.picker.none')}{' '}
      <Link to={`/apps/${appId}/commerce/products/new`}>{t('commerce.picker.create')}</Link>
    </p>
  ) : (
    <div className={styles.checks}>
      {products.map((product) => (
        <label key={product.id} className={styles.check}>
          <input
            type="checkbox"
            checked={value.includes(product.id)}
            onChange={(event) => toggle(product.id, event.target.checked)}
          />
          <span>
            {product.name}{' '}
            <span className={styles.muted}>· {priceLabel(product, t, i18n.language)}</span>
          </span>
        </label>
      ))}
      {missing.map((productId) => (
        <label key={productId} className={styles.check}>
          <input
            type="checkbox"
            checked
            onChange={(event) => toggle(productId, event.target.checked)}
          />
          <span>{t('commerce.picker.missing', { id: productId })}</span>
        </label>
      ))}
    </div>
  );
}
