import type { Locale } from '@tessera/core/entities/app';
import { DEFAULT_BRAND_COLORS } from '@tessera/core/entities/theme';
import { RTL_LOCALES } from '@tessera/core/entities/app';
import { isHexColor, normalizeHex, textColorFor, DARK_TEXT_COLOR } from '@tessera/core/theme-math';
import { escapeHtml } from './html';
import { cleanHeaderText, resolveEmailLocale, type RenderedEmail } from './templates';

/**
 * Notification emails (reminders, blasts, messages): the notification's own words, a button that
 * opens the app, and a footer with the one-click unsubscribe link (RFC 8058 headers carry the same
 * link). Footer words per language, written here like email-strings.ts.
 */
type FooterStrings = { open: string; why: string; unsubscribe: string };

const FOOTER: Record<Locale, FooterStrings> = {
  en: { open: 'Open {app}', why: 'You receive this email as a member of {app}.', unsubscribe: 'Unsubscribe from these emails' },
  ar: { open: 'افتح {app}', why: 'تصلك هذه الرسالة لأنك عضو في {app}.', unsubscribe: 'إلغاء الاشتراك في هذه الرسائل' },
  cs: { open: 'Otevřít aplikaci {app}', why: 'Tento e-mail dostáváte jako člen aplikace {app}.', unsubscribe: 'Odhlásit odběr těchto e-mailů' },
  de: { open: '{app} öffnen', why: 'Du erhältst diese E-Mail als Mitglied von {app}.', unsubscribe: 'Diese E-Mails abbestellen' },
  es: { open: 'Abrir {app}', why: 'Recibes este correo como miembro de {app}.', unsubscribe: 'Darse de baja de estos correos' },
  fr: { open: 'Ouvrir {app}', why: 'Vous recevez cet e-mail en tant que membre de {app}.', unsubscribe: 'Se désabonner de ces e-mails' },
  nb: { open: 'Åpne {app}', why: 'Du får denne e-posten som medlem av {app}.', unsubscribe: 'Meld deg av disse e-postene' },
  nl: { open: '{app} openen', why: 'Je ontvangt deze e-mail als lid van {app}.', unsubscribe: 'Afmelden voor deze e-mails' },
  pl: { open: 'Otwórz aplikację {app}', why: 'Otrzymujesz tę wiadomość jako członek aplikacji {app}.', unsubscribe: 'Wypisz się z tych wiadomości' },
  'pt-BR': { open: 'Abrir {app}', why: 'Você recebe este e-mail como membro de {app}.', unsubscribe: 'Cancelar a inscrição nestes e-mails' },
  pt: { open: 'Abrir {app}', why: 'Recebe este e-mail como membro de {app}.', unsubscribe: 'Cancelar a subscrição destes e-mails' },
  sv: { open: 'Öppna {app}', why: 'Du får det här mejlet som medlem i {app}.', unsubscribe: 'Avsluta prenumerationen på de här mejlen' },
};

export type NotificationEmailInput = {
  locale: string | null | undefined;
  appName: string;
  primaryColor: string;
  title: string;
  /** Plain text; line breaks are kept. */
  body: string;
  /** Absolute link the button opens. */
  link: string;
  /** Absolute one-click unsubscribe page link. */
  unsubscribeLink: string;
};

const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function renderNotificationEmail(input: NotificationEmailInput): RenderedEmail {
  const locale = resolveEmailLocale(input.locale);
  const words = FOOTER[locale];
  const appName = cleanHeaderText(input.appName) || 'Tessera';
  const fill = (template: string) => template.replace('{app}', appName);
  const primary = isHexColor(input.primaryColor) ? normalizeHex(input.primaryColor) : DEFAULT_BRAND_COLORS.primary;
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  const e = escapeHtml;
  const subject = cleanHeaderText(input.title).slice(0, 200) || appName;
  const paragraphs = input.body
    .split(/\n+/)
    .map((line) => `<p style="margin:0 0 16px;font-family:${FONT_STACK};font-size:16px;line-height:24px;color:${DARK_TEXT_COLOR};">${e(line)}</p>`)
    .join('\n');
  const small = `margin:0 0 8px;font-family:${FONT_STACK};font-size:13px;line-height:18px;color:#6c737f;`;
  const html = `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;"><tr><td dir="${dir}" style="padding:32px 28px;">
<p style="${small}font-weight:600;">${e(appName)}</p>
<h1 style="margin:0 0 16px;font-family:${FONT_STACK};font-size:22px;line-height:30px;color:${DARK_TEXT_COLOR};">${e(input.title)}</h1>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr><td bgcolor="${primary}" style="border-radius:6px;background-color:${primary};">
<a href="${e(input.link)}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${FONT_STACK};font-size:16px;font-weight:600;color:${textColorFor(primary)};text-decoration:none;">${e(fill(words.open))}</a>
</td></tr></table>
<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0;">
<p style="${small}">${e(fill(words.why))}</p>
<p style="${small}"><a href="${e(input.unsubscribeLink)}" target="_blank" rel="noopener" style="color:#6c737f;">${e(words.unsubscribe)}</a></p>
</td></tr></table>
</td></tr></table>
</body>
</html>
`;
  const text = [appName, '', input.title, '', input.body, '', `${fill(words.open)}: ${input.link}`, '', '--', fill(words.why), `${words.unsubscribe}: ${input.unsubscribeLink}`, ''].join('\n');
  return { subject, html, text };
}

/** The RFC 8058 headers of a notification email: the one-click address mail providers POST to. */
export const listUnsubscribeHeaders = (oneClick: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
