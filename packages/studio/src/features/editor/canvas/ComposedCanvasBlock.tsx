import { createUsePuck } from '@puckeditor/core';
import type { PuckApi, SlotComponent } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPOSED_BLOCKS_MAX, composedGaps } from '@tessera/core/blocks/composed';
import { COMPOSED_BLOCK_TYPE } from '@tessera/core/blocks/block-tree';
import { parseBlock } from '@tessera/core/blocks/registry';
import { isBlockColor } from '@tessera/core/entities/page-values';
import { blockPaintVariables } from '@tessera/core/theme-math';
import { composedLayoutClass } from '@tessera/blocks/Composed/layout';
import { puckDataToDocument } from '../document-conversion';
import styles from './canvas.module.css';
import { ProblemList, problemMessages } from './ProblemList';
import { selectOnEnter } from './select-on-enter';

type Props = {
  id: string;
  /** The block's own props; `blocks` is Puck's slot there, the children are read from Puck's data. */
  props: Record<string, unknown>;
  /** Puck's slot for `blocks`: renders the children as a drop zone. */
  Blocks: SlotComponent;
  /** Translated name of the block type. */
  name: string;
  metadata: unknown;
  dragRef?: ((element: Element | null) => void) | null;
  isEditing?: boolean;
};

const usePuck = createUsePuck();
const NO_CHILDREN: unknown[] = [];

/** The Puck items in the block's slot (as Puck holds them now), none while the block is not indexed yet. */
function childItems(puck: PuckApi, id: string): unknown[] {
  if (!puck.getSelectorForId(id)) return NO_CHILDREN;
  const blocks = puck.getItemById(id)?.props.blocks;
  return Array.isArray(blocks) ? blocks : NO_CHILDREN;
}

/**
 * Whether the owner's last press (pointer or key) was inside `ref`, watched only when asked. A
 * drag that starts there moves a block that is already inside, which a full group still takes.
 * Both documents are watched: the canvas frame's, and the editor's (where the block list is).
 */
function useLastPressInside(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || !element) return;
    const onPress = (event: Event) => setInside(element.contains(event.target as Node | null));
    const documents = [...new Set([document, element.ownerDocument])];
    for (const target of documents) {
      target.addEventListener('pointerdown', onPress, true);
      target.addEventListener('keydown', onPress, true);
    }
    return () => {
      for (const target of documents) {
        target.removeEventListener('pointerdown', onPress, true);
        target.removeEventListener('keydown', onPress, true);
      }
    };
  }, [ref, watch]);
  return watch && inside;
}

/**
 * dnd-kit marks every draggable with `aria-pressed`, which only a button may carry; the composed
 * block is a group (its blocks are controls of their own, which a button may not contain), so the
 * attribute is taken off whenever dnd-kit sets it. Its drag state is announced by dnd-kit anyway.
 */
function useNoPressedState(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const strip = () => {
      if (element.hasAttribute('aria-pressed')) element.removeAttribute('aria-pressed');
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-pressed'] });
    return () => observer.disconnect();
  }, [element]);
}

/** A block's background colour and the text colour that reads on it, as RenderBlocks paints a band. */
function paint(color: unknown): CSSProperties | undefined {
  return isBlockColor(color) ? (blockPaintVariables(color) as CSSProperties) : undefined;
}

/**
 * A composed block on the canvas. Unlike other blocks it is not a picture: its inner blocks are a
 * live drop zone (Puck slot) in the chosen layout and gap, so blocks can be dragged in, selected and
 * edited, reordered and dragged out. Around it, the member app's look (Composed/styles.module.css,
 * whose layout classes it shares) and, while editing, the group is Puck's draggable for the whole block.
 *
 * What its schema says is wrong (more than COMPOSED_BLOCKS_MAX blocks, a composed block inside) is
 * shown above the drop zone rather than instead of it, so the owner can still drag blocks out. A
 * full group takes no new block, but still lets its own blocks be reordered.
 */
export function ComposedCanvasBlock({ id, props, Blocks, name, dragRef = null, isEditing = false }: Props) {
  const { t } = useTranslation();
  const items = usePuck((puck) => childItems(puck, id));
  const children = useMemo(() => puckDataToDocument({ content: items as never[] }).blocks, [items]);
  const result = parseBlock({ id, type: COMPOSED_BLOCK_TYPE, props: { ...props, blocks: children } });
  const messages = problemMessages(result, t);
  const layout = props.layout === 'columns' ? 'columns' : 'stack';
  const gap = composedGaps.find((step) => step === props.gap) ?? 'medium';
  const isFull = children.length >= COMPOSED_BLOCKS_MAX;
  const zoneRef = useRef<HTMLDivElement>(null);
  const isMovingInside = useLastPressInside(zoneRef, isFull);
  const isScheduled = props.schedule !== null && props.schedule !== undefined;
  const label = isScheduled ? t('editor.canvas.scheduledBlock', { block: name }) : name;
  const color = paint(props.background_color);
  const [groupElement, setGroupElement] = useState<HTMLElement | null>(null);
  const groupRef = useCallback(
    (element: HTMLDivElement | null) => {
      dragRef?.(element);
      setGroupElement(element);
    },
    [dragRef],
  );
  useNoPressedState(isEditing ? groupElement : null);
  return (
    // A group, not a button (which Puck's draggable would otherwise be): the blocks inside are draggable controls of their own.
    <div ref={groupRef} role={isEditing ? 'group' : undefined} aria-label={isEditing ? label : undefined} className={styles.group} onKeyDown={isEditing ? selectOnEnter : undefined}>
      {isScheduled ? <span className={styles.badge}>{t('editor.canvas.scheduled')}</span> : null}
      {messages.length > 0 ? (
        <div className={styles.invalid}>
          <ProblemList name={name} messages={messages} />
        </div>
      ) : isFull ? (
        <p className={styles.composedNote}>{t('blocks.composed.full', { max: COMPOSED_BLOCKS_MAX })}</p>
      ) : null}
      <div className={styles.composedPage}>
        <div
          ref={zoneRef}
          className={color ? `${styles.composedBlock} ${styles.painted}` : styles.composedBlock}
          style={color}
          data-block-id={id}
          data-block-type={COMPOSED_BLOCK_TYPE}
          data-empty-label={t('blocks.composed.dropHint')}
        >
          <Blocks
            className={`${composedLayoutClass(layout, gap)} ${styles.composedSlot}`}
            minEmptyHeight={96}
            // Full: no block from elsewhere (the slot's own `allow` otherwise).
            {...(isFull && !isMovingInside ? { allow: [] } : {})}
          />
        </div>
      </div>
    </div>
  );
}
