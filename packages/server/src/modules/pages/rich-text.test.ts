import { describe, expect, it } from 'vitest';
import { sanitizeTranslatedProps } from './rich-text';

describe('sanitizeTranslatedProps', () => {
  it("sanitises a translation's rich text where the block type holds it, top level and in list items", () => {
    const props = {
      content: '<p>Hallo<script>alert(1)</script></p>',
      title: 'Tom & Jerry <3',
      items: { '0': { body: '<p onclick="x()">Eins</p>', label: '<b>as typed</b>' }, a1: { body: '<a href="javascript:alert(1)">Zwei</a>' } },
    };
    expect(sanitizeTranslatedProps('test_block', props, [['content'], ['items', '*', 'body']])).toEqual({
      content: '<p>Hallo</p>',
      title: 'Tom & Jerry <3',
      items: { '0': { body: '<p>Eins</p>', label: '<b>as typed</b>' }, a1: { body: '<a>Zwei</a>' } },
    });
  });

  it("uses the block type's own rich-text paths", () => {
    expect(sanitizeTranslatedProps('text_block', { content: '<p>Hi<img src=x onerror=alert(1)></p>' })).toEqual({ content: '<p>Hi</p>' });
    expect(sanitizeTranslatedProps('hero_block', { title: '<i>kept</i>' })).toEqual({ title: '<i>kept</i>' });
    expect(sanitizeTranslatedProps('mystery_block', { content: '<script>x</script>' })).toEqual({ content: '<script>x</script>' });
  });
});
