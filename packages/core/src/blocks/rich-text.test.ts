import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { richTextField, richTextPaths } from './rich-text';
import { textSchema } from './text';

describe('richTextPaths', () => {
  it('finds rich-text props at the top level and inside lists', () => {
    const schema = z.object({
      body: richTextField(),
      title: z.string(),
      items: z.array(z.object({ note: richTextField().nullable(), label: z.string() })).default([]),
    });
    expect(richTextPaths(schema)).toEqual(['body', 'items.*.note']);
  });

  it('knows the text block content is rich text', () => {
    expect(richTextPaths(textSchema)).toEqual(['content']);
  });
});
