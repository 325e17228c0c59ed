import { MESSAGE_GROUPING_WINDOW_MS } from '../constants';

/**
 * SPEC §4–§6 messaging rules, pure and zod-free so the member app and the server use the same
 * functions: who may message whom, who may delete or report, mention syntax `@<name>`, escaping of
 * angle brackets, leading/trailing links split into attachments, grouping by author within
 * 60 000 ms, and the title of a private thread.
 */

/** Who is acting or being written to, as these rules need them. */
export type MessagingPerson = {
  id: string;
  is_account_admin?: boolean;
  is_app_messaging_profile?: boolean;
  can_receive_messages_from_members?: boolean;
};

export type MessagingSwitches = {
  enabled: boolean;
  member_to_member: boolean;
  member_to_admin: boolean;
  groups_enabled: boolean;
  admins_can_delete: boolean;
};

/** Why a message to someone is refused, or null when it is allowed. */
export type CannotMessageReason = 'self' | 'messaging_off' | 'blocked' | 'not_accepting' | 'member_to_member_off' | 'member_to_admin_off';

/**
 * SPEC §6: app messaging profiles and account admins message anyone; a member messages another
 * only if the target accepts messages from members and member-to-member messaging is on (target
 * not an app profile) or member-to-admin messaging is on (target an app profile). Never oneself.
 * `isBlocked`: either of the two blocked the other (a block hides people from each other).
 */
export function whyCannotMessage(
  sender: MessagingPerson,
  target: MessagingPerson,
  settings: MessagingSwitches,
  isBlocked = false,
): CannotMessageReason | null {
  if (sender.id === target.id) return 'self';
  if (!settings.enabled) return 'messaging_off';
  if (sender.is_app_messaging_profile || sender.is_account_admin) return null;
  if (isBlocked) return 'blocked';
  if (target.is_app_messaging_profile) return settings.member_to_admin ? null : 'member_to_admin_off';
  if (target.can_receive_messages_from_members === false) return 'not_accepting';
  return settings.member_to_member ? null : 'member_to_member_off';
}

export const canMessage = (sender: MessagingPerson, target: MessagingPerson, settings: MessagingSwitches, isBlocked = false) =>
  whyCannotMessage(sender, target, settings, isBlocked) === null;

/** SPEC §6: its author, or an account admin when the stricter option (`admins_can_delete`) is used. */
export function canDeleteMessage(viewer: MessagingPerson, authorId: string, settings: Pick<MessagingSwitches, 'admins_can_delete'>): boolean {
  if (viewer.id === authorId) return true;
  return Boolean(viewer.is_account_admin) && settings.admins_can_delete;
}

/** SPEC §6: any member other than the author. */
export const canReportMessage = (viewer: MessagingPerson, authorId: string) => viewer.id !== authorId;

// ---------------------------------------------------------------------------------------------
// Mentions and escaping (SPEC §5).

/** A piece of a message's text: plain text, or a mention `@<name>` (name as written). */
export type MessagePart = { type: 'text'; text: string } | { type: 'mention'; name: string };

/**
 * Where the mention starting at `start` (the `@` of `@<`) ends: the index just after the bracket
 * that matches its `<` (nested brackets count), or -1 when it never closes.
 */
export function mentionEnd(text: string, start: number): number {
  if (text[start] !== '@' || text[start + 1] !== '<') return -1;
  let depth = 0;
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '<') depth++;
    else if (ch === '>') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Splits raw text into text and mention parts. An empty `@<>` or an unclosed one stays text. */
export function splitMentions(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '@' && text[i + 1] === '<') {
      const end = mentionEnd(text, i);
      const name = end > 0 ? text.slice(i + 2, end - 1) : '';
      if (end > 0 && name.trim() !== '') {
        if (plain) parts.push({ type: 'text', text: plain });
        plain = '';
        parts.push({ type: 'mention', name });
        i = end;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  if (plain) parts.push({ type: 'text', text: plain });
  return parts;
}

/** The distinct names mentioned in raw text, in order of first mention. */
export function mentionedNames(text: string): string[] {
  const names: string[] = [];
  for (const part of splitMentions(text)) if (part.type === 'mention' && !names.includes(part.name.trim())) names.push(part.name.trim());
  return names;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeText = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * SPEC §5: the stored form of a message's text. Angle brackets (and `&`, so that it reads back
 * exactly) are escaped everywhere except the delimiters of mentions: `a <b> @<Ann>` is stored as
 * `a &lt;b&gt; @<Ann>`. Names are escaped inside their delimiters.
 */
export function escapeMessageText(raw: string): string {
  return splitMentions(raw)
    .map((part) => (part.type === 'text' ? escapeText(part.text) : `@<${escapeText(part.name)}>`))
    .join('');
}

/** A stored (escaped) text read back as parts for display: text and mentions, unescaped. */
export function messageParts(stored: string): MessagePart[] {
  return splitMentions(stored).map((part) =>
    part.type === 'text' ? { type: 'text', text: unescapeText(part.text) } : { type: 'mention', name: unescapeText(part.name) },
  );
}

/** A stored text as the member wrote it (for editing, copying, notifications). */
export const plainMessageText = (stored: string) =>
  messageParts(stored)
    .map((part) => (part.type === 'text' ? part.text : `@<${part.name}>`))
    .join('');

// ---------------------------------------------------------------------------------------------
// Links (SPEC §5: leading or trailing links are split into separate attachment messages).

const URL_TOKEN = /^https?:\/\/[^\s<>"]+$/i;
const isUrl = (token: string) => {
  if (!URL_TOKEN.test(token)) return false;
  try {
    new URL(token);
    return true;
  } catch {
    return false;
  }
};

export type SplitPart = { type: 'message'; text: string } | { type: 'attachment'; url: string };

/**
 * Raw text → the messages it becomes: each link at its start or end (before or after the words,
 * separated by white space) becomes an attachment message of its own, in order; the words between
 * stay one text message. Links inside the words stay in the text.
 */
export function splitMessageText(raw: string): SplitPart[] {
  const words = [...raw.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  if (words.length === 0) return [];
  let first = 0;
  while (first < words.length && isUrl(words[first]!.text)) first++;
  let last = words.length;
  while (last > first && isUrl(words[last - 1]!.text)) last--;
  const leading = words.slice(0, first).map((w): SplitPart => ({ type: 'attachment', url: w.text }));
  const trailing = words.slice(last).map((w): SplitPart => ({ type: 'attachment', url: w.text }));
  if (first >= last) return leading;
  // The words between keep their own spacing and line breaks.
  const text = raw.slice(words[first]!.start, words[last - 1]!.end);
  return [...leading, { type: 'message', text }, ...trailing];
}

// ---------------------------------------------------------------------------------------------
// Grouping (SPEC §9: 60 000 ms between consecutive messages by one author).

export type GroupableMessage = { message_ts: number; message_type?: string; user: { id: string } };
export const GROUPABLE_TYPES: readonly string[] = ['message', 'image', 'video', 'attachment'];

/**
 * Runs of consecutive messages (oldest first) by one author, each within the window of the one
 * before it. Notifications and reactions stand alone.
 */
export function groupMessages<M extends GroupableMessage>(messages: readonly M[], windowMs = MESSAGE_GROUPING_WINDOW_MS): M[][] {
  const groups: M[][] = [];
  let current: M[] | null = null;
  for (const message of messages) {
    const previous = current?.[current.length - 1];
    const groupable = GROUPABLE_TYPES.includes(message.message_type ?? 'message');
    if (
      current &&
      previous &&
      groupable &&
      GROUPABLE_TYPES.includes(previous.message_type ?? 'message') &&
      previous.user.id === message.user.id &&
      message.message_ts - previous.message_ts >= 0 &&
      message.message_ts - previous.message_ts < windowMs
    ) {
      current.push(message);
    } else {
      current = [message];
      groups.push(current);
    }
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Titles (SPEC §4: a private thread with one person left is titled by that person's name).

/**
 * A private thread's title as `viewerId` sees it: its own title once renamed; otherwise the names
 * of the other people in it (one person left: that person's name); a thread with nobody else keeps
 * its stored title.
 */
export function privateThreadTitle(args: {
  participants: readonly { id: string; name: string }[];
  viewerId: string | null;
  storedTitle: string;
  hasBeenRenamed: boolean;
}): string {
  if (args.hasBeenRenamed && args.storedTitle) return args.storedTitle;
  const others = args.participants.filter((p) => p.id !== args.viewerId);
  if (others.length === 0) return args.storedTitle;
  if (others.length === 1) return others[0]!.name;
  return others.map((p) => p.name).join(', ');
}
