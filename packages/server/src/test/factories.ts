import { randomUUID } from 'node:crypto';
import { appAccessSchema, toolbarSchema, type AppAccess, type Locale, type Toolbar } from '@tessera/core/entities/app';
import {
  accessNodeSchema,
  BLOCK_DOCUMENT_VERSION,
  pageDisplayFlagsSchema,
  type AccessNode,
  type PageAction,
  type PageAttributes,
  type PageContentType,
  type PageDisplayFlags,
  type PageSchedule,
  type StoredBlock,
} from '@tessera/core/entities/page';
import { themeSchema, type Theme } from '@tessera/core/entities/theme';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, accountUsers, appDomains, apps, members, pages } from '../db/schema/index';
import { hashPassword } from '../credentials/password';

/**
 * Factories shared by the tests and the demo seed: each writes one valid row with sensible
 * defaults, so a test says only what matters to it.
 */

export async function createAccount(db: Db, args: { name?: string } = {}) {
  const [row] = await db.insert(accounts).values({ name: args.name ?? 'Test account' }).returning();
  return row!;
}

export async function createAccountUser(db: Db, args: { accountId: string; email: string; name?: string; password?: string; passwordHash?: string }) {
  const passwordHash = args.passwordHash ?? (args.password ? await hashPassword(args.password) : null);
  const [row] = await db
    .insert(accountUsers)
    .values({ accountId: args.accountId, email: args.email, name: args.name ?? 'Owner', passwordHash })
    .returning();
  return row!;
}

export async function createApp(
  db: Db,
  args: {
    accountId?: string;
    slug?: string;
    name?: string;
    theme?: Partial<Theme>;
    toolbar?: Partial<Toolbar>;
    access?: Partial<AppAccess>;
    languages?: Locale[];
    defaultLocale?: Locale;
    showMadeWithBadge?: boolean;
    domains?: string[];
  } = {},
) {
  const accountId = args.accountId ?? (await createAccount(db)).id;
  const slug = args.slug ?? `app-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(apps)
    .values({
      accountId,
      slug,
      name: args.name ?? 'Test app',
      theme: themeSchema.parse(args.theme ?? {}),
      toolbar: toolbarSchema.parse(args.toolbar ?? {}),
      access: appAccessSchema.parse(args.access ?? {}),
      languages: args.languages ?? ['en'],
      defaultLocale: args.defaultLocale ?? 'en',
      showMadeWithBadge: args.showMadeWithBadge ?? true,
    })
    .returning();
  for (const domain of args.domains ?? []) {
    await db.insert(appDomains).values({ domain: domain.toLowerCase(), appId: row!.id });
  }
  return row!;
}

let blockCounter = 0;
/** A stored block with a fresh id: `block('hero_block', { title: 'Hi' })`. */
export function block(type: `${string}_block`, props: Record<string, unknown> = {}): StoredBlock {
  blockCounter += 1;
  return { id: `b${blockCounter.toString(36)}${randomUUID().slice(0, 6)}`, type, props };
}

export async function createPage(
  db: Db,
  args: {
    appId: string;
    path: string;
    title?: string;
    contentType?: PageContentType;
    parentId?: string | null;
    position?: number;
    blocks?: StoredBlock[];
    attributes?: PageAttributes;
    access?: Partial<AccessNode>;
    display?: Partial<PageDisplayFlags>;
    actions?: PageAction[];
    schedules?: PageSchedule[];
    description?: string | null;
    image?: string | null;
    tags?: string[];
    isPublished?: boolean;
    isHome?: boolean;
  },
) {
  const id: string = randomUUID();
  let rootId = id;
  if (args.parentId) {
    const [parent] = await db.select({ rootId: pages.rootId }).from(pages).where(eq(pages.id, args.parentId));
    if (!parent) throw new Error(`createPage: parent ${args.parentId} does not exist`);
    rootId = parent.rootId;
  }
  const [row] = await db
    .insert(pages)
    .values({
      id,
      appId: args.appId,
      rootId,
      parentId: args.parentId ?? null,
      position: args.position ?? 0,
      path: args.path,
      title: args.title ?? 'Untitled page',
      contentType: args.contentType ?? 'generic',
      attributes: args.attributes ?? {},
      blocks: { schema_version: BLOCK_DOCUMENT_VERSION, blocks: args.blocks ?? [] },
      access: accessNodeSchema.parse({ ...args.access, parent: args.parentId ?? null }),
      display: pageDisplayFlagsSchema.parse({ is_root: !args.parentId, ...args.display }),
      actions: args.actions ?? [],
      schedules: args.schedules ?? [],
      description: args.description ?? null,
      image: args.image ?? null,
      tags: args.tags ?? [],
      isPublished: args.isPublished ?? true,
    })
    .returning();
  if (args.isHome) await db.update(apps).set({ homePageId: id }).where(eq(apps.id, args.appId));
  return row!;
}

export async function createMember(
  db: Db,
  args: {
    appId: string;
    email?: string;
    name?: string;
    password?: string;
    passwordHash?: string;
    isAdmin?: boolean;
    isAccountAdmin?: boolean;
    isAppMessagingProfile?: boolean;
    language?: Locale | null;
    timezone?: string;
  },
) {
  const passwordHash = args.passwordHash ?? (args.password ? await hashPassword(args.password) : null);
  const [row] = await db
    .insert(members)
    .values({
      appId: args.appId,
      email: args.email ?? `member-${randomUUID().slice(0, 8)}@example.test`,
      name: args.name ?? 'Test Member',
      passwordHash,
      isAdmin: args.isAdmin ?? false,
      isAccountAdmin: args.isAccountAdmin ?? false,
      isAppMessagingProfile: args.isAppMessagingProfile ?? false,
      language: args.language ?? null,
      timezone: args.timezone ?? 'UTC',
    })
    .returning();
  return row!;
}
