import type { ReactNode } from 'react';
import { RenderBlocks } from '@tessera/blocks/RenderBlocks';
import type { PageProps } from '@tessera/core/entities/page';
import { blockPageData } from '../block-page-data';
import styles from './styles.module.css';

type TemplateLayoutProps = {
  page: PageProps;
  /** A short label above the title: the kind of page. */
  eyebrow?: string;
  /** Facts under the title (date, place, counts). */
  meta?: ReactNode;
  /** What follows the blocks (a program's steps, a collection's pages). */
  after?: ReactNode;
  /** When the first block is a hero, it is the visual title: the h1 stays for screen readers only. */
  isTitleVisuallyHidden?: boolean;
  /** Long-form pages read better in a narrower column. */
  isReadingWidth?: boolean;
};

/** The frame every template shares: header, blocks, then the template's own extras. */
export function TemplateLayout({ page, eyebrow, meta, after, isTitleVisuallyHidden = false, isReadingWidth = false }: TemplateLayoutProps) {
  const description = page.og_description;
  return (
    <article className={isReadingWidth ? `${styles.page} ${styles.reading}` : styles.page} data-template={page.page_content_type}>
      <header className={isTitleVisuallyHidden ? 'visually-hidden' : styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{page.page_title}</h1>
        {description && !isTitleVisuallyHidden ? <p className={styles.description}>{description}</p> : null}
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </header>
      <RenderBlocks blocks={page.blocks} page={blockPageData(page)} />
      {after}
    </article>
  );
}

export function startsWithHero(page: PageProps): boolean {
  return page.blocks[0]?.type === 'hero_block';
}
