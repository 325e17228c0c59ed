import { Suspense, useContext, useEffect, useMemo, useState } from 'react';
import type { ComponentType, CSSProperties } from 'react';
import { isKnownBlockType } from '@tessera/core/blocks/block-types';
import type { BlockPropsMap, BlockType, ParsedBlock } from '@tessera/core/blocks/registry';
import { isInScheduleWindow, nextScheduleChange } from '@tessera/core/blocks/schedule-window';
import type { ScheduleViewer } from '@tessera/core/blocks/schedule-window';
import type { BlockColor, StoredBlock } from '@tessera/core/entities/page';
import { blockPaintVariables } from '@tessera/core/theme-math';
import { BlockContext } from './BlockContext';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { FIRST_SCREEN_BLOCKS } from './lib/first-screen';
import { lcpImageOf } from './lib/lcp-image';
import { warnOnce } from './lib/warn-once';
import { blockRenderers } from './registry';
import styles from './RenderBlocks.module.css';
import type { BlockPageData, BlockRendererProps } from './types';

type RenderBlocksProps = {
  blocks: StoredBlock[];
  page: BlockPageData;
  className?: string;
  /**
   * The page's LCP picture is not among these blocks (they are inside a composed block, or follow
   * the page's cover): none of their pictures is fetched first.
   */
  isLcpElsewhere?: boolean;
  /**
   * How many of these blocks a phone's first screen shows (`lib/first-screen.ts`): the page's first
   * few by default, fewer after a cover shown apart, none inside a composed block (the default
   * where the LCP picture is elsewhere).
   */
  firstScreenCount?: number;
};

/** setTimeout's largest delay (about 24.8 days); a later window is re-checked after that. */
const MAX_TIMER_MS = 2_147_483_647;

function BlockView<K extends BlockType>({
  id,
  type,
  props,
  page,
  isLcp,
  isAboveFold,
}: {
  id: string;
  type: K;
  props: BlockPropsMap[K];
  page: BlockPageData;
  isLcp: boolean;
  isAboveFold: boolean;
}) {
  const Renderer: ComponentType<BlockRendererProps<K>> = blockRenderers[type];
  return <Renderer id={id} props={props} page={page} isLcp={isLcp || undefined} isAboveFold={isAboveFold || undefined} />;
}

let deviceZone: string | undefined;

/** Read once: building a formatter to ask costs milliseconds on a phone, on every render. */
function deviceTimeZone(): string {
  if (deviceZone === undefined) {
    try {
      deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      deviceZone = 'UTC';
    }
  }
  return deviceZone;
}

/**
 * The blocks this version can render, their props taken as they are: what reaches a renderer was
 * parsed by its schema before, at publish for members (`@tessera/core/blocks/published-blocks`,
 * defaults written in) or by the studio's canvas for a draft, so the member app needs no schema
 * (nor zod) to show a page (decision 037). An unknown type (a newer studio's) is logged once.
 */
function renderableBlocks(blocks: StoredBlock[]): ParsedBlock[] {
  return blocks.flatMap((stored) => {
    if (isKnownBlockType(stored.type)) return [stored as ParsedBlock];
    warnOnce(`unknown_type:${stored.type}`, `Skipping ${stored.type} (unknown type)`);
    return [];
  });
}

/**
 * The moment to decide schedules for. Given by the page, it is fixed; otherwise it is the clock,
 * re-read when the nearest window of these blocks opens or closes, so an open page stays right.
 */
function useScheduleViewer(blocks: ParsedBlock[], page: BlockPageData, memberTimeZone: string | undefined): ScheduleViewer {
  const [clock, setClock] = useState(() => Date.now());
  // Only `subscriber` windows read a timezone; asking the device for its own costs a phone tens of ms.
  const readsZone = blocks.some((block) => block.props.schedule?.scope_type === 'subscriber');
  const viewer = { now: page.now ?? clock, timeZone: page.timezone ?? memberTimeZone ?? (readsZone ? deviceTimeZone() : 'UTC') };
  const changes =
    page.now === undefined
      ? blocks.map((block) => nextScheduleChange(block.props.schedule, viewer))
      : [];
  const upcoming = changes.filter((change): change is number => change !== null);
  const next = upcoming.length > 0 ? Math.min(...upcoming) : null;

  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(
      () => setClock(Date.now()),
      Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [next, clock]);

  return viewer;
}

/** A block's background colour and the text colour that reads on it. */
const paint = (color: BlockColor | null) => blockPaintVariables(color) as CSSProperties | undefined;

/**
 * Renders a page's blocks in order, each from props already parsed by its schema (see
 * `renderableBlocks`); an unknown type renders nothing and is logged once per type, so an older
 * app never breaks on a block a newer studio wrote. A block outside its schedule window
 * (SPEC §3 Schedule on blocks) is not rendered at all.
 */
export function RenderBlocks({ blocks, page, className, isLcpElsewhere = false, firstScreenCount }: RenderBlocksProps) {
  const parsed = renderableBlocks(blocks);
  const lcpBlockId = isLcpElsewhere ? undefined : lcpImageOf(blocks)?.blockId;
  const aboveFold = new Set(blocks.slice(0, firstScreenCount ?? (isLcpElsewhere ? 0 : FIRST_SCREEN_BLOCKS)).map((block) => block.id));
  const outer = useContext(BlockContext);
  // A signed-in member's `subscriber` windows follow their profile's clock, not the device's.
  const viewer = useScheduleViewer(parsed, page, outer.member?.timezone);
  const nextPath = page.next_path;
  const context = useMemo(
    () => (nextPath === undefined ? outer : { ...outer, nextPath }),
    [outer, nextPath],
  );
  return (
    <BlockContext.Provider value={context}>
      <div className={className ? `${styles.blocks} ${className}` : styles.blocks}>
        {parsed.map((block) => {
          if (!isInScheduleWindow(block.props.schedule, viewer)) return null;
          const color = block.props.background_color ?? null;
          return (
            <div
              key={block.id}
              className={color ? `${styles.block} ${styles.painted}` : styles.block}
              style={paint(color)}
              data-block-id={block.id}
              data-block-type={block.type}
            >
              <BlockErrorBoundary type={block.type}>
                <Suspense fallback={null}>
                  <BlockView id={block.id} type={block.type} props={block.props} page={page} isLcp={block.id === lcpBlockId} isAboveFold={aboveFold.has(block.id)} />
                </Suspense>
              </BlockErrorBoundary>
            </div>
          );
        })}
      </div>
    </BlockContext.Provider>
  );
}
