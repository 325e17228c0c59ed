import { describe, expect, it } from 'vitest';
import { heroSchema } from './hero';
import { RATIO_OUT_OF_RANGE } from './ratio';

describe('heroSchema', () => {
  it('fills every field with its default', () => {
    expect(heroSchema.parse({})).toEqual({
      title: '',
      subtitle: '',
      image: null,
      ratio: 56,
      text_color: 'white',
      overlay: 30,
      action: null,
      action_text: '',
      background_color: null,
      schedule: null,
    });
  });

  it.each([9, 301, -1, 1000])('rejects ratio %d with "Ratio Out Of Range"', (ratio) => {
    const result = heroSchema.safeParse({ ratio });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['ratio'], message: RATIO_OUT_OF_RANGE })]);
  });

  it('rejects a non-number ratio with the same message', () => {
    expect(heroSchema.safeParse({ ratio: 'wide' }).error?.issues[0]?.message).toBe(RATIO_OUT_OF_RANGE);
  });

  it.each([10, 56, 300])('accepts ratio %d at and inside the bounds', (ratio) => {
    expect(heroSchema.parse({ ratio }).ratio).toBe(ratio);
  });

  it('accepts an open_page action and fills its missing target field', () => {
    const hero = heroSchema.parse({ action: { type: 'open_page', path: '/about' } });
    expect(hero.action).toEqual({ type: 'open_page', page_id: null, path: '/about' });
  });
});
