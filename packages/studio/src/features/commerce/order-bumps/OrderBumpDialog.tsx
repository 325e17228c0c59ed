import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createOrderBumpContract,
  updateOrderBumpContract,
  type OrderBump,
  type StudioProductSummary,
} from '@tessera/core/api/studio-commerce';
import type { ContractBody } from '@tessera/core/contract';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { Field } from '@tessera/ui/Field';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { describeError, translateFieldMessage } from '../../../app/describe-error';
import { Button } from '../../../ui/Button';
import { InlineAlert } from '../../../ui/InlineAlert';
import { bodySchema, serverFieldErrors, type FieldErrors } from '../commerce-form';
import { priceLabel } from '../price-label';
import styles from '../commerce.module.css';
import { useFieldForm } from '../use-field-form';

export type CreateBumpBody = ContractBody<typeof createOrderBumpContract>;
export type UpdateBumpBody = ContractBody<typeof updateOrderBumpContract>;

type Values = {
  product_id: string;
  bump_product_id: string;
  title: string;
  description: string;
  position: string;
};
type BumpField = keyof Values;
const FIELD_ORDER: BumpField[] = [
  'product_id',
  'bump_product_id',
  'title',
  'description',
  'position',
];
const fieldOf = (path: string[]): BumpField | undefined =>
  FIELD_ORDER.find((field) => field === path[0]);

type Props = {
  bump: OrderBump | null;
  products: StudioProductSummary[];
  onCreate: (body: CreateBumpBody) => Promise<unknown>;
  onUpdate: (body: UpdateBumpBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * An order bump's form: the product checkout shows it beside, the one-off product it adds (both
 * chosen once), the words of the offer and its place among the others.
 */
export function OrderBumpDialog({ bump, products, onCreate, onUpdate, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const firstRef = useRef<HTMLSelectElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const { formRef, values, errors, change, show, text } = useFieldForm<Values>(
    () => ({
      product_id: bump?.product_id ?? '',
      bump_product_id: bump?.bump_product_id ?? '',
      title: bump?.title ?? '',
      description: bump?.description ?? '',
      position: bump ? String(bump.position) : '',
    }),
    FIELD_ORDER,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const live = products.filter((product) => !product.is_archived);
  // A bump is charged once, in the same payment: only one-off products can be one.
  const bumpable = live.filter(
    (product) => product.interval === null && product.id !== values.product_id,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const found: FieldErrors<BumpField> = {};
    const position =
      values.position.trim() === ''
        ? undefined
        : /^\d+$/.test(values.position.trim())
          ? Number(values.position.trim())
          : Number.NaN;
    if (position !== undefined && !(position >= 0 && position <= 100))
      found.position = t('commerce.bumps.errors.position');
    if (!bump && !values.product_id) found.product_id = t('commerce.bumps.errors.product');
    if (!bump && !values.bump_product_id)
      found.bump_product_id = t('commerce.bumps.errors.bumpProduct');
    const fields = {
      title: values.title,
      description: values.description.trim() === '' ? null : values.description,
      position,
    };
    const parsed = bump
      ? bodySchema(updateOrderBumpContract).safeParse(fields)
      : bodySchema(createOrderBumpContract).safeParse({
          ...fields,
          product_id: values.product_id,
          bump_product_id: values.bump_product_id,
        });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.map(String));
        if (field) found[field] ??= translateFieldMessage(issue.message, t);
      }
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found);
      return;
    }
    setIsSubmitting(true);
    try {
      if (bump) await onUpdate(parsed.data as UpdateBumpBody);
      else await onCreate(parsed.data as CreateBumpBody);
    } catch (error) {
      const server = serverFieldErrors(error, t, fieldOf);
      if (Object.keys(server).length > 0) show(server);
      else setFailure(describeError(error, t, i18n.language));
      setIsSubmitting(false);
    }
  }

  const option = (product: StudioProductSummary) => ({
    value: product.id,
    label: `${product.name} · ${priceLabel(product, t, i18n.language)}`,
  });
  return (
    <Dialog
      title={bump ? t('commerce.bumps.editTitle') : t('commerce.bumps.newTitle')}
      onClose={onClose}
      initialFocus={bump ? titleRef : firstRef}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className={styles.form}
      >
        {failure ? <InlineAlert>{failure}</InlineAlert> : null}
        {bump ? (
          <p className={styles.muted}>{t('commerce.bumps.productsFixed')}</p>
        ) : (
          <>
            <SelectField
              ref={firstRef}
              name="product_id"
              label={t('commerce.bumps.product')}
              hint={t('commerce.bumps.productHint')}
              value={values.product_id}
              error={errors.product_id}
              onChange={(event) => change('product_id', event.target.value)}
              options={[
                { value: '', label: t('commerce.bumps.chooseProduct') },
                ...live.map(option),
              ]}
            />
            <SelectField
              name="bump_product_id"
              label={t('commerce.bumps.bumpProduct')}
              hint={t('commerce.bumps.bumpProductHint')}
              value={values.bump_product_id}
              error={errors.bump_product_id}
              onChange={(event) => change('bump_product_id', event.target.value)}
              options={[
                { value: '', label: t('commerce.bumps.chooseProduct') },
                ...bumpable.map(option),
              ]}
            />
          </>
        )}
        <TextField
          {...text('title')}
          ref={titleRef}
          label={t('commerce.bumps.offerTitle')}
          hint={t('commerce.bumps.offerTitleHint')}
          maxLength={120}
          autoComplete="off"
        />
        <Field label={t('commerce.bumps.description')} error={errors.description}>
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
        <TextField
          {...text('position')}
          label={t('commerce.bumps.position')}
          hint={t('commerce.bumps.positionHint')}
          inputMode="numeric"
          autoComplete="off"
        />
        <DialogActions>
          <Button onClick={onClose}>{t('commerce.common.cancel')}</Button>
          <Button type="submit" variant="primary" isBusy={isSubmitting}>
            {isSubmitting
              ? t('commerce.common.saving')
              : bump
                ? t('commerce.bumps.save')
                : t('commerce.bumps.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
