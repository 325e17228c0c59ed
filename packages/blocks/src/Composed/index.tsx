import { RenderBlocks } from '../RenderBlocks';
import type { BlockRendererProps } from '../types';
import { composedLayoutClass } from './layout';

/**
 * Blocks grouped as one, rendered by the same machinery as the page (known types, lazy renderers,
 * error boundaries), stacked or in two columns that become one on a phone.
 */
export default function Composed({ props, page }: BlockRendererProps<'composed_block'>) {
  const { layout, gap, blocks } = props;
  if (blocks.length === 0) return null;
  return (
    <RenderBlocks
      blocks={blocks}
      page={page}
      className={composedLayoutClass(layout, gap)}
      isLcpElsewhere
    />
  );
}
