import { locales } from '@tessera/core/entities/app';
import { DARK_TEXT_COLOR, LIGHT_TEXT_COLOR } from '@tessera/core/theme-math';
import { describe, expect, it } from 'vitest';
import { EMAIL_STRINGS, emailKinds } from './email-strings';
import { extractLinks } from './html';
import { renderEmail, type RenderEmailInput } from './templates';

const LINK = 'https://demo.example.com/#auth/passwordless?token=abc123&email=a%40b.test';

const base: RenderEmailInput = {
  kind: 'passwordless',
  locale: 'en',
  appName: 'Demo',
  primaryColor: '#5c29d3',
  link: LINK,
  expiresInMinutes: 15,
};

describe('renderEmail', () => {
  it.each(locales.flatMap((locale) => emailKinds.map((kind) => [locale, kind] as const)))('renders %s %s with the link, the app name and the lifetime', (locale, kind) => {
    const { subject, html, text } = renderEmail({ ...base, locale, kind });
    const strings = EMAIL_STRINGS[locale][kind];
    expect(subject).toBe(strings.subject.replace('{app}', 'Demo'));
    expect(html).toContain(`lang="${locale}"`);
    expect(html).toContain('href="https://demo.example.com/#auth/passwordless?token=abc123&amp;email=a%40b.test"');
    expect(extractLinks(html)).toEqual([LINK]);
    expect(text).toContain(LINK);
    expect(html).toContain('15');
    expect(text).toContain('15');
    expect(html).not.toMatch(/\{(app|duration)\}/);
    expect(text).not.toMatch(/\{(app|duration)\}/);
  });

  it('has every string in every language, and no language reuses the English wording by mistake', () => {
    for (const locale of locales) {
      for (const kind of emailKinds) {
        for (const value of Object.values(EMAIL_STRINGS[locale][kind])) expect(value.trim()).not.toBe('');
        if (locale !== 'en') expect(EMAIL_STRINGS[locale][kind].button).not.toBe(EMAIL_STRINGS.en[kind].button);
      }
      expect(EMAIL_STRINGS[locale].expiry).toContain('{duration}');
    }
  });

  it('speaks the member language and falls back to English for an unknown or missing one', () => {
    expect(renderEmail({ ...base, locale: 'de' }).subject).toBe('Dein Anmeldelink für Demo');
    expect(renderEmail({ ...base, locale: 'de' }).text).toContain('15 Minuten');
    expect(renderEmail({ ...base, kind: 'reset_password', locale: 'pt-BR' }).subject).toBe('Redefinição de senha de Demo');
    expect(renderEmail({ ...base, locale: 'xx' }).subject).toBe('Your sign-in link for Demo');
    expect(renderEmail({ ...base, locale: null }).html).toContain('lang="en"');
  });

  it('lays Arabic out right to left, but keeps the URL left to right', () => {
    const { html } = renderEmail({ ...base, locale: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('text-align:right');
    expect(html).toMatch(/<p dir="ltr"[^>]*><a href="https:\/\/demo\.example\.com/);
    expect(renderEmail(base).html).toContain('<html lang="en" dir="ltr">');
  });

  it('escapes a hostile app name everywhere and keeps it out of headers as a new line', () => {
    const appName = `<script>alert("x")</script>'&<img src=x onerror=alert(1)>\r\nBcc: victim@example.com`;
    const { subject, html, text } = renderEmail({ ...base, kind: 'reset_password', appName });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;&lt;img src=x onerror=alert(1)&gt;');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toContain('Bcc: victim@example.com');
    expect(text).toContain('<script>'); // plain text is not HTML: shown as typed
  });

  it('escapes the link in attributes and text', () => {
    const link = 'https://x.test/?a="onmouseover=alert(1)&b=<i>';
    const { html } = renderEmail({ ...base, link });
    expect(html).not.toContain('"onmouseover');
    expect(html).toContain('href="https://x.test/?a=&quot;onmouseover=alert(1)&amp;b=&lt;i&gt;"');
    expect(extractLinks(html)).toEqual([link]);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderEmail({ ...base, link: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => renderEmail({ ...base, link: '/relative' })).toThrow(/absolute/);
  });

  it('paints the button in the primary colour with readable text', () => {
    const dark = renderEmail({ ...base, primaryColor: '#5C29D3' }).html;
    expect(dark).toContain('background-color:#5c29d3');
    expect(dark).toContain(`color:${LIGHT_TEXT_COLOR};text-decoration:none`);
    const light = renderEmail({ ...base, primaryColor: '#ffe066' }).html;
    expect(light).toContain('background-color:#ffe066');
    expect(light).toContain(`color:${DARK_TEXT_COLOR};text-decoration:none`);
    // A pale brand colour is not used for the plain link on white.
    expect(light).not.toContain('style="color:#ffe066;"');
    // Anything but a hex colour cannot reach the style attribute.
    const hostile = renderEmail({ ...base, primaryColor: 'red;background:url(x)' }).html;
    expect(hostile).not.toContain('url(x)');
    expect(hostile).toContain('background-color:#5c29d3');
  });
});
