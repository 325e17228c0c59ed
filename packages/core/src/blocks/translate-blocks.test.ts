import { describe, expect, it } from 'vitest';
import type { StoredBlock } from '../entities/page';
import { translatedContentInputSchema, translatedContentSchema } from '../entities/translation';
import { translateBlocks, translatedPath, translateProps, translationItemKey } from './translate-blocks';

const hero: StoredBlock = { id: 'h', type: 'hero_block', props: { title: 'Train with us', ratio: 50, image: '/media/h.jpg' } };
const icons: StoredBlock = {
  id: 'i',
  type: 'icon_list_block',
  props: {
    title: 'Why join',
    items: [
      { icon: 'check', title: 'Coaching', text: 'Every week' },
      { icon: 'star', title: 'Plans', text: 'Made for you' },
      { icon: 'heart', title: 'Community', text: 'Friendly people' },
    ],
  },
};
const withIds: StoredBlock = {
  id: 'l',
  type: 'future_block',
  props: { entries: [{ id: 'a', label: 'First' }, { id: 'b', label: 'Second' }] },
};
const child: StoredBlock = { id: 'c1', type: 'text_block', props: { content: '<p>Inside</p>' } };
const composed: StoredBlock = { id: 'k', type: 'composed_block', props: { layout: 'stack', blocks: [child, { id: 'c2', type: 'hero_block', props: { title: 'Inner hero' } }] } };

describe('translationItemKey', () => {
  it('is the item id when it has one, its position otherwise', () => {
    expect(translationItemKey({ id: 'x1', text: 'a' }, 4)).toBe('x1');
    expect(translationItemKey({ text: 'a' }, 4)).toBe('4');
    expect(translationItemKey({ id: '', text: 'a' }, 0)).toBe('0');
    expect(translationItemKey({ id: 7 }, 2)).toBe('2');
    expect(translationItemKey('text', 1)).toBe('1');
  });
});

describe('translateBlocks', () => {
  it('puts translated text props over the block, keeping the rest and the original untouched', () => {
    const [merged] = translateBlocks([hero], { h: { title: 'Trainiere mit uns' } });
    expect(merged).toEqual({ ...hero, props: { title: 'Trainiere mit uns', ratio: 50, image: '/media/h.jpg' } });
    expect(hero.props.title).toBe('Train with us');
  });

  it('translates list items by position when they have no id', () => {
    const [merged] = translateBlocks([icons], { i: { items: { '0': { text: 'Jede Woche' }, '2': { title: 'Gemeinschaft', text: 'Nette Leute' } } } });
    expect(merged?.props.items).toEqual([
      { icon: 'check', title: 'Coaching', text: 'Jede Woche' },
      { icon: 'star', title: 'Plans', text: 'Made for you' },
      { icon: 'heart', title: 'Gemeinschaft', text: 'Nette Leute' },
    ]);
  });

  it('translates list items by id when they have one, wherever they moved', () => {
    const moved = { ...withIds, props: { entries: [{ id: 'b', label: 'Second' }, { id: 'new', label: 'Added later' }, { id: 'a', label: 'First' }] } };
    const [merged] = translateBlocks([moved], { l: { entries: { a: { label: 'Erste' }, b: { label: 'Zweite', id: 'hijack' }, gone: { label: 'x' } } } });
    expect(merged?.props.entries).toEqual([
      { id: 'b', label: 'Zweite' },
      { id: 'new', label: 'Added later' },
      { id: 'a', label: 'Erste' },
    ]);
  });

  it('reaches the blocks inside a composed block by their own ids', () => {
    const [merged] = translateBlocks([composed], { c1: { content: '<p>Drinnen</p>' } });
    expect(merged?.props.blocks).toEqual([{ ...child, props: { content: '<p>Drinnen</p>' } }, (composed.props.blocks as StoredBlock[])[1]]);
    expect((merged?.props.blocks as StoredBlock[])[1]).toBe((composed.props.blocks as StoredBlock[])[1]);
    expect(merged?.props.layout).toBe('stack');
  });

  it('never translates the children list itself, ids or types', () => {
    const blocks = [composed];
    expect(translateBlocks(blocks, { k: { blocks: { '0': { type: 'code_block', id: 'x' } }, layout: 'columns' } })[0]?.props).toEqual({
      layout: 'columns',
      blocks: composed.props.blocks,
    });
  });

  it('falls back to the default content where nothing is translated, and returns what did not change as it was', () => {
    const blocks = [hero, icons, composed];
    expect(translateBlocks(blocks, {})).toBe(blocks);
    const merged = translateBlocks(blocks, { h: { title: 'Hallo' } });
    expect(merged[1]).toBe(icons);
    expect(merged[2]).toBe(composed);
    expect(translateBlocks([icons], { i: { items: {} } })[0]).toBe(icons);
  });

  it('ignores unknown blocks, props and items, and values that are not text', () => {
    const blocks = [hero, icons];
    const translations = {
      gone: { title: 'x' },
      h: { subtitle: 'Not in the default content', ratio: '80', image: { url: 'x' }, title: 42 },
      i: { title: ['Warum'], items: { '9': { text: 'No such item' }, '1': { text: null, icon: 'bolt', title: { de: 'x' } }, '0': 'not an item' } },
    };
    const merged = translateBlocks(blocks, translations);
    expect(merged[0]?.props).toEqual(hero.props);
    // `icon` is a string, so a text there would apply; a translation of it is the owner's to make.
    expect(merged[1]?.props.items).toEqual([
      { icon: 'check', title: 'Coaching', text: 'Every week' },
      { icon: 'bolt', title: 'Plans', text: 'Made for you' },
      { icon: 'heart', title: 'Community', text: 'Friendly people' },
    ]);
    expect(translateProps('hero_block', hero.props, 'not props')).toBe(hero.props);
    expect(translateProps('hero_block', hero.props, { title: { text: 'x' } })).toBe(hero.props);
  });

  it('reads translations saved before lists and composed children could be translated', () => {
    const saved = translatedContentSchema.parse({ page_title: 'Über uns', blocks: { h: { title: 'Trainiere' }, c1: { content: '<p>Alt</p>' } } });
    const [first, second] = translateBlocks([hero, composed], saved.blocks);
    expect(first?.props.title).toBe('Trainiere');
    expect((second?.props.blocks as StoredBlock[])[0]?.props.content).toBe('<p>Alt</p>');
  });
});

describe('translatedPath', () => {
  it('names the translated value a schema issue is about', () => {
    expect(translatedPath(hero.props, { title: 'x' }, ['title'])).toBe('title');
    expect(translatedPath(icons.props, { items: { '2': { text: 'x' } } }, ['items', 2, 'text'])).toBe('items.2.text');
    expect(translatedPath(withIds.props, { entries: { b: { label: 'x' } } }, ['entries', 1, 'label'])).toBe('entries.b.label');
  });

  it('is null for a problem of the default content', () => {
    expect(translatedPath(hero.props, { title: 'x' }, ['subtitle'])).toBeNull();
    expect(translatedPath(icons.props, { items: { '2': { text: 'x' } } }, ['items', 1, 'text'])).toBeNull();
    expect(translatedPath(icons.props, { items: { '2': { text: 'x' } } }, ['items', 2, 'title'])).toBeNull();
    expect(translatedPath(icons.props, undefined, ['title'])).toBeNull();
  });
});

describe('translatedContentInputSchema', () => {
  it('takes texts and lists of texts, as saved before and now', () => {
    const content = { page_title: 'Hallo', blocks: { h: { title: 'x' }, i: { items: { '0': { text: 'y' } } } } };
    expect(translatedContentInputSchema.parse(content)).toEqual(content);
    expect(translatedContentInputSchema.parse({})).toEqual({ page_title: null, blocks: {} });
  });

  it('names the whole path of a value that is not text', () => {
    const paths = (blocks: unknown) => translatedContentInputSchema.safeParse({ blocks }).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ h: { ratio: 3 } })).toEqual(['blocks.h.ratio']);
    expect(paths({ i: { items: { '2': { text: 4 } } } })).toEqual(['blocks.i.items.2.text']);
    expect(paths({ i: { items: { '2': 'x' } } })).toEqual(['blocks.i.items.2']);
    expect(paths({ i: { items: { '0': { text: 'x'.repeat(100_001) } } } })).toEqual(['blocks.i.items.0.text']);
    expect(paths({ h: { title: null } })).toEqual(['blocks.h.title']);
  });
});
