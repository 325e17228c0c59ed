import DOMPurify from 'dompurify';

let isConfigured = false;

/** External links in owner-written text open in a new tab without giving it our window (SPEC §2). */
function configure(): void {
  if (isConfigured) return;
  isConfigured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * DOMPurify needs a DOM; the member app's server render has none and hands in the server's own
 * sanitiser (the same policy, `core/blocks/rich-text.ts`, as text is sanitised with on save).
 */
let serverSanitizer: ((html: string) => string) | null = null;
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/** Owner-written HTML made safe to inject: no scripts, handlers, forms or styles that escape the block. */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') {
    // Without a sanitiser, nothing owner-written reaches the markup.
    return serverSanitizer ? serverSanitizer(html) : escapeHtml(html);
  }
  configure();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
