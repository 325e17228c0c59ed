import type { SettingsErrors, SettingsField, SettingsValues } from './settings-form';

/** What every part of the Settings form gets: the values, their problems, and one way to change them. */
export type SectionProps = {
  values: SettingsValues;
  errors: SettingsErrors;
  onChange: <F extends SettingsField>(field: F, value: SettingsValues[F]) => void;
};
