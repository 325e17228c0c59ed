import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('ana maría lópez')).toBe('AL');
    expect(initialsOf('  Sam  ')).toBe('S');
  });

  it('keeps letters of any script whole', () => {
    expect(initialsOf('ómar 𝒳avier')).toBe('Ó𝒳');
    expect(initialsOf('سارة أحمد')).toBe('سأ');
  });

  it('is empty for an empty name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
