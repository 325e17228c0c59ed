import { useEffect, type RefObject } from 'react';
import type { PuckControls } from './puck/PuckBridge';

/**
 * Selects a block once the editor is up (a `?block=` address, from a problem named elsewhere).
 * Puck registers its items after mounting: this tries until the block is known, or gives up quietly.
 */
export function useSelectOnOpen(controls: RefObject<PuckControls | null>, blockId: string | null) {
  useEffect(() => {
    if (!blockId) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (controls.current?.selectBlock(blockId) || tries > 20) clearInterval(timer);
    }, 150);
    return () => clearInterval(timer);
  }, [controls, blockId]);
}
