import { describe, expect, it } from 'vitest';
import { overlaySchema } from './overlay';
import { OVERLAY_ID_MISSING } from '../messages';

describe('overlaySchema', () => {
  it('parses an overlay with blocks', () => {
    const overlay = overlaySchema.parse({
      id: 'ov_1',
      title: 'Join today',
      blocks: [{ id: 'b1', type: 'text_block', props: { content: 'Save 20%' } }],
    });
    expect(overlay.blocks).toHaveLength(1);
  });

  it("rejects a missing id with 'Overlay id is missing'", () => {
    expect(overlaySchema.safeParse({}).error?.issues[0]?.message).toBe(OVERLAY_ID_MISSING);
    expect(overlaySchema.safeParse({ id: '' }).error?.issues[0]?.message).toBe(
      'Overlay id is missing',
    );
  });
});
