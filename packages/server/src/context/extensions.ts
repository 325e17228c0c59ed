import type { Viewer } from '@tessera/core/access/viewer';
import type { MyContent } from '@tessera/core/entities/my-content';
import type { SignInResponse } from '@tessera/core/entities/sign-in';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import type { ReminderItem } from '@tessera/core/notifications/reminders';
import type { Db } from '../db/client';
import type { AppRow } from '../modules/apps/schema';
import type { AppContext, Identity, MemberAuth } from './app-context';
import type { DomainEventListener } from './domain-events';
import type { TenantApp } from './tenant-app';

/**
 * What a module adds to viewers — its entitlements, its started progress roots — for several
 * members of one app at once: a request asks for one member, a reminder sweep for a batch, and
 * either costs the module one query. A member the module knows nothing of may be left out.
 */
export type ViewerFact = (db: Db, args: { appId: string; memberIds: readonly string[]; now: Date }) => Promise<ReadonlyMap<string, Partial<Viewer>>>;

/** A member as the access engine starts from, before the modules' facts. */
export type ViewerMember = { id: string; isAdmin: boolean; isAccountAdmin: boolean; timezone: string };

/** Viewers of several members of one app, with every module's facts (context/viewer.ts). */
export type ViewersOf = (db: Db, args: { appId: string; members: readonly ViewerMember[]; now: Date }) => Promise<ReadonlyMap<string, Viewer>>;

/** The parts of SPEC §3's sign-in response that are not the user and the token. */
export type SignInParts = Omit<SignInResponse, 'user' | 'authentication_token'>;
/** What a module adds to the sign-in response for a member. */
export type SignInPart = (ctx: AppContext, member: MemberAuth) => Promise<Partial<SignInParts>>;

/** What a product unlocks among a module's items (pages by their access rules; programs and packs later). */
export type ProductItem = { type: 'page' | 'program' | 'pack'; id: string; title: string | null; path: string | null };
export type ProductItemsPart = (db: Db, args: { appId: string; productId: string }) => Promise<ProductItem[]>;

/** A member following something, as the module that owns it tells the others (inside its transaction). */
export type FollowingMember = { appId: string; memberId: string };

/**
 * What other modules do when a member starts, completes or leaves something, so that the owners
 * (programs, progress) never import them: the schedule lays a program's stages onto the member's
 * days and clears them again.
 */
export type FollowingHooks = {
  /** A program was started (or started again); `startDate` is null when no start day was given. */
  onProgramStarted?: (
    tx: Db,
    /** `stageDripDays`: each stage's drip days in order (null: none); absent means no drip. */
    args: FollowingMember & { programId: string; startDate: string | null; stagePageIds: readonly string[]; stageDripDays?: readonly (number | null)[] },
  ) => Promise<void>;
  /** A program was completed at `now`. */
  onProgramCompleted?: (tx: Db, args: FollowingMember & { programId: string; now: Date }) => Promise<void>;
  /** A page was unsubscribed from: `pageIds` are it and its sequence items (SPEC §4 Page actions). */
  onPagesUnsubscribed?: (tx: Db, args: FollowingMember & { pageId: string; pageIds: readonly string[] }) => Promise<void>;
};

/** What a module adds to `GET /my-content`. */
export type MyContentPart = (ctx: AppContext, member: MemberAuth) => Promise<Partial<MyContent>>;

/**
 * Where reminders come from (decision 029): a module with dated things (program days, booked
 * events, scheduled items) yields them per member; notifications plans and sends the reminders.
 * `due` answers every item of `[from, to)` (all-day items whose day overlaps it), optionally of one
 * member; `confirm` answers the item as it stands at send time, or null when it was cancelled,
 * unbooked or completed — then nothing is sent. `tools.viewersOf` is for a source whose items
 * only some members may see (the app's page windows): the access engine decides, in batches.
 */
export type ReminderSource = {
  name: string;
  due: (db: Db, args: { from: Date; to: Date; appId?: string; memberId?: string }, tools: ReminderTools) => Promise<{ appId: string; memberId: string; item: ReminderItem }[]>;
  confirm: (db: Db, args: { appId: string; memberId: string; itemId: string }, tools: ReminderTools) => Promise<ReminderItem | null>;
};

/** What the reminder planner lends its sources. */
export type ReminderTools = { viewersOf: ViewersOf };

/**
 * The extension points modules fill instead of editing each other (ARCHITECTURE: "Extension points
 * instead of edits"): app.ts collects each module's contributions once, in module order.
 */
export type Extensions = {
  /** Members: who the identity's credentials belong to within this app. */
  findMember: (args: { db: Db; app: TenantApp; identity: Identity }) => Promise<MemberAuth | null>;
  /** Accounts: whether the identity is a studio preview of this app by its owning account (SPEC §6 test runs). */
  isTestRun: (args: { db: Db; app: TenantApp; identity: Identity }) => Promise<boolean>;
  viewerFacts: readonly ViewerFact[];
  appLifecycle: readonly AppLifecycle[];
  signInParts: readonly SignInPart[];
  myContentParts: readonly MyContentPart[];
  /** What a product unlocks, for checkout's success screen and the studio's product screen. */
  productItems: readonly ProductItemsPart[];
  /** What modules do when a member starts, completes or leaves a program or a page. */
  following: readonly FollowingHooks[];
  /** Who hears domain events (sign-ups, purchases, submissions…): activity's webhooks. */
  domainEvents: readonly DomainEventListener[];
  /** Dated things members are reminded of (programs today; events and schedule when they land). */
  reminderSources: readonly ReminderSource[];
};

/**
 * What other modules do when an app changes, so apps (early in the module order) never imports
 * them: pages gives a new app its home page, republishes when access changes, and builds the
 * navigation and the unpublished-changes flag. Several modules may take part; results merge.
 */
export type AppLifecycle = {
  /** Inside the creating transaction; returns columns to set on the new app (its home page). */
  onCreated?: (tx: Db, app: AppRow) => Promise<Partial<Pick<AppRow, 'homePageId'>>>;
  /** Inside the settings transaction, when the app's access rules changed. */
  onAccessChanged?: (tx: Db, appId: string) => Promise<void>;
  /** After the app or anything members see of it changed: drop this instance's caches. */
  onMembersViewChanged?: (appId: string) => void;
  /** The menu and home path members see (part of the public app config). */
  navigation?: (db: Db, app: AppRow) => Promise<Partial<Pick<PublicAppConfig, 'home_path' | 'menu'>>>;
  /** Whether the studio should offer Publish. */
  hasUnpublishedChanges?: (db: Db, appId: string) => Promise<boolean>;
};
