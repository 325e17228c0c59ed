import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { parseBlock } from '@tessera/core/blocks/registry';
import type { BlockPropsMap, BlockType } from '@tessera/core/blocks/registry';
import type { StoredBlock } from '@tessera/core/entities/page';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { warnOnce } from './lib/warn-once';
import { blockRenderers } from './registry';
import styles from './RenderBlocks.module.css';
import type { BlockPageData, BlockRendererProps } from './types';

type RenderBlocksProps = {
  blocks: StoredBlock[];
  page: BlockPageData;
  className?: string;
};

function BlockView<K extends BlockType>({ id, type, props, page }: { id: string; type: K; props: BlockPropsMap[K]; page: BlockPageData }) {
  const Renderer: ComponentType<BlockRendererProps<K>> = blockRenderers[type];
  return <Renderer id={id} props={props} page={page} />;
}

/**
 * Renders a page's blocks in order. Each block's props are validated by its schema (defaults
 * applied); an unknown type or invalid props renders nothing and is logged once per type, so an
 * older app never breaks on a block a newer studio wrote.
 */
export function RenderBlocks({ blocks, page, className }: RenderBlocksProps) {
  return (
    <div className={className ? `${styles.blocks} ${className}` : styles.blocks}>
      {blocks.map((stored) => {
        const result = parseBlock(stored);
        if (!result.ok) {
          const detail = result.reason === 'invalid_props' ? result.issues : undefined;
          warnOnce(`${result.reason}:${result.type}`, `Skipping ${result.type} (${result.reason.replace('_', ' ')})`, detail);
          return null;
        }
        const { block } = result;
        return (
          <div key={block.id} className={styles.block} data-block-id={block.id} data-block-type={block.type}>
            <BlockErrorBoundary type={block.type}>
              <Suspense fallback={null}>
                <BlockView id={block.id} type={block.type} props={block.props} page={page} />
              </Suspense>
            </BlockErrorBoundary>
          </div>
        );
      })}
    </div>
  );
}
