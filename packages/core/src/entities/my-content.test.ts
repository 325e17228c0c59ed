import { describe, expect, it } from 'vitest';
import { myContentSchema } from './my-content';

const page = {
  page_id: 'p1',
  title: 'Week 1',
  path: '/programs/strength/week-1',
  page_content_type: 'program',
};

describe('myContentSchema', () => {
  it('parses a shelf', () => {
    const content = myContentSchema.parse({
      purchased_products: [
        { id: 'p_gold', name: 'Gold', amount: 1999, currency: 'EUR', interval: 'month' },
      ],
      programs: [page],
      recentPages: [{ ...page, page_id: 'p2', page_content_type: 'article' }],
      has_form_submissions: true,
    });
    expect(content.purchased_products[0]?.interval).toBe('month');
    expect(content.recentPages[0]?.image).toBeNull();
    expect(content.bookmarked_items).toEqual([]);
  });

  it('refuses a product priced in fractions', () => {
    expect(
      myContentSchema.safeParse({
        purchased_products: [{ id: 'p', name: 'x', amount: 19.99, currency: 'EUR' }],
      }).success,
    ).toBe(false);
  });
});
