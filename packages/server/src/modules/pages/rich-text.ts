import { COMPOSED_BLOCK_TYPE, isStoredBlock } from '@tessera/core/blocks/block-tree';
import { blockSchemas, isBlockType } from '@tessera/core/blocks/registry';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
  richTextPaths,
} from '@tessera/core/blocks/rich-text';
import type { PageAttributes, StoredBlock } from '@tessera/core/entities/page';
import type { TranslatedBlockProps, TranslatedList } from '@tessera/core/entities/translation';
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

// sanitize-html (htmlparser2, postcss) is required on the first rich text, not at start: nothing
// before a save or a server render needs it (decision 036). It is CommonJS, so a synchronous
// require keeps these functions synchronous.
let loaded: typeof SanitizeHtml | undefined;
const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions) => (loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml)(html, options);

/**
 * Rich text is sanitised when it is saved, with the one policy of `core/blocks/rich-text.ts` (the
 * member app sanitises again on render). Scripts, event handlers, styles and unknown schemes go;
 * the allowed tags stay.
 */
const options: SanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: { '*': [...RICH_TEXT_ALLOWED_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab must not hand the opened page a handle on ours.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

const displayOptions: SanitizeHtml.IOptions = {
  ...options,
  // As the member app shows it (blocks/lib/sanitize.ts): a link to another site opens a new tab.
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:\/\//i.test(attribs.href ?? '') || attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Rich text as the member app's server render shows it (decision 032): the save policy, links to other sites in a new tab. */
export function sanitizeRichTextForDisplay(html: string): string {
  return sanitizeHtml(html, displayOptions);
}

/** Sanitises the strings at a `richTextPaths` path (`content`, `items.*.body`) in place of a copy. */
function sanitizeAt(value: unknown, segments: string[]): unknown {
  if (segments.length === 0) return typeof value === 'string' ? sanitizeRichText(value) : value;
  const [head, ...rest] = segments;
  if (head === '*') return Array.isArray(value) ? value.map((item) => sanitizeAt(item, rest)) : value;
  if (!value || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, head!)) return value;
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: sanitizeAt(record[head!], rest) };
}

const pathsByType = new Map<string, string[][]>();
function richTextPathsOf(type: string): string[][] {
  let found = pathsByType.get(type);
  if (!found) {
    found = isBlockType(type) ? richTextPaths(blockSchemas[type]).map((path) => path.split('.')) : [];
    pathsByType.set(type, found);
  }
  return found;
}

/** A block's props with every rich-text prop of its type sanitised. Unknown types pass unchanged. */
export function sanitizeBlockProps(type: string, props: Record<string, unknown>): Record<string, unknown> {
  let result: unknown = props;
  for (const path of richTextPathsOf(type)) result = sanitizeAt(result, path);
  return result as Record<string, unknown>;
}

/**
 * A translation's props (`entities/translation.ts`) with the block type's rich text sanitised:
 * a text at a rich-text path (`content`), and a list item's field where the type's items hold
 * rich text (`items.*.body`, translated as `items: { <key>: { body } }`). Plain texts pass as
 * they are: they are shown as text, never as markup.
 */
export function sanitizeTranslatedProps(type: string, props: TranslatedBlockProps, paths: string[][] = richTextPathsOf(type)): TranslatedBlockProps {
  const richText = new Set(paths.map((path) => path.join('.')));
  const clean = (path: string, text: string) => (richText.has(path) ? sanitizeRichText(text) : text);
  const cleanList = (prop: string, list: TranslatedList): TranslatedList =>
    Object.fromEntries(Object.entries(list).map(([key, item]) => [key, Object.fromEntries(Object.entries(item).map(([field, text]) => [field, clean(`${prop}.*.${field}`, text)]))]));
  return Object.fromEntries(Object.entries(props).map(([prop, value]) => [prop, typeof value === 'string' ? clean(prop, value) : cleanList(prop, value)]));
}

export function sanitizeBlocks(blocks: StoredBlock[]): StoredBlock[] {
  return blocks.map((stored) => {
    let props = sanitizeBlockProps(stored.type, stored.props);
    // A composed block holds stored blocks of other types: each is sanitised by its own schema.
    if (stored.type === COMPOSED_BLOCK_TYPE && Array.isArray(props.blocks)) {
      props = { ...props, blocks: props.blocks.map((child: unknown) => (isStoredBlock(child) ? sanitizeBlocks([child])[0] : child)) };
    }
    return { ...stored, props };
  });
}

export function sanitizeAttributes(attributes: PageAttributes): PageAttributes {
  return Object.fromEntries(
    Object.entries(attributes).map(([slug, attribute]) => [
      slug,
      attribute.type === 'rich_text' && attribute.value !== null ? { ...attribute, value: sanitizeRichText(attribute.value) } : attribute,
    ]),
  );
}
