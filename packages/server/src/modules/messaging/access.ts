import type { MessagingSettings } from '@tessera/core/entities/messaging';
import { appError } from '@tessera/core/error-catalogue';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import type { MemberRow } from '../members/schema';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { messageThreads, threadParticipants, type ParticipantRow, type ThreadRow } from './schema';
import { requireMessagingOn } from './settings';

/** A signed-in member on an app with messaging on: 401 for a guest, 403 'Messaging not available on this app'. */
export async function requireMessagingMember(ctx: AppContext): Promise<{ me: MemberRow; settings: MessagingSettings }> {
  const { member } = await ctx.requireMember();
  const settings = await requireMessagingOn(ctx.db, ctx.app.id);
  return { me: member, settings };
}

export type OpenThread = {
  thread: ThreadRow;
  /** The thread whose rules apply: the thread itself, or for replies the thread of the parent message. */
  root: ThreadRow;
  me: MemberRow;
  settings: MessagingSettings;
  /** My active participation in `thread`, if any. */
  participant: ParticipantRow | null;
  /** Whether I may post messages in it (feeds: only the app; SPEC §1 "owner posts, members comment"). */
  canPost: boolean;
};

/** Owners' voices: the app messaging profile, account admins and admins post in feeds. */
export const speaksForApp = (me: MemberRow) => me.isAppMessagingProfile || me.isAccountAdmin || me.isAdmin;

export async function participantOf(db: Db, threadId: string, memberId: string): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(threadParticipants)
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.memberId, memberId), isNull(threadParticipants.removedAt)))
    .limit(1);
  return row ?? null;
}

async function findThread(db: Db, appId: string, threadId: string): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.appId, appId), eq(messageThreads.id, threadId)))
    .limit(1);
  return row ?? null;
}

/**
 * A commentable page's comments thread has the page's id (page props name it before anyone
 * writes): made on first use, when the page is published, commentable and open to the viewer.
 */
async function commentsThreadOf(ctx: AppContext, pageId: string): Promise<ThreadRow | null> {
  const [page] = await ctx.db
    .select({ id: pages.id, rootId: pages.rootId, title: pages.title, isCommentable: pages.isCommentable, isPublished: pages.isPublished })
    .from(pages)
    .where(and(eq(pages.appId, ctx.app.id), eq(pages.id, pageId)))
    .limit(1);
  if (!page?.isPublished || !page.isCommentable) return null;
  await ctx.db
    .insert(messageThreads)
    .values({ id: page.id, appId: ctx.app.id, kind: 'comments', title: page.title, pageId: page.id, activityTs: ctx.now().getTime() })
    .onConflictDoNothing();
  return findThread(ctx.db, ctx.app.id, page.id);
}

async function mayReadPageComments(ctx: AppContext, thread: ThreadRow): Promise<boolean> {
  if (!thread.pageId) return false;
  const [page] = await ctx.db
    .select({ id: pages.id, rootId: pages.rootId, isCommentable: pages.isCommentable, isPublished: pages.isPublished })
    .from(pages)
    .where(and(eq(pages.appId, ctx.app.id), eq(pages.id, thread.pageId)))
    .limit(1);
  if (!page?.isPublished || !page.isCommentable) return false;
  const decision = await decidePageAccess(ctx, { pageId: page.id, rootId: page.rootId });
  return Boolean(decision?.result.granted);
}

/** Whether `me` may read `thread` (its root's rules for a reply thread). */
async function mayRead(ctx: AppContext, root: ThreadRow, me: MemberRow): Promise<boolean> {
  switch (root.kind) {
    case 'direct':
    case 'group':
      return Boolean(await participantOf(ctx.db, root.id, me.id));
    case 'feed':
      return true;
    case 'comments':
      return mayReadPageComments(ctx, root);
    default:
      return false;
  }
}

/**
 * Whether a thread found by membership may still be listed for `me`: a page's comments (and the
 * reply threads under them) follow the page's access now, not when `me` joined — a member who lost
 * access to the page neither sees its thread in their list nor reads it (openThread).
 */
export async function mayStillRead(ctx: AppContext, thread: ThreadRow, me: MemberRow, roots: Map<string, ThreadRow | null> = new Map()): Promise<boolean> {
  if (thread.kind === 'comments') return mayRead(ctx, thread, me);
  if (thread.kind !== 'replies' || !thread.parentThreadId) return true;
  if (!roots.has(thread.parentThreadId)) roots.set(thread.parentThreadId, await findThread(ctx.db, ctx.app.id, thread.parentThreadId));
  const root = roots.get(thread.parentThreadId);
  return Boolean(root) && (root!.kind !== 'comments' || (await mayRead(ctx, root!, me)));
}

/**
 * The thread a member asks for, if they may read it; otherwise 403 'You do not have permission to
 * view this message thread' — also for another app's or an unknown thread, so ids reveal nothing.
 */
export async function openThread(ctx: AppContext, threadId: string): Promise<OpenThread> {
  const { me, settings } = await requireMessagingMember(ctx);
  const thread = (await findThread(ctx.db, ctx.app.id, threadId)) ?? (await commentsThreadOf(ctx, threadId));
  if (!thread) throw appError('thread_forbidden');
  const root = thread.kind === 'replies' && thread.parentThreadId ? await findThread(ctx.db, ctx.app.id, thread.parentThreadId) : thread;
  if (!root || !(await mayRead(ctx, root, me))) throw appError('thread_forbidden');
  const participant = await participantOf(ctx.db, thread.id, me.id);
  const canPost = root.kind === 'feed' && thread.kind === 'feed' ? speaksForApp(me) : true;
  return { thread, root, me, settings, participant, canPost };
}
