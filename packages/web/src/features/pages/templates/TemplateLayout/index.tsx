import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { PageProps } from '@tessera/core/entities/page';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { FIRST_SCREEN_BLOCKS } from '@tessera/blocks/lib/first-screen';
import { Blocks as RenderBlocks } from '../../lazy-blocks';
import { blockPageData } from '../block-page-data';
import { PageComments } from '../../../messages/ChatThread';
import styles from './styles.module.css';

// Actions sit below the content and bring their own schemas: their own chunk.
const PageActions = lazy(() => import('../PageActions').then((module) => ({ default: module.PageActions })));

type TemplateLayoutProps = {
  page: PageProps;
  /** A short label above the title: the kind of page. */
  eyebrow?: string;
  /** Facts under the title (date, place, counts). */
  meta?: ReactNode;
  /** What follows the blocks (a program's steps, a collection's pages). */
  after?: ReactNode;
  /** Long-form pages read better in a narrower column. */
  isReadingWidth?: boolean;
  /** Let a leading hero stand in for the title even when its words differ (generic pages). */
  isCoverTitle?: boolean;
  /** The template starts the page itself (a program page's Start program): no page-level Start. */
  isStartedElsewhere?: boolean;
};

/**
 * A hero at the top of a page is its cover: it is shown first, edge to edge, and when it already
 * shows the page title the h1 stays for screen readers only, so the title never appears twice.
 */
function leadingHero(page: PageProps): { hasHero: boolean; isTitleRepeated: boolean } {
  const [first] = page.blocks;
  if (first?.type !== 'hero_block') return { hasHero: false, isTitleRepeated: false };
  const heroTitle = typeof first.props.title === 'string' ? first.props.title.trim().toLowerCase() : '';
  return { hasHero: true, isTitleRepeated: heroTitle === page.page_title.trim().toLowerCase() };
}

/** The frame every template shares: cover, header, blocks, then the template's own extras. */
export function TemplateLayout({ page, eyebrow, meta, after, isReadingWidth = false, isCoverTitle = false, isStartedElsewhere = false }: TemplateLayoutProps) {
  const blockPage = blockPageData(page);
  const { hasHero, isTitleRepeated } = leadingHero(page);
  const isTitleInHero = hasHero && (isTitleRepeated || isCoverTitle);
  const [cover, ...rest] = page.blocks;
  // With a cover, the hero's subtitle takes the place of the description.
  const description = hasHero ? null : page.og_description;
  const isHeaderEmpty = isTitleInHero && !eyebrow && !meta;

  return (
    <article
      className={[styles.page, isReadingWidth ? styles.reading : '', page.show_bottom_padding ? '' : styles.flushBottom].filter(Boolean).join(' ')}
      data-template={page.page_content_type}
    >
      {hasHero && cover ? <RenderBlocks blocks={[cover]} page={blockPage} /> : null}
      <header className={isHeaderEmpty ? visuallyHiddenClass : hasHero ? `${styles.header} ${styles.afterCover}` : styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={isTitleInHero ? visuallyHiddenClass : styles.title}>{page.page_title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </header>
      {/* After a cover, the cover is the page's LCP picture: no later picture is fetched first. */}
      <RenderBlocks
        blocks={hasHero ? rest : page.blocks}
        page={blockPage}
        isLcpElsewhere={hasHero}
        firstScreenCount={hasHero ? FIRST_SCREEN_BLOCKS - 1 : undefined}
      />
      <Suspense fallback={null}>
        <PageActions page={page} isStartedElsewhere={isStartedElsewhere} />
      </Suspense>
      {after}
      {page.is_commentable && page.message_thread_id ? <PageComments threadId={page.message_thread_id} /> : null}
    </article>
  );
}
