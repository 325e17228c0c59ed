import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_MAX_BYTES } from '@tessera/core/constants';
import { FORM_LIMITS, type FormField } from '@tessera/core/entities/form';
import { ACCEPTED, parseList } from '@tessera/core/forms/form-values';
import { formatMegabytes } from '@tessera/core/messages';
import { Field, fieldClasses } from '@tessera/ui/Field';
import { describedBy, FieldMessage } from '@tessera/ui/FieldMessage';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { Icon } from '@tessera/ui/Icon';
import { uploadFile } from '../../../app/api/upload';
import { describeError, translateMessage } from '../../../app/forms/describe-error';
import { checkAvatarFile } from '../../account/Account/AvatarUpload';
import { formContracts } from '../form-queries';
import styles from './styles.module.css';

type FieldControlProps = {
  formId: string;
  field: FormField;
  value: string;
  error: string | null;
  /** The preview of an uploaded image, when the value names one. */
  imageUrl: string | null;
  onChange: (value: string, image?: { id: string; url: string }) => void;
};

/** A label with the field's required mark, said as words to screen readers. */
function Label({ field }: { field: FormField }) {
  const { t } = useTranslation();
  return (
    <>
      {field.label}
      {field.is_required ? (
        <>
          <span aria-hidden="true" className={styles.requiredMark}>
            {' '}
            *
          </span>
          <span className={visuallyHiddenClass}> ({t('forms.required')})</span>
        </>
      ) : null}
    </>
  );
}

/** A tick box the member must (or may) tick: SPEC §5 an unset acceptance starts empty. */
function Acceptance({ field, value, error, onChange }: FieldControlProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`${fieldClasses.field} ${styles.acceptance}`} data-invalid={error ? '' : undefined}>
      <label className={styles.checkRow} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={value === ACCEPTED}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          onChange={(event) => onChange(event.target.checked ? ACCEPTED : '')}
        />
        <span>
          <Label field={field} />
        </span>
      </label>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}

/** Choices as chips: each a real checkbox, the group a fieldset named by the label. */
function MultiSelect({ field, value, error, onChange }: FieldControlProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = parseList(value) ?? [];
  const toggle = (option: string) => {
    const next = chosen.includes(option) ? chosen.filter((item) => item !== option) : [...chosen, option];
    // Kept in the order the owner wrote the options.
    const ordered = field.options.filter((item) => next.includes(item));
    onChange(ordered.length ? JSON.stringify(ordered) : '');
  };
  return (
    <fieldset className={`${fieldClasses.field} ${styles.fieldset}`} aria-describedby={describedBy(error && errorId)} aria-invalid={error ? true : undefined}>
      <legend className={fieldClasses.label}>
        <Label field={field} />
      </legend>
      <div className={styles.chips}>
        {field.options.map((option) => (
          <label key={option} className={styles.chip}>
            <input type="checkbox" className={visuallyHiddenClass} checked={chosen.includes(option)} onChange={() => toggle(option)} />
            <span className={styles.chipText}>
              {chosen.includes(option) ? <Icon name="check" size={16} /> : null}
              {option}
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </fieldset>
  );
}

type UploadState = { kind: 'idle' } | { kind: 'uploading'; share: number; preview: string } | { kind: 'failed'; message: string };

/** A photo: chosen, previewed at once, uploaded with its progress (SPEC §5 upload messages). */
function ImageUpload({ formId, field, value, error, imageUrl, onChange }: FieldControlProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const problem = state.kind === 'failed' ? state.message : error;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkAvatarFile(file);
    if (refusal) {
      setState({ kind: 'failed', message: translateMessage(refusal, t) });
      return;
    }
    const preview = URL.createObjectURL(file);
    setState({ kind: 'uploading', share: 0, preview });
    try {
      const contract = (await formContracts()).uploadFormImageContract;
      const { upload } = await uploadFile(contract, {
        params: { id: formId },
        field: 'image',
        file,
        onProgress: (share) => setState({ kind: 'uploading', share, preview }),
      });
      onChange(upload.id, { id: upload.id, url: upload.url });
      setState({ kind: 'idle' });
    } catch (failure) {
      setState({ kind: 'failed', message: describeError(failure, t, i18n.language) });
    } finally {
      URL.revokeObjectURL(preview);
    }
  };

  const shown = state.kind === 'uploading' ? state.preview : value ? imageUrl : null;
  const percent = state.kind === 'uploading' ? Math.round(state.share * 100) : 0;
  return (
    <div className={fieldClasses.field} data-invalid={problem ? '' : undefined}>
      <span className={fieldClasses.label} id={`${id}-label`}>
        <Label field={field} />
      </span>
      <p id={hintId} className={fieldClasses.hint}>
        {t('forms.photoHint', { size: formatMegabytes(MEDIA_MAX_BYTES) })}
      </p>
      {shown ? <img className={styles.preview} src={shown} alt={t('forms.photoPreview', { label: field.label })} /> : null}
      <input
        ref={inputRef}
        id={id}
        className={visuallyHiddenClass}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onChoose(event)}
      />
      <div className={styles.uploadActions}>
        <button
          type="button"
          className={styles.secondary}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy(problem && errorId, hintId)}
          aria-disabled={state.kind === 'uploading' || undefined}
          onClick={() => state.kind !== 'uploading' && inputRef.current?.click()}
        >
          <Icon name="camera" size={20} />
          <span id={`${id}-button`}>{value ? t('forms.replacePhoto') : t('forms.choosePhoto')}</span>
        </button>
        {value && state.kind !== 'uploading' ? (
          <button type="button" className={styles.textButton} onClick={() => onChange('')}>
            {t('forms.removePhoto')}
          </button>
        ) : null}
      </div>
      {state.kind === 'uploading' ? <progress max={100} value={percent} aria-label={t('forms.uploading')} /> : null}
      <div role="status" className={visuallyHiddenClass}>
        {state.kind === 'uploading' ? t('forms.uploading') : ''}
      </div>
      {problem ? <FieldMessage id={errorId}>{problem}</FieldMessage> : null}
    </div>
  );
}

/** One field of a form with its native control (SPEC §3 field types). */
export function FieldControl(props: FieldControlProps) {
  const { t } = useTranslation();
  const { field, value, error, onChange } = props;
  switch (field.field_type) {
    case 'acceptance':
      return <Acceptance {...props} />;
    case 'multi_select':
      return <MultiSelect {...props} />;
    case 'image_upload':
      return <ImageUpload {...props} />;
    default:
      break;
  }
  const hasBounds = field.field_type === 'number' && field.min_value !== null && field.max_value !== null;
  return (
    <Field label={field.label + (field.is_required ? ' *' : '')} error={error} hint={hasBounds ? t('forms.between', { min: field.min_value, max: field.max_value }) : undefined}>
      {(control) =>
        field.field_type === 'long_answer' ? (
          <textarea {...control} rows={5} value={value} required={field.is_required} maxLength={FORM_LIMITS.longAnswerLength} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...control}
            type={field.field_type === 'number' ? 'number' : field.field_type === 'date' ? 'date' : 'text'}
            inputMode={field.field_type === 'number' ? 'decimal' : undefined}
            step={field.field_type === 'number' ? 'any' : undefined}
            min={field.field_type === 'number' ? (field.min_value ?? undefined) : undefined}
            max={field.field_type === 'number' ? (field.max_value ?? undefined) : undefined}
            maxLength={field.field_type === 'short_answer' ? FORM_LIMITS.shortAnswerLength : undefined}
            required={field.is_required}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}
