import { Puck } from '@puckeditor/core';
import type { Data, Overrides } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockDocument } from '@tessera/core/entities/page';
import { PREVIEW_WIDTH } from '@tessera/core/constants';
import type { CanvasMetadata } from './canvas/canvas-metadata';
import { documentToPuckData, puckDataToDocument } from './document-conversion';
import { buildPuckConfig } from './puck-config';
import { canvasIframe } from './puck/canvas-iframe';
import { BlockTools } from './puck/BlockTools';
import { blockChoicesFor } from './puck/block-choices';
import { PuckBridge } from './puck/PuckBridge';
import { usePuckChromeA11y } from './puck/puck-chrome-a11y';
import type { HistoryState, PuckControls } from './puck/PuckBridge';
import { puckDictionary, type EditedDocument } from './puck/puck-dictionary';
import styles from './EditorScreen.module.css';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  /** The blocks the editor starts from; later changes of this prop are ignored (Puck owns the edit). */
  initial: BlockDocument;
  /** Real edits only (not selection or loading), as a block document. */
  onChange: (document: BlockDocument) => void;
  /** What the canvas paints with: the theme, colour mode, page data for attribute blocks. */
  metadata: CanvasMetadata;
  /** What is being edited, for the canvas frame's accessible name and Puck's header. */
  title: string;
  /** A page's blocks or an overlay's: the words for the whole ("Add to the overlay"). */
  edits?: EditedDocument;
  onControls: (controls: PuckControls) => void;
  onHistory: (history: HistoryState) => void;
};

/**
 * The block editor pages and overlays share: Puck with every block type, our field panel (block
 * tools, then the selected block's fields), the 375 px themed canvas in an iframe, and a bridge that
 * hands undo, redo and block selection to the screen around it. Wrap it in an `EditorDataProvider`
 * for the fields' pickers.
 */
export function BlockEditor({ initial, onChange, metadata, title, edits: edited = 'page', onControls, onHistory, className, ...divProps }: Props) {
  const { t } = useTranslation();
  const puckRef = useRef<HTMLDivElement>(null);
  const [initialData] = useState<Data>(() => documentToPuckData(initial));
  const lastBlocks = useRef(JSON.stringify(initial));
  const schemaVersion = initial.schema_version;

  const onPuckChange = useCallback(
    (data: Data) => {
      const next = puckDataToDocument(data, schemaVersion);
      const json = JSON.stringify(next);
      // Puck also reports changes that are not edits (selection, loading): only real ones go on.
      if (json === lastBlocks.current) return;
      lastBlocks.current = json;
      onChange(next);
    },
    [onChange, schemaVersion],
  );

  const config = useMemo(() => buildPuckConfig({ t }), [t]);
  const dictionary = useMemo(() => puckDictionary(t, edited), [t, edited]);
  const viewports = useMemo(() => [{ width: PREVIEW_WIDTH, height: 'auto' as const, label: t('editor.phone'), icon: 'Smartphone' as const }], [t]);
  const blockChoices = useMemo(() => blockChoicesFor(t), [t]);
  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      // The screen's own header (outside Puck) has the title, history and saving.
      header: () => <></>,
      fields: ({ children, itemSelector }: { children: ReactNode; itemSelector?: unknown }) => (
        <div data-editor-fields className={styles.fields}>
          <BlockTools choices={blockChoices} edits={edited} />
          {itemSelector ? children : <p className={styles.fieldsHint}>{t('editor.selectBlockHint')}</p>}
        </div>
      ),
    }),
    [t, blockChoices, edited],
  );
  usePuckChromeA11y(puckRef, { canvas: t('editor.canvas.frameTitle', { page: title }), zoom: t('editor.puck.zoom') });

  return (
    <div ref={puckRef} className={className ? `${styles.puck} ${className}` : styles.puck} {...divProps}>
      <Puck
        config={config}
        data={initialData}
        onChange={onPuckChange}
        overrides={overrides}
        dictionary={dictionary}
        viewports={viewports}
        iframe={canvasIframe}
        metadata={metadata}
        headerTitle={title}
        height="100%"
      >
        <PuckBridge onControls={onControls} onHistory={onHistory} />
        <Puck.Layout />
      </Puck>
    </div>
  );
}
