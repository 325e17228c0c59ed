import { describe, expect, it } from 'vitest';
import type { BlockDocument } from '@tessera/core/entities/page';
import { documentToPuckData, puckDataToDocument } from './document-conversion';

const document: BlockDocument = {
  schema_version: 1,
  blocks: [
    { id: 'hero-1', type: 'hero_block', props: { title: 'Welcome', ratio: 56, action: { type: 'open_page', page_id: 'p1', path: null } } },
    { id: 'text-1', type: 'text_block', props: { content: '<p>Hello</p>', schedule: null, background_color: 'primary' } },
    // Written by a newer studio: nothing here knows the type or its props.
    { id: 'future-1', type: 'hologram_block', props: { depth: 3, layers: [{ id: 'x', colour: 'teal' }], id_hint: 'kept' } },
  ],
};

describe('block document ↔ Puck data', () => {
  it('puts each block id inside its Puck props, in order', () => {
    const data = documentToPuckData(document);
    expect(data.content.map((item) => [item.type, item.props.id])).toEqual([
      ['hero_block', 'hero-1'],
      ['text_block', 'text-1'],
      ['hologram_block', 'future-1'],
    ]);
    expect(data.content[0]?.props).toMatchObject({ title: 'Welcome', ratio: 56 });
    expect(data.root).toEqual({ props: {} });
  });

  it('round-trips a document unchanged, unknown block types included', () => {
    const back = puckDataToDocument(documentToPuckData(document), document.schema_version);
    expect(back).toEqual(document);
    expect(back.blocks[2]).toStrictEqual(document.blocks[2]);
  });

  it('does not share objects with the source, so editing Puck data cannot change the stored document', () => {
    const data = documentToPuckData(document);
    data.content[0]!.props.title = 'Changed';
    expect(document.blocks[0]?.props.title).toBe('Welcome');
  });

  it('takes blocks Puck added and reordered, and keeps the schema version', () => {
    const data = documentToPuckData(document);
    data.content = [data.content[1]!, { type: 'button_block', props: { id: 'button_block-123', text: 'Go' } }, data.content[0]!];
    const back = puckDataToDocument(data, 7);
    expect(back.schema_version).toBe(7);
    expect(back.blocks.map((block) => block.id)).toEqual(['text-1', 'button_block-123', 'hero-1']);
    expect(back.blocks[1]).toEqual({ id: 'button_block-123', type: 'button_block', props: { text: 'Go' } });
  });

  it('converts an empty page', () => {
    expect(puckDataToDocument(documentToPuckData({ schema_version: 1, blocks: [] }))).toEqual({ schema_version: 1, blocks: [] });
  });
});
