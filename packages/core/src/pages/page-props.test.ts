import { describe, expect, it } from 'vitest';
import { referencedPageIds } from './page-props';

describe('referencedPageIds', () => {
  it('finds page ids at any depth', () => {
    expect([...referencedPageIds([{ a: { page_id: 'x', list: [{ page_id: 'y' }] } }, { page_id: null }])].sort()).toEqual(['x', 'y']);
  });
});
