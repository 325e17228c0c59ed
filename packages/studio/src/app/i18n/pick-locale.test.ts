import { describe, expect, it } from 'vitest';
import { pickLocale } from './pick-locale';

describe('pickLocale', () => {
  it('takes the first supported candidate, exact tags before base languages', () => {
    expect(pickLocale(['pt-BR', 'en'])).toBe('pt-BR');
    expect(pickLocale(['pt-br'])).toBe('pt-BR');
    expect(pickLocale(['pt-PT'])).toBe('pt');
    expect(pickLocale(['de-AT', 'fr'])).toBe('de');
    expect(pickLocale(['xx', 'sv-SE'])).toBe('sv');
  });

  it('maps Norwegian variants to Bokmål', () => {
    expect(pickLocale(['no'])).toBe('nb');
    expect(pickLocale(['nn-NO'])).toBe('nb');
  });

  it('falls back to English when nothing matches', () => {
    expect(pickLocale([null, undefined, '', 'xx-YY'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
