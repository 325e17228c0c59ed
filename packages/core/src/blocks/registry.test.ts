import { describe, expect, it } from 'vitest';
import { blockSchemas, blockTypes, parseBlock } from './registry';

describe('blockSchemas', () => {
  it('gives every registered type a complete default props object', () => {
    for (const type of blockTypes) {
      expect(() => blockSchemas[type].parse({}), type).not.toThrow();
    }
  });

  it('defaults the small blocks as the studio expects', () => {
    const base = { background_color: null, schedule: null };
    expect(blockSchemas.text_block.parse({})).toEqual({ content: '', page_attribute_slug: null, ...base });
    expect(blockSchemas.image_block.parse({})).toEqual({ image: null, alt: '', ratio: null, caption: '', action: null, video: null, page_attribute_slug: null, ...base });
    expect(blockSchemas.button_block.parse({})).toEqual({ text: 'Open', color: 'primary', action: null, ...base });
    expect(blockSchemas.collection_block.parse({})).toEqual({ title: '', layout: 'list', items: [], ...base });
  });

  it('applies the ratio rule to images too', () => {
    expect(blockSchemas.image_block.safeParse({ ratio: 400 }).error?.issues[0]?.message).toBe('Ratio Out Of Range');
  });
});

describe('parseBlock', () => {
  it('returns the typed block with defaults applied', () => {
    const result = parseBlock({ id: 'b1', type: 'hero_block', props: { title: 'Hi' } });
    expect(result.ok).toBe(true);
    if (result.ok && result.block.type === 'hero_block') {
      expect(result.block.props.title).toBe('Hi');
      expect(result.block.props.ratio).toBe(56);
    }
  });

  it('reports an unknown type', () => {
    expect(parseBlock({ id: 'b2', type: 'rocket_block', props: {} })).toEqual({
      ok: false,
      reason: 'unknown_type',
      id: 'b2',
      type: 'rocket_block',
    });
  });

  it('does not mistake inherited object keys for block types', () => {
    expect(parseBlock({ id: 'b3', type: 'constructor', props: {} })).toMatchObject({ reason: 'unknown_type' });
  });

  it('reports invalid props with their issues', () => {
    const result = parseBlock({ id: 'b4', type: 'hero_block', props: { ratio: 5 } });
    expect(result).toMatchObject({ ok: false, reason: 'invalid_props', type: 'hero_block' });
    expect(!result.ok && result.reason === 'invalid_props' && result.issues[0]?.message).toBe('Ratio Out Of Range');
  });
});
