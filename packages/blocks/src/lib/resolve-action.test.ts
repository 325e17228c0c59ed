import { describe, expect, it } from 'vitest';
import { blockActionSchema } from '@tessera/core/entities/block-data';
import { page } from '../test/fixtures';
import { resolveAction } from './resolve-action';

const resolve = (input: object, options = {}) =>
  resolveAction(blockActionSchema.parse(input), page.references, options);

describe('resolveAction', () => {
  it('prefers a page id over a path and falls back to the path for a missing page', () => {
    expect(resolve({ type: 'open_page', page_id: 'p1', path: '/old' })).toEqual({
      kind: 'internal',
      path: '/program/week-1',
    });
    expect(resolve({ type: 'open_page', page_id: 'gone', path: '/old' })).toEqual({
      kind: 'internal',
      path: '/old',
    });
    expect(resolve({ type: 'open_page', page_id: 'gone' })).toBeNull();
  });

  it('opens urls outside and e-mail addresses as mailto', () => {
    expect(resolve({ type: 'open_url', url: 'https://example.com' })).toEqual({
      kind: 'external',
      url: 'https://example.com',
    });
    expect(resolve({ type: 'open_email', email: 'Coach@Demo.test' })).toEqual({
      kind: 'email',
      href: 'mailto:coach@demo.test',
    });
  });

  it('goes to the next page of the sequence, or nowhere at the end', () => {
    expect(resolve({ type: 'open_next' }, { nextPath: '/program/week-2' })).toEqual({
      kind: 'internal',
      path: '/program/week-2',
    });
    expect(resolve({ type: 'open_next' })).toBeNull();
  });

  it('offers products, or does the secondary action for a member who owns one', () => {
    const action = {
      type: 'trigger_purchase',
      products: [{ id: 'gold' }],
      overlay_id: 'sale',
      secondary_action: { type: 'open_page', page_id: 'p2' },
    };
    expect(resolve(action)).toEqual({ kind: 'purchase', productIds: ['gold'], overlayId: 'sale' });
    expect(resolve(action, { ownsAnyProduct: (ids: string[]) => ids.includes('gold') })).toEqual({
      kind: 'internal',
      path: '/meals/breakfast',
    });
    expect(
      resolve({ ...action, secondary_action: null }, { ownsAnyProduct: () => true }),
    ).toMatchObject({ kind: 'purchase' });
  });

  it('asks the app for forms and overlays, and the block for share and lightbox', () => {
    expect(resolve({ type: 'trigger_form', form_id: 'f1' })).toEqual({
      kind: 'form',
      formId: 'f1',
    });
    expect(resolve({ type: 'trigger_overlay', overlay_id: 'o1' })).toEqual({
      kind: 'overlay',
      overlayId: 'o1',
    });
    expect(resolve({ type: 'share' })).toEqual({ kind: 'share', url: null, text: null });
    expect(resolve({ type: 'open_lightbox', image_url: '/big.jpg' })).toEqual({
      kind: 'lightbox',
      imageUrl: '/big.jpg',
    });
  });

  it('does nothing without an action', () => {
    expect(resolveAction(null, page.references)).toBeNull();
  });
});
