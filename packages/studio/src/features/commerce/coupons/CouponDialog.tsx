import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioProductSummary } from '@tessera/core/api/studio-commerce';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { describedBy, FieldMessage } from '@tessera/ui/FieldMessage';
import { Switch } from '@tessera/ui/Switch';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../../app/describe-error';
import { Button } from '../../../ui/Button';
import { RadioGroup } from '../../../ui/controls/RadioGroup';
import { InlineAlert } from '../../../ui/InlineAlert';
import { amountText, serverFieldErrors } from '../commerce-form';
import styles from '../commerce.module.css';
import { useFieldForm } from '../use-field-form';
import {
  checkCoupon,
  COUPON_FIELD_ORDER,
  couponFieldOf,
  dayOf,
  emptyCoupon,
  type CouponValues,
  type CreateBody,
  type UpdateBody,
} from './coupon-form';

type Props = {
  /** The coupon's values when editing; none for a new one. */
  initial: CouponValues | null;
  currency: string;
  products: StudioProductSummary[];
  onCreate: (body: CreateBody) => Promise<unknown>;
  onUpdate: (body: UpdateBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * A coupon's form in a dialog: a code and a percentage or a fixed amount (set once), an optional
 * last day, an optional redemption limit, the products it applies to, and whether it works now.
 */
export function CouponDialog({ initial, currency, products, onCreate, onUpdate, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const isNew = initial === null;
  const firstRef = useRef<HTMLInputElement>(null);
  const { formRef, values, errors, change, show, text } = useFieldForm<CouponValues>(
    initial ?? emptyCoupon,
    COUPON_FIELD_ORDER,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const productsErrorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const checked = checkCoupon(
      values,
      { currency, isNew, today: dayOf(new Date().toISOString()) },
      t,
    );
    if (!checked.create && !checked.update) {
      show(checked.errors);
      return;
    }
    setIsSubmitting(true);
    try {
      if (checked.create) await onCreate(checked.create);
      else if (checked.update) await onUpdate(checked.update);
    } catch (error) {
      const fields = serverFieldErrors(error, t, couponFieldOf, { codeField: 'code' });
      if (Object.keys(fields).length > 0) show(fields);
      else setFailure(describeError(error, t, i18n.language));
      setIsSubmitting(false);
    }
  }

  return (
    <Dialog
      title={
        isNew
          ? t('commerce.coupons.newTitle')
          : t('commerce.coupons.editTitle', { code: values.code })
      }
      onClose={onClose}
      initialFocus={firstRef}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className={styles.form}
      >
        {failure ? <InlineAlert>{failure}</InlineAlert> : null}
        {isNew ? (
          <>
            <TextField
              ref={firstRef}
              name="code"
              label={t('commerce.coupons.code')}
              hint={t('commerce.coupons.codeHint')}
              value={values.code}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              error={errors.code}
              onChange={(event) => change('code', event.target.value.toUpperCase())}
            />
            <RadioGroup
              legend={t('commerce.coupons.kind')}
              name="kind"
              layout="row"
              value={values.kind}
              onChange={(kind) => change('kind', kind)}
              options={[
                { value: 'percent', label: t('commerce.coupons.percent') },
                { value: 'fixed', label: t('commerce.coupons.fixed') },
              ]}
            />
            {values.kind === 'percent' ? (
              <TextField
                {...text('percent_off')}
                label={t('commerce.coupons.percentOff')}
                hint={t('commerce.coupons.percentOffHint')}
                inputMode="numeric"
                autoComplete="off"
              />
            ) : (
              <TextField
                {...text('amount_off')}
                label={t('commerce.coupons.amountOff', { currency })}
                hint={t('commerce.coupons.amountOffHint', { example: amountText(500, currency) })}
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
              />
            )}
          </>
        ) : (
          <p className={styles.muted}>{t('commerce.coupons.fixedOnceSet')}</p>
        )}
        <div className={styles.pair}>
          <TextField
            {...text('expires_on')}
            ref={isNew ? undefined : firstRef}
            type="date"
            label={t('commerce.coupons.expiresOn')}
            hint={t('commerce.coupons.expiresOnHint')}
          />
          <TextField
            {...text('max_redemptions')}
            label={t('commerce.coupons.limit')}
            hint={t('commerce.coupons.limitHint')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <RadioGroup
          legend={t('commerce.coupons.scope')}
          name="scope"
          value={values.scope}
          onChange={(scope) => change('scope', scope)}
          options={[
            { value: 'all', label: t('commerce.coupons.scopeAll') },
            { value: 'chosen', label: t('commerce.coupons.scopeChosen') },
          ]}
        />
        {values.scope === 'chosen' ? (
          <fieldset
            className={styles.fieldset}
            aria-describedby={describedBy(errors.product_ids && productsErrorId)}
            aria-invalid={errors.product_ids ? true : undefined}
          >
            <legend className={styles.legend}>{t('commerce.coupons.products')}</legend>
            {products.length === 0 ? (
              <p className={styles.muted}>{t('commerce.coupons.noProducts')}</p>
            ) : (
              <div className={styles.checks}>
                {products.map((product) => (
                  <label key={product.id} className={styles.check}>
                    <input
                      type="checkbox"
                      name="product_ids"
                      checked={values.product_ids.includes(product.id)}
                      onChange={(event) =>
                        change(
                          'product_ids',
                          event.target.checked
                            ? [...values.product_ids, product.id]
                            : values.product_ids.filter((id) => id !== product.id),
                        )
                      }
                    />
                    <span>{product.name}</span>
                  </label>
                ))}
              </div>
            )}
            {errors.product_ids ? (
              <FieldMessage id={productsErrorId}>{errors.product_ids}</FieldMessage>
            ) : null}
          </fieldset>
        ) : null}
        <Switch
          name="is_active"
          label={t('commerce.coupons.active')}
          hint={t('commerce.coupons.activeHint')}
          checked={values.is_active}
          onChange={(checked) => change('is_active', checked)}
        />
        <DialogActions>
          <Button onClick={onClose}>{t('commerce.common.cancel')}</Button>
          <Button type="submit" variant="primary" isBusy={isSubmitting}>
            {isSubmitting
              ? t('commerce.common.saving')
              : isNew
                ? t('commerce.coupons.create')
                : t('commerce.coupons.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
