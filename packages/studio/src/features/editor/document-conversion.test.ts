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

describe('blocks inside a composed block ↔ Puck slot items', () => {
  const composed: BlockDocument = {
    schema_version: 1,
    blocks: [
      {
        id: 'group-1',
        type: 'composed_block',
        props: {
          layout: 'columns',
          gap: 'small',
          blocks: [
            { id: 'image-1', type: 'image_block', props: { image: '/media/a.png', alt: 'A', ratio: 66 } },
            { id: 'text-2', type: 'text_block', props: { content: '<p>Side</p>', background_color: null } },
            // Unknown here, inside the group: kept as it is.
            { id: 'future-2', type: 'hologram_block', props: { depth: 1, blocks: [{ id: 'not-a-slot' }] } },
          ],
          background_color: 'secondary',
        },
      },
      { id: 'text-9', type: 'text_block', props: { content: '<p>After</p>' } },
    ],
  };

  it('puts each child’s id inside its Puck props, as Puck’s slot items', () => {
    const [group] = documentToPuckData(composed).content;
    expect(group?.props.id).toBe('group-1');
    const children = group?.props.blocks as { type: string; props: Record<string, unknown> }[];
    expect(children.map((item) => [item.type, item.props.id])).toEqual([
      ['image_block', 'image-1'],
      ['text_block', 'text-2'],
      ['hologram_block', 'future-2'],
    ]);
    expect(children[0]).toEqual({ type: 'image_block', props: { id: 'image-1', image: '/media/a.png', alt: 'A', ratio: 66 } });
    expect(children[0]).not.toHaveProperty('id');
  });

  it('round-trips a composed block exactly, unknown children included', () => {
    const back = puckDataToDocument(documentToPuckData(composed), 1);
    expect(back).toStrictEqual(composed);
  });

  it('takes a child Puck added to the slot, and one it moved out to the page', () => {
    const data = documentToPuckData(composed);
    const group = data.content[0]!;
    const children = group.props.blocks as { type: string; props: Record<string, unknown> }[];
    const [image, text, future] = children;
    group.props.blocks = [text, { type: 'button_block', props: { id: 'button-3', text: 'Go' } }, future];
    data.content.push(image!);
    const back = puckDataToDocument(data);
    expect((back.blocks[0]?.props.blocks as { id: string }[]).map((child) => child.id)).toEqual(['text-2', 'button-3', 'future-2']);
    expect((back.blocks[0]?.props.blocks as unknown[])[1]).toEqual({ id: 'button-3', type: 'button_block', props: { text: 'Go' } });
    expect(back.blocks[2]).toEqual({ id: 'image-1', type: 'image_block', props: { image: '/media/a.png', alt: 'A', ratio: 66 } });
  });

  it('converts an empty composed block, and gives one without blocks the empty slot Puck expects', () => {
    const empty: BlockDocument = { schema_version: 1, blocks: [{ id: 'group-2', type: 'composed_block', props: { layout: 'stack', gap: 'none', blocks: [] } }] };
    expect(documentToPuckData(empty).content[0]?.props.blocks).toEqual([]);
    expect(puckDataToDocument(documentToPuckData(empty))).toStrictEqual(empty);
    const missing: BlockDocument = { schema_version: 1, blocks: [{ id: 'group-3', type: 'composed_block', props: { layout: 'stack' } }] };
    expect(documentToPuckData(missing).content[0]?.props).toEqual({ id: 'group-3', layout: 'stack', blocks: [] });
  });

  it('does not share children with the source document', () => {
    const data = documentToPuckData(composed);
    const children = data.content[0]!.props.blocks as { props: Record<string, unknown> }[];
    children[0]!.props.alt = 'Changed';
    expect((composed.blocks[0]?.props.blocks as { props: { alt: string } }[])[0]?.props.alt).toBe('A');
  });
});

