import { escapeMessageText } from '@tessera/core/messaging/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/index';
import { messageReactions, messages, messageThreads, threadParticipants, type ThreadKindColumn } from '../modules/messaging/schema';
import { appProfileOf } from '../modules/messaging/settings';
import { pages } from '../modules/pages/schema';
import { createMember } from '../test/factories';

type Line = [author: string, text: string, minutesAgo: number];

/**
 * The demo's conversations (issue 15): a community feed with the app's posts and members' comments
 * and likes, a group and a direct thread for member@demo.test, and comments on the Sleep and
 * Recovery article. Runs inside the demo seed's one transaction (the seed itself runs once).
 */
export async function seedDemoMessaging(db: Db, args: { appId: string; appName: string; memberId: string; articlePageId: string; now?: Date }) {
  const { appId } = args;
  const now = (args.now ?? new Date()).getTime();
  const people: Record<string, string> = { mia: args.memberId };
  people.app = (await appProfileOf(db, { id: appId, name: args.appName })).id;
  for (const [key, name] of [
    ['noah', 'Noah Runner'],
    ['lena', 'Lena Lifter'],
    ['sam', 'Sam Stretch'],
  ] as const) {
    // Sam Stretch is not the events seed's Sam Sprinter (sam@demo.test): a surname keeps the emails apart.
    people[key] = (await createMember(db, { appId, email: `${name.toLowerCase().replace(' ', '.')}@demo.test`, name })).id;
  }
  await db.update(members).set({ isProfilePublic: true }).where(eq(members.appId, appId));

  const thread = async (kind: ThreadKindColumn, extra: Partial<typeof messageThreads.$inferInsert>, who: string[], lines: Line[]) => {
    const [row] = await db.insert(messageThreads).values({ appId, kind, activityTs: now, ...extra }).returning();
    const written: { id: string; ts: number }[] = [];
    for (const [author, text, minutesAgo] of lines) {
      const ts = now - minutesAgo * 60_000;
      const [message] = await db
        .insert(messages)
        .values({ appId, threadId: row!.id, ts, authorId: people[author]!, text: escapeMessageText(text), createdAt: new Date(ts) })
        .returning({ id: messages.id, ts: messages.ts });
      written.push(message!);
    }
    const last = written.at(-1)?.ts ?? null;
    await db.update(messageThreads).set({ lastTs: last ?? 0, latestMessageTs: last, activityTs: last ?? now, messageCount: written.length }).where(eq(messageThreads.id, row!.id));
    const authors = new Set(lines.map(([author]) => author));
    await db.insert(threadParticipants).values(
      [...new Set(who)].map((key) => ({ appId, threadId: row!.id, memberId: people[key]!, hasContributed: authors.has(key), lastReadTs: key === 'mia' ? null : last })),
    );
    return { id: row!.id, messages: written };
  };

  const feed = await thread('feed', { title: 'Community' }, ['app', 'mia', 'noah', 'lena'], [
    ['app', 'Welcome to the Peak community! Introduce yourself in the comments 👋', 3 * 24 * 60],
    ['app', 'This week: three short mobility sessions. Who is in?', 2 * 24 * 60],
    ['app', 'New article: Sleep and Recovery — why the hours you sleep count as much as the sets you lift.', 5 * 60],
  ]);
  const welcome = feed.messages[0]!;
  const replies = await thread('replies', { title: 'Community', parentThreadId: feed.id, parentMessageId: welcome.id }, ['app', 'noah', 'mia'], [
    ['noah', 'Hi all, Noah here — training for my first half marathon.', 3 * 24 * 60 - 30],
    ['mia', 'Mia! Back to lifting after a long break. @<Noah Runner> good luck!', 3 * 24 * 60 - 20],
  ]);
  await db.update(messages).set({ replyThreadId: replies.id, replyCount: 2, reactionCount: 2 }).where(eq(messages.id, welcome.id));
  await db.insert(messageReactions).values([
    { appId, messageId: welcome.id, memberId: people.noah! },
    { appId, messageId: welcome.id, memberId: people.lena! },
  ]);

  await thread('group', { title: 'Morning crew', hasBeenRenamed: true, createdBy: people.noah }, ['noah', 'mia', 'lena'], [
    ['noah', 'Run at 7 tomorrow?', 14 * 60],
    ['lena', 'I am in. Usual place.', 14 * 60 - 5],
    ['noah', 'Bring water, it will be warm.', 14 * 60 - 4],
    ['mia', 'Count me in too!', 60],
  ]);
  await thread('direct', { directKey: [people.mia!, people.noah!].sort().join(':'), createdBy: people.noah }, ['mia', 'noah'], [
    ['noah', 'How did week 1 of Strength Foundations go?', 26 * 60],
    ['mia', 'Tough but good. Squats felt strong.', 25 * 60],
    ['noah', 'Nice! Week 2 adds a fourth set, pace yourself.', 30],
  ]);

  // Comments on an article: a commentable page's thread has the page's id.
  await db.update(pages).set({ isCommentable: true }).where(eq(pages.id, args.articlePageId));
  const [article] = await db.select({ title: pages.title }).from(pages).where(eq(pages.id, args.articlePageId));
  await thread('comments', { id: args.articlePageId, title: article!.title, pageId: args.articlePageId }, ['lena', 'sam'], [
    ['lena', 'The part about a regular wake-up time changed my week.', 4 * 60],
    ['sam', 'Any tips for naps after a late session?', 2 * 60],
  ]);

  // The showcase's chat block shows the community feed.
  for (const page of await db.select({ id: pages.id, blocks: pages.blocks }).from(pages).where(eq(pages.appId, appId))) {
    const text = JSON.stringify(page.blocks);
    if (text.includes('"community-lounge"')) {
      await db.update(pages).set({ blocks: JSON.parse(text.replaceAll('"community-lounge"', JSON.stringify(feed.id))) }).where(eq(pages.id, page.id));
    }
  }
  return { feedId: feed.id };
}
