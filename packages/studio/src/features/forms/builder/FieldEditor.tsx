import { useId, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_LIMITS, formFieldTypes, type FormField, type FormFieldType } from '@tessera/core/entities/form';
import { isQuizLike } from '@tessera/core/forms/form-values';
import { Icon } from '@tessera/ui/Icon';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { Button } from '../../../ui/Button';
import { AnswerInput } from './AnswerInput';
import { retypeField } from './form-tree';
import type { DraftErrors } from './form-checks';
import styles from './FormBuilder.module.css';

type Props = {
  field: FormField;
  index: number;
  count: number;
  /** Where this field's problems are keyed (`form_groups.0.form_fields.2`). */
  errorKey: string;
  errors: DraftErrors;
  isOpen: boolean;
  isDragged: boolean;
  isDropTarget: boolean;
  onToggle: () => void;
  onChange: (field: FormField) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
};

/**
 * One question of the form: a line that names it (label, type, required, quiz, bound property) with
 * its moves — dragged by the handle, or Move up / Move down from the keyboard — and, opened, every
 * setting of its type, each with its own problem under it.
 */
export function FieldEditor(props: Props) {
  const { field, index, count, errorKey, errors, isOpen } = props;
  const { t } = useTranslation();
  const panelId = useId();
  const error = (part: string) => errors[`${errorKey}.${part}`];
  const problemCount = Object.keys(errors).filter((path) => path === errorKey || path.startsWith(`${errorKey}.`)).length;
  const name = field.label.trim() || t('forms.builder.untitledField');
  const set = (patch: Partial<FormField>) => props.onChange({ ...field, ...patch });
  const firstOption = t('forms.builder.optionDefault', { number: 1 });
  const typeOptions = formFieldTypes.map((type) => ({ value: type, label: t(`forms.types.${type}`) }));
  const numberOrNull = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

  return (
    <li
      className={[styles.field, props.isDragged ? styles.dragged : '', props.isDropTarget ? styles.dropTarget : ''].filter(Boolean).join(' ')}
      data-field-id={field.id}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
    >
      <div className={styles.fieldLine}>
        <span className={styles.handle} draggable onDragStart={props.onDragStart} onDragEnd={props.onDragEnd} title={t('forms.builder.dragHint')} aria-hidden="true">
          <Icon name="grip" />
        </span>
        <button type="button" className={styles.fieldSummary} aria-expanded={isOpen} aria-controls={panelId} onClick={props.onToggle}>
          <span className={styles.fieldName}>{name}</span>
          <span className={styles.fieldMeta}>
            {t(`forms.types.${field.field_type}`)}
            {field.is_required ? ` · ${t('forms.builder.requiredBadge')}` : ''}
            {isQuizLike(field) ? ` · ${t('forms.badges.quiz')}` : ''}
            {field.property_slug ? ` · ${t('forms.builder.boundBadge', { slug: field.property_slug })}` : ''}
          </span>
          {problemCount > 0 ? <span className={styles.problemBadge}>{t('forms.builder.problems', { formatted: problemCount })}</span> : null}
        </button>
        <div className={styles.moves} role="group" aria-label={t('forms.builder.fieldMoves', { name })}>
          <Button className={styles.small} isUnavailable={index === 0} aria-label={t('forms.builder.moveUp', { name })} onClick={() => props.onMove(index - 1)}>
            <span aria-hidden="true">↑</span>
          </Button>
          <Button className={styles.small} isUnavailable={index === count - 1} aria-label={t('forms.builder.moveDown', { name })} onClick={() => props.onMove(index + 1)}>
            <span aria-hidden="true">↓</span>
          </Button>
          <Button className={styles.small} variant="danger" aria-label={t('forms.builder.removeField', { name })} onClick={props.onRemove}>
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
      </div>
      {isOpen ? (
        <div id={panelId} className={styles.fieldPanel}>
          <TextField label={t('forms.builder.label')} value={field.label} maxLength={FORM_LIMITS.labelLength} error={error('label')} onChange={(event) => set({ label: event.target.value })} />
          <SelectField
            label={t('forms.builder.type')}
            value={field.field_type}
            options={typeOptions}
            error={error('value_type') ?? error('field_type')}
            onChange={(event) => props.onChange(retypeField(field, event.target.value as FormFieldType, firstOption))}
          />
          <label className={styles.check}>
            <input type="checkbox" checked={field.is_required} onChange={(event) => set({ is_required: event.target.checked })} />
            {t('forms.builder.required')}
          </label>
          {field.field_type === 'multi_select' ? <OptionsEditor field={field} errors={errors} errorKey={errorKey} onChange={(options) => set({ options })} /> : null}
          {field.field_type === 'number' ? (
            <div className={styles.pair}>
              <TextField
                label={t('forms.builder.min')}
                type="number"
                inputMode="decimal"
                value={field.min_value ?? ''}
                error={error('min_value')}
                onChange={(event) => set({ min_value: numberOrNull(event.target.value) })}
              />
              <TextField
                label={t('forms.builder.max')}
                type="number"
                inputMode="decimal"
                value={field.max_value ?? ''}
                error={error('max_value')}
                onChange={(event) => set({ max_value: numberOrNull(event.target.value) })}
              />
            </div>
          ) : null}
          {field.field_type === 'image_upload' ? null : (
            <>
              <AnswerInput
                field={field}
                label={t('forms.builder.defaultValue')}
                hint={t('forms.builder.defaultHint')}
                value={field.default_value}
                error={error('default_value')}
                onChange={(default_value) => set({ default_value })}
              />
              <AnswerInput
                field={field}
                label={t('forms.builder.correctAnswer')}
                hint={t('forms.builder.correctHint')}
                value={field.correct_answer}
                error={error('correct_answer')}
                onChange={(correct_answer) => set({ correct_answer })}
              />
            </>
          )}
          <TextField
            label={t('forms.builder.property')}
            hint={t('forms.builder.propertyHint')}
            value={field.property_slug ?? ''}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            error={error('property_slug')}
            onChange={(event) => set({ property_slug: event.target.value.trim() === '' ? null : event.target.value.trim() })}
          />
        </div>
      ) : null}
    </li>
  );
}

type OptionsProps = { field: FormField; errors: DraftErrors; errorKey: string; onChange: (options: string[]) => void };

/** The choices of a multi_select: each one a text field that can be removed; one more can be added. */
function OptionsEditor({ field, errors, errorKey, onChange }: OptionsProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const listError = errors[`${errorKey}.options`];
  return (
    <fieldset className={styles.choiceSet} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {t('forms.builder.options')}
      </legend>
      {field.options.map((option, index) => (
        <div key={index} className={styles.optionRow}>
          <TextField
            label={t('forms.builder.optionLabel', { number: index + 1 })}
            value={option}
            maxLength={FORM_LIMITS.optionLength}
            error={errors[`${errorKey}.options.${index}`]}
            onChange={(event) => onChange(field.options.map((candidate, at) => (at === index ? event.target.value : candidate)))}
          />
          <Button className={styles.small} aria-label={t('forms.builder.removeOption', { number: index + 1 })} onClick={() => onChange(field.options.filter((_, at) => at !== index))}>
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
      ))}
      {listError ? (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        className={styles.small}
        isUnavailable={field.options.length >= FORM_LIMITS.options}
        onClick={() => onChange([...field.options, t('forms.builder.optionDefault', { number: field.options.length + 1 })])}
      >
        {t('forms.builder.addOption')}
      </Button>
    </fieldset>
  );
}
