import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateFieldMessage } from '../../../app/describe-error';
import { FormSelect } from '../../forms/FormSelect';
import { OverlaySelect } from '../../overlays/OverlaySelect';
import { useEditorData } from '../editor-context';
import { FieldShell } from './FieldShell';
import { ListTextField } from './ListTextField';
import { NumberField } from './NumberField';
import { PageSelect } from './PageField';
import { acceptsNull, firstIssue, isDiscriminatedUnion, issuesByKey, unionVariants, unwrap, variantType } from './schema-helpers';
import { TextInputField } from './TextInputField';
import { ToggleField } from './ToggleField';
import type { FieldViewProps } from './types';
import styles from './fields.module.css';

type Action = { type: string } & Record<string, unknown>;
type ActionValue = Action | null | undefined;

/** A new action of a type: its parameters' defaults, keeping same-named parameters that still fit. */
function startAction(variant: z.ZodObject, previous: ActionValue): Action {
  const next: Action = { type: variantType(variant) };
  for (const [key, schema] of Object.entries(variant.shape as Record<string, z.ZodType>)) {
    if (key === 'type') continue;
    if (previous && key in previous && schema.safeParse(previous[key]).success) {
      next[key] = previous[key];
      continue;
    }
    const initial = schema.safeParse(undefined);
    if (initial.success && initial.data !== undefined) next[key] = initial.data;
  }
  return next;
}

const URL_KEYS = /(^|_)url$/;

type ParamProps = {
  name: string;
  schema: z.ZodType;
  value: unknown;
  error: string | null;
  readOnly?: boolean;
  onChange: (value: unknown) => void;
};

/**
 * One parameter of an action, its input chosen from its name and schema: a page picker for
 * `page_id`, an overlay picker for `overlay_id`, a form picker for `form_id`, a nested action for `secondary_action`, a comma
 * list for `products`, a switch, a number, or text (url / email keyboards by name).
 */
function ActionParam({ name, schema, value, error, readOnly, onChange }: ParamProps) {
  const { t } = useTranslation();
  const { appId } = useEditorData();
  const label = t(`editor.action.params.${name}`, { defaultValue: name.replace(/_/g, ' ') });
  const inner = unwrap(schema);
  if (name === 'overlay_id' || name === 'form_id') {
    const message = error === null ? null : translateFieldMessage(error, t);
    const Select = name === 'form_id' ? FormSelect : OverlaySelect;
    return (
      <FieldShell label={label} error={message}>
        {({ id, describedBy, invalid }) => (
          <Select
            appId={appId}
            id={id}
            describedBy={describedBy}
            invalid={invalid}
            className={styles.input}
            value={value as string | null}
            onChange={onChange}
            disabled={readOnly}
            allowNone={acceptsNull(schema)}
          />
        )}
      </FieldShell>
    );
  }
  if (name === 'page_id') {
    const message = error === null ? null : translateFieldMessage(error, t);
    return (
      <FieldShell label={label} error={message}>
        {(ids) => <PageSelect {...ids} value={value as string | null} onChange={onChange} readOnly={readOnly} allowNone={acceptsNull(schema)} />}
      </FieldShell>
    );
  }
  if (isDiscriminatedUnion(schema)) {
    return <ActionField label={label} schema={schema} value={value as ActionValue} onChange={onChange} readOnly={readOnly} />;
  }
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType);
    const isObjects = element instanceof z.ZodObject;
    const ids = Array.isArray(value) ? value.map((item) => (isObjects ? String((item as { id?: unknown }).id ?? '') : String(item))) : [];
    return (
      <ListTextField
        label={label}
        hint={t('editor.action.listHint')}
        value={ids}
        error={error}
        readOnly={readOnly}
        onChange={(next) => onChange(isObjects ? next.map((id) => ({ id })) : next)}
      />
    );
  }
  if (inner instanceof z.ZodBoolean) {
    return <ToggleField label={label} value={value as boolean} onChange={onChange} error={error} readOnly={readOnly} />;
  }
  if (inner instanceof z.ZodNumber) {
    return <NumberField label={label} value={value as number} onChange={onChange} schema={schema} error={error} readOnly={readOnly} />;
  }
  return (
    <TextInputField
      label={label}
      type={name === 'email' ? 'email' : URL_KEYS.test(name) ? 'url' : 'text'}
      value={value as string | null}
      onChange={onChange}
      schema={schema}
      error={error}
      readOnly={readOnly}
    />
  );
}

/**
 * A block action (SPEC §3): what the block does when tapped, then that action's parameters.
 * Types and parameters come from the action schema itself, so a new action type appears here
 * without editor changes; each parameter shows the message the schema gives it.
 */
export function ActionField({ label, value, onChange, readOnly, schema }: FieldViewProps<ActionValue>) {
  const { t } = useTranslation();
  const variants = unionVariants(schema);
  const allowNone = acceptsNull(schema);
  const current = value ? variants.find((variant) => variantType(variant) === value.type) : undefined;
  const paramErrors = current && value ? issuesByKey(current, value) : {};
  const ownMessage = current ? (paramErrors[''] ?? null) : value ? firstIssue(schema, value) : allowNone ? null : firstIssue(schema, value);
  const error = ownMessage === null ? null : translateFieldMessage(ownMessage, t);

  return (
    <FieldShell label={label} error={error} isGroup>
      {({ id, describedBy, invalid }) => (
        <>
          <label className={styles.hint} htmlFor={id}>
            {t('editor.action.type')}
          </label>
          <select
            id={id}
            className={styles.input}
            value={value?.type ?? ''}
            disabled={readOnly}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => {
              const variant = variants.find((candidate) => variantType(candidate) === event.currentTarget.value);
              onChange(variant ? startAction(variant, value) : null);
            }}
          >
            <option value="" disabled={!allowNone}>
              {allowNone ? t('editor.action.none') : t('editor.fields.choose')}
            </option>
            {value && !current ? <option value={value.type}>{value.type}</option> : null}
            {variants.map((variant) => {
              const type = variantType(variant);
              return (
                <option key={type} value={type}>
                  {t(`editor.action.types.${type}`, { defaultValue: type.replace(/_/g, ' ') })}
                </option>
              );
            })}
          </select>
          {current && value && Object.keys(current.shape).length > 1 ? (
            <div className={styles.subfields}>
              {Object.entries(current.shape as Record<string, z.ZodType>)
                .filter(([key]) => key !== 'type')
                .map(([key, paramSchema]) => (
                  <ActionParam
                    key={key}
                    name={key}
                    schema={paramSchema}
                    value={value[key]}
                    // Nested actions check themselves; everything else gets the message of the whole action.
                    error={isDiscriminatedUnion(paramSchema) ? null : (paramErrors[key] ?? null)}
                    readOnly={readOnly}
                    onChange={(next) => onChange({ ...value, [key]: next })}
                  />
                ))}
            </div>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
