import { messageParts as storedParts } from '@tessera/core/messaging/rules';

/** A piece of a message's text as shown: plain text, a mention of someone, or a link. */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; name: string }
  | { kind: 'link'; url: string };

const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

function withLinks(text: string, parts: MessagePart[]) {
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', url: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
}

/**
 * A stored message's text as parts to show: core reads the mentions (`@<name>`, ending at the
 * matching bracket) and unescapes the brackets (SPEC §5); http(s) addresses in the words become links.
 */
export function messageParts(stored: string): MessagePart[] {
  const parts: MessagePart[] = [];
  for (const part of storedParts(stored)) {
    if (part.type === 'mention') parts.push({ kind: 'mention', name: part.name });
    else withLinks(part.text, parts);
  }
  return parts;
}

/** The mention to write for a member's name. */
export const mentionOf = (name: string) => `@<${name}>`;

/**
 * The `@…` being typed just before the caret, for the mention picker: the term after `@` (or `@<`)
 * when it starts a word and has no line break; null when the caret is not in one.
 */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; term: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1] ?? '')) return null;
  let term = before.slice(at + 1);
  if (term.startsWith('<')) term = term.slice(1);
  if (/[\n>]/.test(term) || term.length > 40) return null;
  return { start: at, term };
}

/** The text with the mention being typed (from `start` to the caret) replaced by a whole mention and a space. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `${mentionOf(name)} `;
  return {
    text: text.slice(0, start) + inserted + text.slice(caret),
    caret: start + inserted.length,
  };
}
