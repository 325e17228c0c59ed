import { randomUUID } from 'node:crypto';
import { accessNodeSchema, BLOCK_DOCUMENT_VERSION, pageDisplayFlagsSchema } from '@tessera/core/entities/page';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppLifecycle } from '../../context/extensions';
import type { Services } from '../../context/services';
import { rebuildPublishCache } from './publisher';
import { pages } from './schema';

/** What a new app shows before its owner has built anything: a hero and a line of text. */
function starterBlocks(name: string) {
  return [
    { id: randomUUID(), type: 'hero_block', props: { title: name, subtitle: 'Welcome to our app', ratio: 56 } },
    {
      id: randomUUID(),
      type: 'text_block',
      props: { content: '<p>This is your home page. Open the studio to add pages, blocks and your brand colours.</p>' },
    },
  ];
}

/** How pages take part in an app's life: its home page, republishing, its menu, Publish's state. */
export function pagesAppLifecycle(services: () => Services): AppLifecycle {
  return {
    onCreated: async (tx, app) => {
      const homeId = randomUUID();
      await tx.insert(pages).values({
        id: homeId,
        appId: app.id,
        rootId: homeId,
        parentId: null,
        position: 0,
        path: '/',
        title: 'Home',
        contentType: 'generic',
        blocks: { schema_version: BLOCK_DOCUMENT_VERSION, blocks: starterBlocks(app.name) },
        access: accessNodeSchema.parse({}),
        display: pageDisplayFlagsSchema.parse({ is_root: true, show_back_button: false }),
        isPublished: true,
      });
      await rebuildPublishCache(tx, app.id);
      return { homePageId: homeId };
    },
    onAccessChanged: async (tx, appId) => {
      await rebuildPublishCache(tx, appId);
    },
    onMembersViewChanged: (appId) => services().publishCache.invalidateApp(appId),
    navigation: async (db, app) => {
      const topLevel = await db
        .select({ id: pages.id, title: pages.title, path: pages.path })
        .from(pages)
        .where(and(eq(pages.appId, app.id), isNull(pages.parentId), eq(pages.isPublished, true)))
        .orderBy(asc(pages.position), asc(pages.createdAt));
      const home = topLevel.find((p) => p.id === app.homePageId);
      return { home_path: home?.path ?? '/', menu: topLevel.map((p) => ({ title: p.title, path: p.path })) };
    },
    hasUnpublishedChanges: async (db, appId) => {
      const [pending] = await db
        .select({ found: sql<number>`1` })
        .from(pages)
        .where(and(eq(pages.appId, appId), or(isNotNull(pages.draft), eq(pages.isPublished, false))))
        .limit(1);
      return !!pending;
    },
  };
}
