import { describe, expect, it } from 'vitest';
import { lcpImageOf } from './lcp-image';

describe('lcpImageOf', () => {
  it('picks the first hero or picture among the first blocks', () => {
    const blocks = [
      { id: 't', type: 'text_block', props: { content: '<p>Hi</p>' } },
      { id: 'i', type: 'image_block', props: { image: '/media/a.webp', video: null } },
      { id: 'h', type: 'hero_block', props: { image: '/media/b.webp' } },
    ];
    expect(lcpImageOf(blocks)).toEqual({ blockId: 'i', src: '/media/a.webp', sizes: 'calc(100vw - 32px)' });
    expect(lcpImageOf(blocks.slice(2))).toEqual({ blockId: 'h', src: '/media/b.webp', sizes: '100vw' });
  });

  it('takes an avatar’s photo at the size the avatar shows it', () => {
    const blocks = [
      { id: 't', type: 'text_block', props: {} },
      { id: 'a', type: 'avatar_block', props: { image: '/media/coach.webp', size: 'large' } },
    ];
    expect(lcpImageOf(blocks)).toEqual({ blockId: 'a', src: '/media/coach.webp', sizes: '250px' });
    // A draft's avatar may not have its size yet: the schema's default, medium.
    expect(lcpImageOf([{ id: 'a', type: 'avatar_block', props: { image: '/media/coach.webp' } }])?.sizes).toBe('180px');
    expect(lcpImageOf([{ id: 'a', type: 'avatar_block', props: { image: null, name: 'Ana' } }])).toBeNull();
  });

  it('skips a video poster, a block without a picture and blocks past the first three', () => {
    expect(lcpImageOf([{ id: 'v', type: 'image_block', props: { image: '/media/p.webp', video: { url: 'x' } } }])).toBeNull();
    expect(lcpImageOf([{ id: 'h', type: 'hero_block', props: { image: null } }])).toBeNull();
    const late = [1, 2, 3].map((n) => ({ id: `t${n}`, type: 'text_block', props: {} }));
    expect(lcpImageOf([...late, { id: 'h', type: 'hero_block', props: { image: '/media/b.webp' } }])).toBeNull();
  });
});
