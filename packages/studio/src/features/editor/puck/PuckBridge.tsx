import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { useEffect } from 'react';

const usePuck = createUsePuck();

/** What the editor around Puck may do with it: history and selecting a block. */
export type PuckControls = {
  undo: () => void;
  redo: () => void;
  /** Selects a block by id and shows its fields; false when the page has no such block. */
  selectBlock: (blockId: string) => boolean;
};

export type HistoryState = { hasPast: boolean; hasFuture: boolean };

type Props = {
  onControls: (controls: PuckControls) => void;
  onHistory: (history: HistoryState) => void;
};

/** Puck's frame document when the canvas is an iframe, else ours. */
function canvasDocument(): Document {
  const frame = document.getElementById('preview-frame');
  return frame instanceof HTMLIFrameElement && frame.contentDocument ? frame.contentDocument : document;
}

/**
 * Lives inside <Puck> and hands its API out, so the editor's own header (outside Puck) can undo,
 * redo and jump to a block named by a publish problem. Renders nothing.
 */
export function PuckBridge({ onControls, onHistory }: Props) {
  const getPuck = useGetPuck();
  const hasPast = usePuck((puck) => puck.history.hasPast);
  const hasFuture = usePuck((puck) => puck.history.hasFuture);

  useEffect(() => {
    onControls({
      undo: () => getPuck().history.back(),
      redo: () => getPuck().history.forward(),
      selectBlock: (blockId) => {
        const { getSelectorForId, dispatch } = getPuck();
        const selector = getSelectorForId(blockId);
        if (!selector) return false;
        dispatch({ type: 'setUi', ui: { itemSelector: selector, rightSideBarVisible: true } });
        // Bring the block into view on the canvas, then the first field with a problem into focus.
        setTimeout(() => {
          canvasDocument().querySelector(`[data-puck-component="${blockId.replace(/["\\]/g, '\\$&')}"]`)?.scrollIntoView?.({ block: 'center' });
          // Puck draws the fields twice (side panel and phone panel); only one is visible.
          const invalid = [...document.querySelectorAll<HTMLElement>('[data-editor-fields] [aria-invalid="true"]')];
          (invalid.find((element) => element.offsetParent !== null) ?? invalid[0])?.focus();
        }, 50);
        return true;
      },
    });
  }, [getPuck, onControls]);

  useEffect(() => {
    onHistory({ hasPast, hasFuture });
  }, [hasPast, hasFuture, onHistory]);

  return null;
}
