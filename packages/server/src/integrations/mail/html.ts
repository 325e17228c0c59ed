/**
 * Escaping for the HTML this module writes by hand (emails and the dev mailbox). Safe both in
 * text and in double- or single-quoted attribute values, which is everywhere we interpolate.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The inverse for attribute values we read back out of stored HTML (links in emails). */
export function unescapeHtml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => DECODED[name]!);
}

/** Absolute http(s) links in `href` attributes, in order, without duplicates. */
export function extractLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const href = unescapeHtml(match[1] ?? match[2] ?? '').trim();
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  return [...links];
}
