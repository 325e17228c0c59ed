import { describe, expect, it } from 'vitest';
import { validateBlockDocument } from '@tessera/core/blocks/validate-document';
import { showcaseBlocksB } from './showcase-b';

describe('showcaseBlocksB', () => {
  const blocks = showcaseBlocksB(new Date('2026-03-10T12:00:00Z'));

  it('has one valid block of each type of set B, with showcase ids', () => {
    expect(validateBlockDocument(blocks)).toEqual([]);
    expect(blocks.map((block) => block.type)).toEqual([
      'livestream_block',
      'composed_block',
      'form_submission_block',
      'search_block',
      'code_block',
      'social_block',
      'member_directory_block',
    ]);
    expect(blocks.every((block) => block.id.startsWith('showcase-b-'))).toBe(true);
  });

  it('schedules the live class in the future so the countdown shows', () => {
    expect(blocks[0]?.props.starts_at).toBe('2026-03-13T18:00:00.000Z');
  });
});
