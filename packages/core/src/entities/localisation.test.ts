import { describe, expect, it } from 'vitest';
import { localisationSchema, localisationStatusSchema } from './localisation';

describe('localisation', () => {
  it('parses what members see', () => {
    expect(localisationSchema.parse({ locale: 'ar', status: 'published' })).toEqual({
      locale: 'ar',
      status: 'published',
    });
  });

  it('keeps drafts out of the member form', () => {
    expect(localisationStatusSchema.parse('draft')).toBe('draft');
    expect(localisationSchema.safeParse({ locale: 'ar', status: 'draft' }).success).toBe(false);
  });
});
