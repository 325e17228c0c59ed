import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceInput, StudioProduct } from '@tessera/core/api/studio-commerce';
import { productIntervals } from '@tessera/core/entities/commerce';
import { Field } from '@tessera/ui/Field';
import { SelectField } from '@tessera/ui/SelectField';
import { Switch } from '@tessera/ui/Switch';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../../app/describe-error';
import { FormSection } from '../../../ui/controls/FormSection';
import { RadioGroup } from '../../../ui/controls/RadioGroup';
import { SaveBar } from '../../../ui/controls/SaveBar';
import { OverlayField } from '../../overlays/OverlaySelect';
import { amountText, serverFieldErrors } from '../commerce-form';
import styles from '../commerce.module.css';
import { useFieldForm } from '../use-field-form';
import { ProductImageField } from './ProductImageField';
import { UnlocksList } from './UnlocksList';
import { VersionsTable } from './VersionsTable';
import {
  checkProduct,
  emptyProduct,
  isPriceChange,
  PRODUCT_FIELD_ORDER,
  productFieldOf,
  valuesFromProduct,
  type ProductBody,
  type ProductValues,
} from './product-form';

type Props = {
  appId: string;
  /** The stored product; none for a new one. */
  product: StudioProduct | null;
  /** The currency the price is typed in: the product's, or the app's for a new one. */
  currency: string;
  /** Saves the checked form; resolves to the product as stored. */
  onSave: (body: ProductBody, price: PriceInput) => Promise<StudioProduct>;
  isSaving: boolean;
  /** Said in the save bar when the editor opens (a product just created). */
  initialStatus?: string;
};

/**
 * A product's editor (SPEC §3 products): its details, its price (one-off or a subscription with
 * an interval and an optional trial; a changed price is a new version, listed with its
 * subscribers), what it unlocks, whether it is listed and its purchase overlay. Changes stay local
 * until Save; problems show at their fields, the studio's own check first and then the server's.
 */
export function ProductForm({ appId, product, currency, onSave, isSaving, initialStatus }: Props) {
  const { t, i18n } = useTranslation();
  const [saved, setSaved] = useState<ProductValues>(() =>
    product ? valuesFromProduct(product) : emptyProduct,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(initialStatus ?? null);
  const { formRef, values, setValues, errors, setErrors, change, show, text } = useFieldForm(
    saved,
    PRODUCT_FIELD_ORDER,
    () => {
      setStatus(null);
      setFailure(null);
    },
  );
  const isDirty = JSON.stringify(values) !== JSON.stringify(saved);
  const isSubscription = values.kind === 'subscription';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSaving || (product && !isDirty)) return;
    const checked = checkProduct(values, currency, t);
    if (!checked.product || !checked.price) {
      setFailure(null);
      show(checked.errors);
      return;
    }
    const willVersion = product ? isPriceChange(product, checked.price) : false;
    try {
      const stored = await onSave(checked.product, checked.price);
      const next = valuesFromProduct(stored);
      setSaved(next);
      setValues(next);
      setErrors({});
      setStatus(willVersion ? t('commerce.product.savedVersion') : t('commerce.product.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error, t, productFieldOf);
      if (Object.keys(fields).length > 0) show(fields);
      else
        setFailure(`${t('commerce.product.saveFailed')} ${describeError(error, t, i18n.language)}`);
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  const message = hasErrors
    ? { tone: 'error' as const, text: t('commerce.common.fixFields') }
    : failure
      ? { tone: 'error' as const, text: failure }
      : status && !isDirty
        ? { tone: 'success' as const, text: status }
        : isDirty
          ? { tone: 'info' as const, text: t('commerce.common.unsaved') }
          : null;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <FormSection title={t('commerce.product.details')}>
        <TextField
          {...text('name')}
          label={t('commerce.product.name')}
          hint={t('commerce.product.nameHint')}
          maxLength={120}
          autoComplete="off"
        />
        <Field
          label={t('commerce.product.description')}
          hint={t('commerce.product.descriptionHint')}
          error={errors.description}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.textarea}`}
              name="description"
              maxLength={2000}
              value={values.description}
              onChange={(event) => change('description', event.target.value)}
            />
          )}
        </Field>
        <ProductImageField
          appId={appId}
          value={values.image}
          error={errors.image}
          onChange={(url) => change('image', url)}
        />
      </FormSection>

      <FormSection
        title={t('commerce.product.price')}
        lead={product ? t('commerce.product.priceLeadExisting') : t('commerce.product.priceLead')}
      >
        <RadioGroup
          legend={t('commerce.product.kind')}
          name="kind"
          value={values.kind}
          layout="row"
          onChange={(kind) => change('kind', kind)}
          options={[
            {
              value: 'one_off',
              label: t('commerce.product.oneOff'),
              hint: t('commerce.product.oneOffHint'),
            },
            {
              value: 'subscription',
              label: t('commerce.product.subscription'),
              hint: t('commerce.product.subscriptionHint'),
            },
          ]}
        />
        <div className={styles.pair}>
          <TextField
            {...text('amount')}
            label={t('commerce.product.amount', { currency })}
            hint={t('commerce.product.amountHint', { example: amountText(1999, currency) })}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
          />
          {isSubscription ? (
            <SelectField
              name="interval"
              label={t('commerce.product.interval')}
              value={values.interval}
              error={errors.interval}
              onChange={(event) =>
                change('interval', event.target.value as ProductValues['interval'])
              }
              options={productIntervals.map((interval) => ({
                value: interval,
                label: t(`commerce.intervals.${interval}`),
              }))}
            />
          ) : null}
        </div>
        {isSubscription ? (
          <TextField
            {...text('trial_days')}
            label={t('commerce.product.trialDays')}
            hint={t('commerce.product.trialDaysHint')}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
        {product ? <VersionsTable product={product} /> : null}
      </FormSection>

      <FormSection title={t('commerce.product.access')} lead={t('commerce.product.accessLead')}>
        <Switch
          name="unlocks_app"
          label={t('commerce.product.unlocksApp')}
          hint={t('commerce.product.unlocksAppHint')}
          checked={values.unlocks_app}
          onChange={(checked) => change('unlocks_app', checked)}
        />
        {product ? (
          <UnlocksList appId={appId} product={product} />
        ) : (
          <p className={styles.muted}>{t('commerce.product.unlocksAfterCreate')}</p>
        )}
        <Switch
          name="is_hidden"
          label={t('commerce.product.hidden')}
          hint={t('commerce.product.hiddenHint')}
          checked={values.is_hidden}
          onChange={(checked) => change('is_hidden', checked)}
        />
        <OverlayField
          appId={appId}
          name="purchase_overlay_id"
          label={t('commerce.product.overlay')}
          hint={t('commerce.product.overlayHint')}
          error={errors.purchase_overlay_id}
          value={values.purchase_overlay_id}
          onChange={(id) => change('purchase_overlay_id', id)}
        />
      </FormSection>

      <SaveBar
        isDirty={product ? isDirty : true}
        isSaving={isSaving}
        message={message}
        onDiscard={() => {
          setValues(saved);
          setErrors({});
          setFailure(null);
        }}
        labels={{
          save: product ? t('commerce.product.save') : t('commerce.product.create'),
          saving: t('commerce.common.saving'),
          discard: t('commerce.common.discard'),
        }}
      />
    </form>
  );
}
