import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formsListQuery } from './form-queries';

type Props = {
  appId: string;
  value: string | null;
  onChange: (formId: string | null) => void;
  /** Offer "No form" (the prop may be null); otherwise the first entry asks to choose one. */
  allowNone: boolean;
  id?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * A select of the app's forms by title (a form_submission block's form, a trigger_form action's):
 * the value is the form id. An id that is not among them (deleted, or typed before pickers) shows
 * as a missing form, so the stored value is never shown as something else.
 */
export function FormSelect({ appId, value, onChange, allowNone, id, describedBy, invalid, disabled, className }: Props) {
  const { t, i18n } = useTranslation();
  const list = useQuery(formsListQuery(appId));
  const forms = [...(list.data?.forms ?? [])].sort((a, b) => a.title.localeCompare(b.title, i18n.language));
  const first = list.isPending ? t('forms.picker.loading') : list.isError ? t('forms.picker.failed') : allowNone ? t('forms.picker.none') : t('forms.picker.choose');
  const isKnown = !value || forms.some((form) => form.id === value);
  return (
    <select
      id={id}
      className={className}
      value={value ?? ''}
      disabled={disabled || !list.isSuccess}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-busy={list.isPending ? true : undefined}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    >
      <option value="" disabled={!allowNone}>
        {first}
      </option>
      {isKnown ? null : <option value={value ?? ''}>{t('forms.picker.missing')}</option>}
      {forms.map((form) => (
        <option key={form.id} value={form.id}>
          {form.title}
        </option>
      ))}
    </select>
  );
}
