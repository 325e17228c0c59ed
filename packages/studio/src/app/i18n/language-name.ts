/** A member's language named in the studio's language ("de" → "German" / "Deutsch"). */
export function languageName(code: string, displayLanguage: string): string {
  try {
    return new Intl.DisplayNames([displayLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
