import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import type { PaymentConfig, Product } from '@tessera/core/api/commerce';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { countryOptions } from '../countries';
import { priceLabel } from '../price-labels';
import styles from '../checkout.module.css';

/** What the member chose so far (the coupon apart: it applies on request). */
export type OrderChoice = { productId: string; versionId: string; orderBumps: string[]; country: string; postalCode: string };

type Props = {
  products: Product[];
  product: Product;
  config: PaymentConfig;
  choice: OrderChoice;
  onChoice: (next: Partial<OrderChoice>) => void;
  coupon: { applied: string; error: string };
  onCoupon: (code: string) => void;
  errors: { version?: string; country?: string };
  isDisabled: boolean;
};

function Choices({ legend, name, options, value, onChange, error, isDisabled }: {
  legend: string;
  name: string;
  options: { value: string; label: string; detail?: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  isDisabled: boolean;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} disabled={isDisabled} onChange={() => onChange(option.value)} />
          <span className={styles.choiceText}>
            <span>{option.label}</span>
            {option.detail ? <span className={styles.choiceDetail}>{option.detail}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CouponField({ coupon, onCoupon, isDisabled }: Pick<Props, 'coupon' | 'onCoupon' | 'isDisabled'>) {
  const { t } = useTranslation();
  const [code, setCode] = useState(coupon.applied);
  if (coupon.applied) {
    return (
      <div className={styles.couponApplied} data-coupon={coupon.applied}>
        <span>{t('checkout.coupon.applied', { code: coupon.applied })}</span>
        <button type="button" className={styles.linkButton} disabled={isDisabled} onClick={() => onCoupon('')}>
          {t('checkout.coupon.remove')}
        </button>
      </div>
    );
  }
  const apply = () => {
    if (code.trim()) onCoupon(code.trim());
  };
  return (
    <div className={styles.coupon}>
      <TextField
        label={t('checkout.coupon.label')}
        name="coupon"
        value={code}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        error={coupon.error || undefined}
        disabled={isDisabled}
        onChange={(event) => setCode(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter applies the coupon instead of paying.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button type="button" className={styles.secondary} disabled={isDisabled || !code.trim()} onClick={apply}>
        {t('checkout.coupon.apply')}
      </button>
    </div>
  );
}

/** The purchase's options: which product, which price, the order bumps, a coupon and, when selling needs it, where the buyer is. */
export function OrderOptions({ products, product, config, choice, onChoice, coupon, onCoupon, errors, isDisabled }: Props) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(config.selling_countries, i18n.language), [config.selling_countries, i18n.language]);
  const currentVersion = product.versions.find((version) => version.id === choice.versionId);
  return (
    <div className={styles.options}>
      {products.length > 1 ? (
        <Choices
          legend={t('checkout.chooseProduct')}
          name="checkout-product"
          value={product.id}
          isDisabled={isDisabled}
          options={products.map((item) => ({ value: item.id, label: item.name, detail: priceLabel(t, i18n.language, item) }))}
          onChange={(productId) => {
            const next = products.find((item) => item.id === productId);
            onChoice({ productId, versionId: next?.version_id ?? '', orderBumps: [] });
          }}
        />
      ) : null}
      <div className={styles.product} data-product-id={product.id}>
        {product.image ? <img className={styles.productImage} src={product.image} alt="" width={64} height={64} /> : null}
        <div className={styles.productText}>
          <h2 className={styles.productName}>{product.name}</h2>
          <p className={styles.productPrice}>{priceLabel(t, i18n.language, currentVersion ?? product)}</p>
          {(currentVersion ?? product).trial_days ? <p className={styles.hint}>{t('checkout.trial', { count: (currentVersion ?? product).trial_days ?? 0 })}</p> : null}
          {product.description ? <p className={styles.text}>{product.description}</p> : null}
        </div>
      </div>
      {product.versions.length > 1 ? (
        <Choices
          legend={t('checkout.choosePrice')}
          name="checkout-version"
          value={choice.versionId}
          isDisabled={isDisabled}
          error={errors.version}
          options={product.versions.map((version) => ({ value: version.id, label: priceLabel(t, i18n.language, version) }))}
          onChange={(versionId) => onChoice({ versionId })}
        />
      ) : errors.version ? (
        <p className={styles.error} role="alert">
          {errors.version}
        </p>
      ) : null}
      {product.order_bumps.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('checkout.bumps')}</legend>
          {product.order_bumps.map((bump) => (
            <label key={bump.id} className={styles.choice} data-bump-id={bump.id}>
              <input
                type="checkbox"
                checked={choice.orderBumps.includes(bump.id)}
                disabled={isDisabled}
                onChange={(event) => {
                  const isOn = event.currentTarget.checked;
                  onChoice({ orderBumps: isOn ? [...choice.orderBumps, bump.id] : choice.orderBumps.filter((id) => id !== bump.id) });
                }}
              />
              <span className={styles.choiceText}>
                <span>
                  {bump.title} <strong className={styles.bumpPrice}>+{formatMoney(bump.amount, bump.currency, i18n.language)}</strong>
                </span>
                {bump.description ? <span className={styles.choiceDetail}>{bump.description}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <CouponField key={product.id} coupon={coupon} onCoupon={onCoupon} isDisabled={isDisabled} />
      {config.requires_address ? (
        <fieldset className={styles.address}>
          <legend className={styles.legend}>{t('checkout.address.title')}</legend>
          <SelectField
            label={t('checkout.address.country')}
            name="country"
            autoComplete="country"
            value={choice.country}
            error={errors.country}
            disabled={isDisabled}
            options={[{ value: '', label: t('checkout.address.chooseCountry') }, ...countries]}
            onChange={(event) => onChoice({ country: event.currentTarget.value })}
          />
          <TextField
            label={t('checkout.address.postalCode')}
            name="postal-code"
            autoComplete="postal-code"
            maxLength={16}
            value={choice.postalCode}
            disabled={isDisabled}
            onChange={(event) => onChoice({ postalCode: event.currentTarget.value })}
          />
        </fieldset>
      ) : null}
    </div>
  );
}
