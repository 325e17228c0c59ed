import { createUsePuck, useGetPuck } from '@puckeditor/core';
import type { PuckApi } from '@puckeditor/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditedDocument } from './puck-dictionary';
import { COMPOSED_BLOCK_TYPE } from '@tessera/core/blocks/block-tree';
import { COMPOSED_BLOCKS_MAX } from '@tessera/core/blocks/composed';
import { Button } from '../../../ui/Button';
import styles from './BlockTools.module.css';

const usePuck = createUsePuck();

/** Puck's name for the page's own list of blocks; a group's list is `<group id>:blocks`. */
export const ROOT_ZONE = 'root:default-zone';
const GROUP_SLOT = 'blocks';

/** A block type the owner can add, with its translated name and its group in the block list. */
export type BlockChoice = { type: string; name: string; category: string; categoryName: string };

type Zone = { zone: string; index: number };

/** The blocks in a zone: the page's, or a group's slot. */
function zoneLength(puck: PuckApi, zone: string): number {
  if (zone === ROOT_ZONE) return puck.appState.data.content.length;
  const cut = zone.lastIndexOf(':');
  const items = puck.getItemById(zone.slice(0, cut))?.props[zone.slice(cut + 1)];
  return Array.isArray(items) ? items.length : 0;
}

const isGroupZone = (zone: string) => zone !== ROOT_ZONE;

/**
 * What a pointer does by dragging, for the keyboard (issue 5: the studio is usable by keyboard):
 * add a block of a chosen type after the selected block (or at the end of the page, or inside a
 * selected group), and move the selected block up or down among its neighbours. Each change
 * selects the block it touched, so its fields are next, and is announced in a live region.
 */
export function BlockTools({ choices, edits = 'page' }: { choices: BlockChoice[]; edits?: EditedDocument }) {
  const { t } = useTranslation();
  const getPuck = useGetPuck();
  const selector = usePuck((puck) => puck.appState.ui.itemSelector);
  const selected = usePuck((puck) => puck.selectedItem);
  const [type, setType] = useState(choices[0]?.type ?? '');
  const [announcement, setAnnouncement] = useState('');
  const selectId = useId();
  const position: Zone | null = selector ? { zone: selector.zone ?? ROOT_ZONE, index: selector.index } : null;
  const isGroup = selected?.type === COMPOSED_BLOCK_TYPE;
  const nameOf = (blockType: string) => choices.find((choice) => choice.type === blockType)?.name ?? blockType;

  function select(target: Zone) {
    getPuck().dispatch({ type: 'setUi', ui: { itemSelector: target, rightSideBarVisible: true } });
  }

  /** Why a block of this type cannot go into this zone, or null when it can. */
  function refusal(zone: string): string | null {
    if (!isGroupZone(zone)) return null;
    if (type === COMPOSED_BLOCK_TYPE) return t('blocks.composed.nested');
    if (zoneLength(getPuck(), zone) >= COMPOSED_BLOCKS_MAX) return t('blocks.composed.full', { max: COMPOSED_BLOCKS_MAX });
    return null;
  }

  function add(target: Zone) {
    const problem = refusal(target.zone);
    if (problem) {
      setAnnouncement(problem);
      return;
    }
    getPuck().dispatch({ type: 'insert', componentType: type, destinationIndex: target.index, destinationZone: target.zone });
    select(target);
    setAnnouncement(t('editor.tools.added', { block: nameOf(type) }));
  }

  function move(step: -1 | 1) {
    if (!position) return;
    const destinationIndex = position.index + step;
    if (destinationIndex < 0 || destinationIndex >= zoneLength(getPuck(), position.zone)) return;
    getPuck().dispatch({ type: 'reorder', sourceIndex: position.index, destinationIndex, destinationZone: position.zone });
    select({ zone: position.zone, index: destinationIndex });
    setAnnouncement(t('editor.tools.moved', { position: destinationIndex + 1, count: zoneLength(getPuck(), position.zone) }));
  }

  const count = position ? zoneLength(getPuck(), position.zone) : 0;
  const categories = [...new Set(choices.map((choice) => choice.category))];

  return (
    <section className={styles.tools} aria-label={t('editor.tools.label')}>
      <div className={styles.add}>
        <label htmlFor={selectId} className={styles.label}>
          {t('editor.tools.blockType')}
        </label>
        <select id={selectId} className={styles.select} value={type} onChange={(event) => setType(event.target.value)}>
          {categories.map((category) => (
            <optgroup key={category} label={choices.find((choice) => choice.category === category)?.categoryName}>
              {choices
                .filter((choice) => choice.category === category)
                .map((choice) => (
                  <option key={choice.type} value={choice.type}>
                    {choice.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <div className={styles.buttons}>
          {position ? (
            <Button onClick={() => add({ zone: position.zone, index: position.index + 1 })}>{t('editor.tools.addAfter')}</Button>
          ) : (
            <Button onClick={() => add({ zone: ROOT_ZONE, index: getPuck().appState.data.content.length })}>{t(edits === 'overlay' ? 'editor.tools.addToOverlay' : 'editor.tools.addToPage')}</Button>
          )}
          {isGroup && selected ? (
            <Button onClick={() => add({ zone: `${selected.props.id}:${GROUP_SLOT}`, index: zoneLength(getPuck(), `${selected.props.id}:${GROUP_SLOT}`) })}>
              {t('editor.tools.addInside')}
            </Button>
          ) : null}
        </div>
      </div>
      {position ? (
        <div className={styles.buttons} role="group" aria-label={t('editor.tools.order')}>
          <Button isUnavailable={position.index === 0} onClick={() => move(-1)}>
            {t('editor.tools.moveUp')}
          </Button>
          <Button isUnavailable={position.index >= count - 1} onClick={() => move(1)}>
            {t('editor.tools.moveDown')}
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className={styles.announcement}>
        {announcement}
      </p>
    </section>
  );
}
