import type { TFunction } from 'i18next';
import { appSettingsSchema, type AppSettings, type StudioAppDetail } from '@tessera/core/api/studio-apps';
import { locales, type Locale } from '@tessera/core/entities/app';
import type { BlockColor } from '@tessera/core/entities/page';
import { fieldIssueSchema } from '@tessera/core/error-schemas';
import { AppError } from '@tessera/core/errors';
import { translateFieldIssue } from '../../app/describe-error';
import type { FieldProblem } from '@tessera/core/api-client-errors';

/**
 * The Settings screen's form: flat, string-valued where the owner types, so that a half-typed
 * value is kept as typed. `toSettings` turns it back into the contract's shape.
 */
export type Privacy = 'public' | 'private' | 'subscriber_only';
export type SettingsValues = {
  name: string;
  privacy: Privacy;
  require_sign_in: boolean;
  allow_anonymous_browsing: boolean;
  prompt_purchase_post_sign_up: boolean;
  /** The overlay shown with the app's products at checkout; null for none. */
  purchase_overlay_id: string | null;
  sso_google_enabled: boolean;
  google_client_id: string;
  sso_apple_enabled: boolean;
  apple_client_id: string;
  show_made_with_badge: boolean;
  languages: Locale[];
  default_locale: Locale;
  custom_domain: string;
  toolbar_align: 'left' | 'center';
  /** Null: the theme's surface (SPEC §5: null or one of the block colours). */
  toolbar_background_color: BlockColor | null;
  toolbar_logo: string;
  toolbar_logo_height_ratio: string;
};
export type SettingsField = keyof SettingsValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** SPEC §3: the three kinds of app are two flags; one radio group keeps them from contradicting. */
const PRIVACY_FLAGS: Record<Privacy, { is_private: boolean; is_subscriber_only: boolean }> = {
  public: { is_private: false, is_subscriber_only: false },
  private: { is_private: true, is_subscriber_only: false },
  subscriber_only: { is_private: false, is_subscriber_only: true },
};

export function privacyOf(access: { is_private: boolean; is_subscriber_only: boolean }): Privacy {
  if (access.is_subscriber_only) return 'subscriber_only';
  return access.is_private ? 'private' : 'public';
}

export function valuesFromApp(app: StudioAppDetail): SettingsValues {
  return {
    name: app.name,
    privacy: privacyOf(app.access),
    require_sign_in: app.access.require_sign_in,
    allow_anonymous_browsing: app.access.allow_anonymous_browsing,
    prompt_purchase_post_sign_up: app.access.prompt_purchase_post_sign_up,
    purchase_overlay_id: app.access.purchase_overlay?.id ?? null,
    sso_google_enabled: app.access.sso_google_enabled,
    google_client_id: app.google_client_id ?? '',
    sso_apple_enabled: app.access.sso_apple_enabled,
    apple_client_id: app.apple_client_id ?? '',
    show_made_with_badge: app.show_made_with_badge,
    // In the order the studio lists them, so ticking and unticking does not count as a change.
    languages: locales.filter((locale) => app.languages.includes(locale)),
    default_locale: app.default_locale,
    custom_domain: app.custom_domain ?? '',
    toolbar_align: app.toolbar.align,
    toolbar_background_color: app.toolbar.background_color,
    toolbar_logo: app.toolbar.logo ?? '',
    toolbar_logo_height_ratio: String(app.toolbar.logo_height_ratio),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form as the contract's settings; what the form does not show (the app's products) is kept. */
export function toSettings(values: SettingsValues, app: StudioAppDetail): AppSettings {
  const ratio = Number(values.toolbar_logo_height_ratio);
  return {
    name: values.name,
    access: {
      ...app.access,
      ...PRIVACY_FLAGS[values.privacy],
      require_sign_in: values.require_sign_in,
      allow_anonymous_browsing: values.allow_anonymous_browsing,
      prompt_purchase_post_sign_up: values.prompt_purchase_post_sign_up,
      purchase_overlay: values.purchase_overlay_id ? { id: values.purchase_overlay_id } : null,
      sso_google_enabled: values.sso_google_enabled,
      sso_apple_enabled: values.sso_apple_enabled,
    },
    show_made_with_badge: values.show_made_with_badge,
    languages: values.languages,
    default_locale: values.default_locale,
    custom_domain: orNull(values.custom_domain),
    google_client_id: orNull(values.google_client_id),
    apple_client_id: orNull(values.apple_client_id),
    toolbar: {
      align: values.toolbar_align,
      background_color: values.toolbar_background_color,
      logo: orNull(values.toolbar_logo),
      logo_height_ratio: values.toolbar_logo_height_ratio.trim() === '' ? Number.NaN : ratio,
    },
  };
}

/** JSON with object keys sorted, so two values compare by content rather than by key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Only what changed goes to the server (PATCH replaces what it is sent); the order of languages is no change. */
export function settingsPatch(settings: AppSettings, app: StudioAppDetail): Partial<AppSettings> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(settings) as (keyof AppSettings)[]) {
    const [next, stored] = key === 'languages' ? [[...settings.languages].sort(), [...app.languages].sort()] : [settings[key], app[key]];
    if (canonical(next) !== canonical(stored)) patch[key] = settings[key];
  }
  return patch as Partial<AppSettings>;
}

/** A contract path (`access.is_private`, `toolbar.logo`) → the form field that shows it. */
function fieldOf(path: readonly PropertyKey[]): SettingsField | undefined {
  const [head, sub] = path.map(String);
  if (head === 'access') {
    if (sub === 'is_private' || sub === 'is_subscriber_only') return 'privacy';
    if (sub === 'purchase_overlay') return 'purchase_overlay_id';
    return sub === 'require_sign_in' ||
      sub === 'allow_anonymous_browsing' ||
      sub === 'prompt_purchase_post_sign_up' ||
      sub === 'sso_google_enabled' ||
      sub === 'sso_apple_enabled'
      ? sub
      : undefined;
  }
  if (head === 'toolbar') {
    if (sub === 'align') return 'toolbar_align';
    if (sub === 'background_color') return 'toolbar_background_color';
    if (sub === 'logo') return 'toolbar_logo';
    if (sub === 'logo_height_ratio') return 'toolbar_logo_height_ratio';
    return undefined;
  }
  const direct: SettingsField[] = ['name', 'show_made_with_badge', 'languages', 'default_locale', 'custom_domain', 'google_client_id', 'apple_client_id'];
  return direct.find((field) => field === head);
}

/**
 * Fields whose rule is a format get the studio's own sentence (the contract's texts are English);
 * the rest go through the shared field texts, or are shown as the server wrote them.
 */
function messageFor(field: SettingsField, problem: FieldProblem, t: TFunction): string {
  switch (field) {
    case 'custom_domain':
      return t('settings.errors.domain');
    case 'languages':
      return t('settings.errors.languages');
    case 'default_locale':
      return t('settings.errors.defaultLocale');
    case 'toolbar_logo_height_ratio':
      return t('settings.errors.logoRatio');
    default:
      return translateFieldIssue(problem, t);
  }
}

/**
 * Checks the form before a round trip: the contract's schema plus the rules that span fields.
 * Without errors, `settings` is what the schema made of the form (trimmed, domain in lower case).
 */
export function checkSettings(values: SettingsValues, app: StudioAppDetail, t: TFunction): { errors: SettingsErrors; settings: AppSettings | null } {
  const errors: SettingsErrors = {};
  const result = appSettingsSchema.safeParse(toSettings(values, app));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (field) errors[field] ??= messageFor(field, { message: issue.message }, t);
    }
  }
  if (values.languages.length > 0 && !values.languages.includes(values.default_locale)) errors.default_locale ??= t('settings.errors.defaultLocale');
  if (values.sso_google_enabled && !values.google_client_id.trim()) errors.google_client_id ??= t('settings.errors.clientId');
  if (values.sso_apple_enabled && !values.apple_client_id.trim()) errors.apple_client_id ??= t('settings.errors.clientId');
  const isValid = result.success && Object.keys(errors).length === 0;
  return { errors, settings: isValid ? result.data : null };
}

/** A 400 names fields as `body.custom_domain`; 409 domain_taken is about the domain. */
export function settingsErrorsFromServer(error: unknown, t: TFunction): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!(error instanceof AppError)) return errors;
  if (error.code === 'domain_taken') return { custom_domain: t('settings.errors.domainTaken') };
  if (!Array.isArray(error.details)) return errors;
  for (const detail of error.details) {
    const issue = fieldIssueSchema.safeParse(detail);
    if (!issue.success) continue;
    const field = fieldOf(issue.data.field.replace(/^body\./, '').split('.'));
    if (field) errors[field] ??= messageFor(field, issue.data, t);
  }
  return errors;
}

/** The order fields appear in, so the first one with a problem can take the focus. */
export const FIELD_ORDER: SettingsField[] = [
  'name',
  'privacy',
  'require_sign_in',
  'allow_anonymous_browsing',
  'prompt_purchase_post_sign_up',
  'purchase_overlay_id',
  'sso_google_enabled',
  'google_client_id',
  'sso_apple_enabled',
  'apple_client_id',
  'languages',
  'default_locale',
  'custom_domain',
  'toolbar_align',
  'toolbar_background_color',
  'toolbar_logo',
  'toolbar_logo_height_ratio',
  'show_made_with_badge',
];
