import { describe, expect, it } from 'vitest';
import { pickLanguage, setDocumentLanguage } from './language';

describe('language', () => {
  it('uses ?lang= when it names a supported language, else the app default', () => {
    expect(pickLanguage({ search: '?lang=pt-BR', config: { default_locale: 'de' } })).toBe('pt-BR');
    expect(pickLanguage({ search: '?lang=xx', config: { default_locale: 'de' } })).toBe('de');
    expect(pickLanguage({ search: '', config: { default_locale: 'fr' } })).toBe('fr');
  });

  it('sets lang and right-to-left for Arabic', () => {
    const root = document.createElement('html');
    setDocumentLanguage('ar', root);
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    setDocumentLanguage('sv', root);
    expect(root.dir).toBe('ltr');
  });
});
