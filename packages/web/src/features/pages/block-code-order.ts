import { firstScreenOf } from '@tessera/blocks/lib/first-screen';
import { blocksById } from '@tessera/core/blocks/block-tree';
import type { StoredBlock } from '@tessera/core/entities/page';
import { whenIdle } from '../../app/startup/when-idle';
import { preloadBlocks } from './lazy-blocks';
import { onceVisible } from '@tessera/ui/viewport-observer';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The order in which a server-rendered page's blocks get their code, and so hydrate (decision
 * 041): a block's server HTML stays as it is until its renderer is in, then React hydrates it.
 * The first screen's code came with the page (modulepreloaded) and is asked for at once; a later
 * block's as soon as it comes near the viewport (the real screen correcting the server's guess),
 * else from the browser's first idle moment on, one block per task, so that no single task asks
 * for, evaluates and hydrates every block of a long page. Settles once every block's code is in:
 * member state waits for that (main.tsx), as a store change reaching a block still waiting for its
 * code would make React drop that block's HTML.
 */
export function loadBlockCode(
  blocks: readonly StoredBlock[],
  root: ParentNode = document,
  idle: () => Promise<void> = whenIdle,
): Promise<void> {
  const loads = new Map<string, Promise<void>>();
  // A composed block's children render with it: their code comes with it.
  const load = (block: StoredBlock) => {
    let loading = loads.get(block.id);
    if (!loading) {
      loading = preloadBlocks([...blocksById([block]).values()]);
      loads.set(block.id, loading);
    }
    return loading;
  };

  const firstScreen = firstScreenOf(blocks);
  for (const block of firstScreen) void load(block);
  const later = blocks.filter((block) => !firstScreen.includes(block));
  const elements = new Map(
    [...root.querySelectorAll('[data-block-id]')].map((element) => [element.getAttribute('data-block-id'), element]),
  );
  // A block outside its schedule window has no element: its code comes at its turn.
  const stopWatching = later.map((block) => {
    const element = elements.get(block.id);
    return element ? onceVisible(element, () => void load(block)) : () => undefined;
  });

  // Each block's request in a task of its own: asking for a chunk adds its links to the document.
  const startLater = async () => {
    await idle();
    for (const block of later) {
      if (loads.has(block.id)) continue;
      void load(block);
      await nextTask();
    }
  };
  return startLater()
    .then(() => Promise.all(blocks.map(load)))
    .then(() => stopWatching.forEach((stop) => stop()));
}
