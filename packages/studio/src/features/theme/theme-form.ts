import type { TFunction } from 'i18next';
import { themeColorFields, themeSchema, type Theme } from '@tessera/core/entities/theme';
import { isHexColor, normalizeHex } from '@tessera/core/theme-math';

/** Every colour field of a theme: the six brand slots, then the browser/icon colour. */
export const COLOR_FIELDS = themeColorFields;
export type ThemeErrors = Partial<Record<keyof Theme, string>>;

/** The editable part of a theme the server answered: its fields without the derived rgb forms. */
export function editableTheme(theme: Theme): Theme {
  const parsed = themeSchema.safeParse(theme);
  return parsed.success ? parsed.data : theme;
}

/** Colours must be 6-digit hex (core's rule); anything else the contract refuses is named too. */
export function validateTheme(values: Theme, t: TFunction): ThemeErrors {
  const errors: ThemeErrors = {};
  for (const field of COLOR_FIELDS) {
    if (!isHexColor(values[field])) errors[field] = t('theme.errors.hex');
  }
  const result = themeSchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as keyof Theme;
      errors[field] ??= t('theme.errors.invalid');
    }
  }
  return errors;
}

/**
 * What the live preview paints while the owner types: each half-typed colour stands in with the
 * last saved one, so the preview never receives a theme the member app would refuse.
 */
export function previewTheme(values: Theme, saved: Theme): Theme {
  const theme = { ...values };
  for (const field of COLOR_FIELDS) {
    theme[field] = isHexColor(values[field]) ? normalizeHex(values[field]) : saved[field];
  }
  return theme;
}
