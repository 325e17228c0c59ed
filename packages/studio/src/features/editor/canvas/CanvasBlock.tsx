import { useTranslation } from 'react-i18next';
import { RenderBlocks } from '@tessera/blocks/RenderBlocks';
import { parseBlock } from '@tessera/core/blocks/registry';
import { isCanvasMetadata } from './canvas-metadata';
import { selectOnEnter } from './select-on-enter';
import styles from './canvas.module.css';
import { ProblemList, problemMessages } from './ProblemList';

type Props = {
  id: string;
  type: string;
  props: Record<string, unknown>;
  /** Translated name of the block type. */
  name: string;
  metadata: unknown;
  /** Puck's ref for the element it drags and selects (the block is `inline`), null outside the editor. */
  dragRef?: ((element: Element | null) => void) | null;
  /** True on the editing canvas; false when Puck renders the page for an interactive look. */
  isEditing?: boolean;
};

const EMPTY_PAGE = { page_title: '', attributes: {}, references: {} };

/**
 * One block on the canvas, drawn by the member app's own renderer. Two differences, both so the
 * owner can still find and fix the block: a block whose props fail its schema shows what is
 * wrong instead of nothing, and a scheduled block is always shown (with a badge), since its window
 * may be closed right now.
 *
 * While editing, the block itself is what Puck makes focusable and draggable (a "draggable"
 * button named after the block type); what the block draws inside is `inert`, so its own links and
 * buttons are neither focusable nor nested in that button, and a click lands on the block.
 */
export function CanvasBlock({ id, type, props, name, metadata, dragRef = null, isEditing = false }: Props) {
  const { t } = useTranslation();
  const page = isCanvasMetadata(metadata) ? metadata.page : EMPTY_PAGE;
  const result = parseBlock({ id, type, props });
  const ref = dragRef ?? undefined;
  if (!result.ok) {
    // Only text inside, so nothing to make inert: the block is named by what it says is wrong.
    return (
      <div ref={ref} className={styles.invalid} data-block-id={id} onKeyDown={isEditing ? selectOnEnter : undefined}>
        <ProblemList name={name} messages={problemMessages(result, t)} />
      </div>
    );
  }
  const isScheduled = props.schedule !== null && props.schedule !== undefined;
  const label = isScheduled ? t('editor.canvas.scheduledBlock', { block: name }) : name;
  return (
    // A block with nothing to show yet (an empty text, an image without a picture) renders nothing,
    // as it would for members; the canvas says so instead of leaving a sliver that cannot be found.
    <div ref={ref} aria-label={isEditing ? label : undefined} className={styles.block} data-empty-label={t('editor.canvas.empty', { block: name })} onKeyDown={isEditing ? selectOnEnter : undefined}>
      <div inert={isEditing}>
        {isScheduled ? <span className={styles.badge}>{t('editor.canvas.scheduled')}</span> : null}
        {/* The parsed props, with their defaults: RenderBlocks trusts what it is given (decision 037). */}
        <RenderBlocks blocks={[{ id, type, props: isScheduled ? { ...result.block.props, schedule: null } : result.block.props }]} page={page} />
      </div>
    </div>
  );
}
