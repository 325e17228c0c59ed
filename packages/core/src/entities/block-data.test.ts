import { describe, expect, it } from 'vitest';
import { blockActionSchema, blockActionTypes, blockDataSchema } from './block-data';
import type { BlockAction } from './block-data';
import { MUST_BE_HTTP_URL, OVERLAY_ID_MISSING } from '../messages';

describe('blockActionSchema', () => {
  it('knows the nine SPEC action types', () => {
    expect([...blockActionTypes].sort()).toEqual(
      [
        'open_email',
        'open_lightbox',
        'open_next',
        'open_page',
        'open_url',
        'share',
        'trigger_form',
        'trigger_overlay',
        'trigger_purchase',
      ].sort(),
    );
  });

  it.each<[string, unknown]>([
    ['open_url', { type: 'open_url', url: 'https://example.com' }],
    ['open_page', { type: 'open_page', page_id: 'page_1' }],
    ['open_page by path', { type: 'open_page', path: '/me/messages/new' }],
    ['open_email', { type: 'open_email', email: 'coach@demo.test' }],
    ['open_next', { type: 'open_next' }],
    ['trigger_form', { type: 'trigger_form', form_id: 'form_1' }],
    ['trigger_overlay', { type: 'trigger_overlay', overlay_id: 'ov_1' }],
    ['share', { type: 'share' }],
    ['open_lightbox', { type: 'open_lightbox', image_url: '/u/pic.webp' }],
  ])('parses %s', (_, action) => {
    expect(blockActionSchema.safeParse(action).success).toBe(true);
  });

  it('fills the missing target of open_page and refuses one without any', () => {
    expect(blockActionSchema.parse({ type: 'open_page', page_id: 'p1' })).toEqual({ type: 'open_page', page_id: 'p1', path: null });
    expect(blockActionSchema.parse({ type: 'open_page', path: '/x' })).toEqual({ type: 'open_page', page_id: null, path: '/x' });
    const issue = blockActionSchema.safeParse({ type: 'open_page' }).error?.issues[0];
    expect(issue?.message).toBe('Choose a page');
    expect(issue?.path).toEqual(['page_id']);
    expect(blockActionSchema.safeParse({ type: 'open_page', path: 'x' }).error?.issues[0]?.message).toBe('Must start with /');
  });

  it('fills share and lightbox defaults so null means "this page" and "the block\'s image"', () => {
    expect(blockActionSchema.parse({ type: 'share' })).toEqual({ type: 'share', url: null, text: null });
    expect(blockActionSchema.parse({ type: 'open_lightbox' })).toEqual({ type: 'open_lightbox', image_url: null });
  });

  it('parses a purchase with an overlay and a secondary action', () => {
    const action = blockActionSchema.parse({
      type: 'trigger_purchase',
      products: [{ id: 'p_gold' }],
      overlay_id: 'ov_sale',
      secondary_action: { type: 'open_page', page_id: 'members_area' },
    });
    // The inferred union narrows on `type`.
    const productIds = (a: BlockAction) =>
      a.type === 'trigger_purchase' ? a.products.map((p) => p.id) : [];
    expect(productIds(action)).toEqual(['p_gold']);
  });

  it('refuses wrong or missing parameters with SPEC texts', () => {
    const first = (value: unknown) => blockActionSchema.safeParse(value).error?.issues[0]?.message;
    expect(first({ type: 'open_url', url: 'javascript:alert(1)' })).toBe(MUST_BE_HTTP_URL);
    expect(first({ type: 'trigger_overlay' })).toBe(OVERLAY_ID_MISSING);
    expect(first({ type: 'trigger_overlay', overlay_id: ' ' })).toBe(OVERLAY_ID_MISSING);
    expect(blockActionSchema.safeParse({ type: 'open_page' }).success).toBe(false);
    expect(blockActionSchema.safeParse({ type: 'trigger_purchase', products: [] }).success).toBe(
      false,
    );
    expect(blockActionSchema.safeParse({ type: 'open_chat' }).success).toBe(false);
  });

  it('does not nest purchases inside a secondary action', () => {
    const nested = {
      type: 'trigger_purchase',
      products: [{ id: 'p_1' }],
      secondary_action: { type: 'trigger_purchase', products: [{ id: 'p_2' }] },
    };
    expect(blockActionSchema.safeParse(nested).success).toBe(false);
  });
});

describe('blockDataSchema', () => {
  it('parses media, collection items and a schedule', () => {
    const data = blockDataSchema.parse({
      content: '<p>Welcome</p>',
      page_attribute_slug: 'page.title',
      image: {
        url: '/u/hero.webp',
        sizes: { small: '/u/hero-100.webp', medium: '/u/hero-180.webp', large: '/u/hero-250.webp' },
      },
      video: { provider: 'vimeo', url: 'https://vimeo.com/1' },
      audio: { url: '/u/intro.mp3' },
      collection_items: [{ id: 'c1', page_id: 'page_2' }],
      schedule: { starts_at: '2026-01-01T08:00:00Z', ends_at: null, scope_type: 'subscriber' },
      localisation: { locale: 'de', status: 'draft' },
    });
    expect(data.image?.alt).toBe('');
    expect(data.video?.provider).toBe('vimeo');
    expect(data.collection_items[0]?.action).toBeNull();
    expect(blockDataSchema.safeParse({ video: { provider: 'tiktok', url: 'x' } }).success).toBe(
      false,
    );
    expect(blockDataSchema.parse({}).video).toBeNull();
  });
});
