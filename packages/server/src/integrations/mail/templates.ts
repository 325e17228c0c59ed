import { FALLBACK_LOCALE, RTL_LOCALES, localeSchema, type Locale } from '@tessera/core/entities/app';
import { DEFAULT_BRAND_COLORS } from '@tessera/core/entities/theme';
import { contrastRatio, DARK_TEXT_COLOR, isHexColor, normalizeHex, textColorFor } from '@tessera/core/theme-math';
import { EMAIL_STRINGS, type EmailKind } from './email-strings';
import { escapeHtml } from './html';

export type RenderEmailInput = {
  kind: EmailKind;
  /** Any string: an unknown or missing language falls back to English. */
  locale: string | null | undefined;
  appName: string;
  primaryColor: string;
  link: string;
  expiresInMinutes: number;
};

export type RenderedEmail = { subject: string; html: string; text: string };

const BODY_TEXT_COLOR = DARK_TEXT_COLOR;
const MUTED_TEXT_COLOR = '#6c737f';
const PAGE_BACKGROUND = '#f3f4f6';
const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function resolveEmailLocale(locale: string | null | undefined): Locale {
  const parsed = localeSchema.safeParse(locale);
  return parsed.success ? parsed.data : FALLBACK_LOCALE;
}

/**
 * App names reach headers (subject, sender name): no control characters, so a name can never add
 * a header line, and no surrounding space.
 */
export function cleanHeaderText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/** Only absolute http(s) links go into an email: anything else is a bug upstream, not a link. */
function assertHttpLink(link: string): void {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('renderEmail: link must be an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('renderEmail: link must be http(s)');
}

function fill(template: string, values: { app: string; duration: string }): string {
  return template.replace(/\{(app|duration)\}/g, (_, name: 'app' | 'duration') => values[name]);
}

/**
 * The emails the product sends, in the member's language and the app's colours. The HTML is the
 * conservative kind every client renders: nested tables, inline styles, no images, no web fonts.
 * Every interpolated string (the app's name above all) is escaped after translation.
 */
export function renderEmail(input: RenderEmailInput): RenderedEmail {
  assertHttpLink(input.link);
  const locale = resolveEmailLocale(input.locale);
  const strings = EMAIL_STRINGS[locale];
  const kindStrings = strings[input.kind];
  const appName = cleanHeaderText(input.appName) || 'Tessera';
  const duration = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(input.expiresInMinutes);
  const t = (template: string) => fill(template, { app: appName, duration });

  const primary = isHexColor(input.primaryColor) ? normalizeHex(input.primaryColor) : DEFAULT_BRAND_COLORS.primary;
  const buttonText = textColorFor(primary);
  // A pale brand colour would make the plain link unreadable on white.
  const linkColor = contrastRatio(primary, '#ffffff') >= 4.5 ? primary : BODY_TEXT_COLOR;
  const isRtl = RTL_LOCALES.includes(locale);
  const dir = isRtl ? 'rtl' : 'ltr';
  const align = isRtl ? 'right' : 'left';

  const subject = t(kindStrings.subject);
  const e = (value: string) => escapeHtml(value);
  const link = e(input.link);
  const paragraph = `margin:0 0 16px;font-family:${FONT_STACK};font-size:16px;line-height:24px;color:${BODY_TEXT_COLOR};text-align:${align};`;
  const small = `margin:0 0 8px;font-family:${FONT_STACK};font-size:14px;line-height:20px;color:${MUTED_TEXT_COLOR};text-align:${align};`;

  const html = `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE_BACKGROUND};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE_BACKGROUND};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td dir="${dir}" style="padding:32px 28px;text-align:${align};">
<p style="${small}font-weight:600;">${e(appName)}</p>
<h1 style="margin:0 0 16px;font-family:${FONT_STACK};font-size:24px;line-height:32px;font-weight:700;color:${BODY_TEXT_COLOR};text-align:${align};">${e(t(kindStrings.heading))}</h1>
<p style="${paragraph}">${e(t(kindStrings.intro))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
<tr><td align="center" bgcolor="${primary}" style="border-radius:6px;background-color:${primary};">
<a href="${link}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${FONT_STACK};font-size:16px;line-height:24px;font-weight:600;color:${buttonText};text-decoration:none;border-radius:6px;">${e(t(kindStrings.button))}</a>
</td></tr>
</table>
<p style="${paragraph}">${e(t(strings.expiry))}</p>
<p style="${small}">${e(t(strings.fallback))}</p>
<p dir="ltr" style="${small}text-align:left;word-break:break-all;"><a href="${link}" target="_blank" rel="noopener" style="color:${linkColor};">${link}</a></p>
<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0;">
<p style="${small}">${e(t(kindStrings.ignore))}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    appName,
    '',
    t(kindStrings.heading),
    '',
    t(kindStrings.intro),
    '',
    `${t(kindStrings.button)}: ${input.link}`,
    '',
    t(strings.expiry),
    '',
    t(kindStrings.ignore),
    '',
  ].join('\n');

  return { subject, html, text };
}
