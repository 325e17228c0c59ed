import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@tessera/ui/SelectField';
import { overlaysListQuery } from './overlay-queries';

type Choices = { options: { value: string; label: string }[]; isReady: boolean };

/**
 * The choices of an overlay picker: "none" (or "choose" when one is required), the app's overlays
 * by title, and — for an id that is not among them (deleted, or typed before pickers) — a "missing
 * overlay" entry, so the stored value is never shown as something else.
 */
export function useOverlayChoices(appId: string, value: string | null, allowNone: boolean): Choices {
  const { t, i18n } = useTranslation();
  const list = useQuery(overlaysListQuery(appId));
  const overlays = [...(list.data?.overlays ?? [])].sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', i18n.language));
  const first = list.isPending ? t('overlays.picker.loading') : list.isError ? t('overlays.picker.failed') : allowNone ? t('overlays.picker.none') : t('overlays.picker.choose');
  const isKnown = !value || overlays.some((overlay) => overlay.id === value);
  return {
    isReady: list.isSuccess,
    options: [
      { value: '', label: first },
      ...(isKnown ? [] : [{ value: value ?? '', label: t('overlays.picker.missing') }]),
      ...overlays.map((overlay) => ({ value: overlay.id, label: overlay.title ?? t('overlays.untitled') })),
    ],
  };
}

type SelectProps = {
  appId: string;
  value: string | null;
  onChange: (overlayId: string | null) => void;
  allowNone: boolean;
  id?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
};

/** A bare select of the app's overlays (for a field shell that brings its own label); the value is the overlay id. */
export function OverlaySelect({ appId, value, onChange, allowNone, id, describedBy, invalid, disabled, className }: SelectProps) {
  const { options, isReady } = useOverlayChoices(appId, value, allowNone);
  return (
    <select
      id={id}
      className={className}
      value={value ?? ''}
      disabled={disabled || !isReady}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-busy={isReady ? undefined : true}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    >
      {options.map((option, index) => (
        <option key={option.value || `none-${index}`} value={option.value} disabled={index === 0 && !allowNone}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type FieldProps = { appId: string; label: string; hint?: string; error?: string; name?: string; value: string | null; onChange: (overlayId: string | null) => void };

/** A labelled overlay picker for settings forms (a page's or the app's purchase overlay); always optional. */
export function OverlayField({ appId, label, hint, error, name, value, onChange }: FieldProps) {
  const { options, isReady } = useOverlayChoices(appId, value, true);
  return (
    <SelectField
      name={name}
      label={label}
      hint={hint}
      error={error}
      value={value ?? ''}
      disabled={!isReady}
      aria-busy={isReady ? undefined : true}
      options={options}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
