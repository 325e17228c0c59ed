// Sign-in providers that are brand names read the same in every language.
const BRAND_PROVIDERS: Record<string, string> = { google: 'Google', apple: 'Apple' };
// The others are described in words, translated.
const PROVIDER_KEYS: Record<string, string> = { default: 'members.providers.default', passwordless: 'members.providers.passwordless' };

export function providerLabel(provider: string, t: (key: string) => string): string {
  const brand = BRAND_PROVIDERS[provider];
  if (brand) return brand;
  const key = PROVIDER_KEYS[provider];
  return key ? t(key) : provider;
}

export function formatJoined(isoDate: string, displayLanguage: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(displayLanguage, { dateStyle: 'medium' }).format(date);
}

export function pageCount(totalCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalCount / perPage));
}
