import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_SCHEMES, RICH_TEXT_ALLOWED_TAGS } from '@tessera/core/blocks/rich-text';

/**
 * Brings what a contenteditable produces back inside the rich-text policy of core
 * (`blocks/rich-text.ts`) before it is stored or put back into the editor: browsers write
 * `<div>` for paragraphs, `<b>`/`<i>`, styled spans and pasted markup from anywhere. The server
 * and the renderers sanitise again; this keeps the stored HTML tidy and the editor safe, since
 * it is parsed in an inert template (nothing loads or runs) and rebuilt from allowed parts only.
 */
const ALLOWED_TAGS = new Set<string>(RICH_TEXT_ALLOWED_TAGS);
const ALLOWED_ATTRIBUTES = new Set<string>(RICH_TEXT_ALLOWED_ATTRIBUTES);
const RENAMED: Record<string, string> = { div: 'p', b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' };
/** Gone with everything inside: not text the owner meant to keep. */
const DROPPED = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title', 'meta', 'link',
  'img', 'picture', 'video', 'audio', 'canvas', 'input', 'button', 'select', 'textarea', 'form',
]);
/** Unwrapped (their text kept): spans carry only the browser's inline styles. */
const UNWRAPPED = new Set(['span']);
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'blockquote', 'h2', 'h3', 'h4', 'pre', 'hr']);

export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  // No scheme: a relative link (an app path) or an anchor.
  return scheme === undefined ? !value.startsWith('//') : (RICH_TEXT_ALLOWED_SCHEMES as readonly string[]).includes(scheme);
}

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return [];
  const children = [...element.childNodes].flatMap((child) => clean(child, doc));
  const name = RENAMED[tag] ?? tag;
  if (UNWRAPPED.has(name) || !ALLOWED_TAGS.has(name)) return children;
  const copy = doc.createElement(name);
  for (const attribute of [...element.attributes]) {
    const attributeName = attribute.name.toLowerCase();
    if (!ALLOWED_ATTRIBUTES.has(attributeName)) continue;
    if (name !== 'a' && attributeName !== 'title') continue;
    if (attributeName === 'href' && !isAllowedHref(attribute.value)) continue;
    copy.setAttribute(attributeName, attribute.value);
  }
  if (name === 'a' && !copy.hasAttribute('href')) return children;
  copy.append(...children);
  return [copy];
}

/** Groups loose text and inline elements at the top level into paragraphs. */
function paragraphs(nodes: Node[], doc: Document): Node[] {
  const result: Node[] = [];
  let run: HTMLParagraphElement | null = null;
  for (const node of nodes) {
    const isBlock = node.nodeType === Node.ELEMENT_NODE && BLOCK_TAGS.has((node as Element).tagName.toLowerCase());
    if (isBlock) {
      run = null;
      result.push(node);
      continue;
    }
    if (node.nodeType === Node.ELEMENT_NODE && (node as Element).tagName === 'BR' && run === null) continue;
    run ??= result[result.push(doc.createElement('p')) - 1] as HTMLParagraphElement;
    run.append(node);
  }
  return result;
}

function isBlank(element: Element): boolean {
  return (element.textContent ?? '').trim() === '' && element.querySelector('hr') === null && element.tagName !== 'HR';
}

export function normalizeRichText(html: string): string {
  if (!html.trim()) return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  const doc = template.content.ownerDocument;
  const nodes = paragraphs([...template.content.childNodes].flatMap((node) => clean(node, doc)), doc);
  const container = doc.createElement('div');
  container.append(...nodes.filter((node) => !(node.nodeType === Node.ELEMENT_NODE && isBlank(node as Element))));
  return container.innerHTML;
}
