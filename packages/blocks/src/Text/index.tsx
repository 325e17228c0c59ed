import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { resolveAttribute } from '@tessera/core/blocks/attributes';
import type { TextProps } from '@tessera/core/blocks/text';
import { useBlockContext } from '../BlockContext';
import type { BlockMember } from '../BlockContext';
import { escapeHtml, sanitizeHtml } from '../lib/sanitize';
import type { BlockPageData, BlockRendererProps } from '../types';
import styles from './styles.module.css';

/**
 * The HTML to show: the block's own content, or the attribute it is bound to (SPEC §3: a page
 * attribute, `page.title`, or member data). Plain-text values are escaped; rich text is sanitised
 * with everything else below.
 */
function htmlFor(props: TextProps, page: BlockPageData, member: BlockMember | null | undefined): string {
  if (!props.page_attribute_slug) return props.content;
  const attribute = resolveAttribute(props.page_attribute_slug, { ...page, member });
  if (attribute?.type === 'rich_text') return attribute.value;
  if (attribute?.type === 'string') return `<p>${escapeHtml(attribute.value)}</p>`;
  return '';
}

export default function Text({ props, page }: BlockRendererProps<'text_block'>) {
  const { onNavigate, member } = useBlockContext();
  const html = useMemo(() => sanitizeHtml(htmlFor(props, page, member)), [props, page, member]);

  // In-app links inside the HTML go through the app's navigation instead of reloading the page.
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || anchor?.target === '_blank') return;
    event.preventDefault();
    onNavigate(href);
  };

  if (!html) return null;
  return (
    // The click handler only delegates link clicks; the links themselves stay keyboard-operable.
    <div className={styles.text} onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
