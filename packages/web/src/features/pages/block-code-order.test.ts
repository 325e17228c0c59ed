import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredBlock } from '@tessera/core/entities/page';
import { stubIntersectionObserver } from '@tessera/ui/test/stub-intersection-observer';
import { loadBlockCode } from './block-code-order';
import { preloadBlocks } from './lazy-blocks';

vi.mock('./lazy-blocks', () => ({ preloadBlocks: vi.fn(() => Promise.resolve()) }));
const requested = () => vi.mocked(preloadBlocks).mock.calls.map(([blocks]) => blocks.map((block) => block.type).join('+'));

const block = (id: string, type = `${id}_block`, props: Record<string, unknown> = {}): StoredBlock => ({ id, type, props });

/** The page as the server rendered it: one element per block, as RenderBlocks writes them. */
function renderedPage(blocks: StoredBlock[]): HTMLElement {
  const root = document.createElement('div');
  for (const { id } of blocks) root.insertAdjacentHTML('beforeend', `<div data-block-id="${id}"></div>`);
  return root;
}

describe('loadBlockCode', () => {
  beforeEach(() => {
    vi.mocked(preloadBlocks).mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first screen’s code at once, a later block’s when it nears the viewport, the rest from the first idle moment', async () => {
    const observer = stubIntersectionObserver();
    const blocks = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => block(id));
    let idle = () => undefined as void;
    const settled = vi.fn();
    void loadBlockCode(blocks, renderedPage(blocks), () => new Promise((resolve) => (idle = resolve))).then(settled);

    expect(requested()).toEqual(['a_block', 'b_block', 'c_block']);
    observer.enter([...observer.watched].filter((element) => element.getAttribute('data-block-id') === 'e'));
    expect(requested()).toEqual(['a_block', 'b_block', 'c_block', 'e_block']);

    idle();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    // Each block once, in page order after the ones already asked for; nothing is watched any more.
    expect(requested()).toEqual(['a_block', 'b_block', 'c_block', 'e_block', 'd_block', 'f_block']);
    expect(observer.watched.size).toBe(0);
  });

  it('brings a composed block’s children with it, and settles only once every block’s code is in', async () => {
    let arrive = () => undefined as void;
    vi.mocked(preloadBlocks).mockImplementation((blocks) =>
      blocks[0]?.type === 'late_block' ? new Promise((resolve) => (arrive = resolve)) : Promise.resolve(),
    );
    const composed = block('c', 'composed_block', { blocks: [block('i', 'image_block'), block('t', 'text_block')] });
    const blocks = [composed, block('x'), block('y'), block('l', 'late_block')];
    const settled = vi.fn();
    void loadBlockCode(blocks, renderedPage(blocks), () => Promise.resolve()).then(settled);

    await vi.waitFor(() => expect(requested()).toContain('late_block'));
    expect(requested()[0]).toBe('composed_block+image_block+text_block');
    expect(settled).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });
});
