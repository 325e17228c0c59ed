import { describe, expect, it } from 'vitest';
import { hasAreaWords, loadAreaWords } from './area-words';
import { createI18n } from './create-i18n';

describe('words that load with their area', () => {
  it('are not in the startup bundle, and arrive in the language asked for and the fallback', async () => {
    const i18n = createI18n('de');
    expect(hasAreaWords(i18n, 'commerce')).toBe(false);
    expect(i18n.t('commerce.nav.label')).toBe('commerce.nav.label');
    await loadAreaWords(i18n, 'commerce', 'de');
    expect(hasAreaWords(i18n, 'commerce')).toBe(true);
    expect(hasAreaWords(i18n, 'commerce', 'en')).toBe(true);
    expect(i18n.t('commerce.nav.label')).toBe('Verkauf');
    // The bundled areas are untouched.
    expect(i18n.t('appShell.sections.commerce')).toBe('Verkauf');
    expect(i18n.t('overlays.title')).not.toBe('overlays.title');
  });
});
