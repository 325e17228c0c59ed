import type { Viewer } from '@tessera/core/access/viewer';
import type { MyContent } from '@tessera/core/entities/my-content';
import type { SignInResponse } from '@tessera/core/entities/sign-in';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import type { Db } from '../db/client';
import type { AppRow } from '../modules/apps/schema';
import type { AppContext, Identity, MemberAuth } from './app-context';
import type { TenantApp } from './tenant-app';

/** What a module adds to the viewer: its entitlements, its started progress roots. */
export type ViewerFact = (ctx: AppContext, member: MemberAuth) => Promise<Partial<Viewer>>;

/** The parts of SPEC §3's sign-in response that are not the user and the token. */
export type SignInParts = Omit<SignInResponse, 'user' | 'authentication_token'>;
/** What a module adds to the sign-in response for a member. */
export type SignInPart = (ctx: AppContext, member: MemberAuth) => Promise<Partial<SignInParts>>;

/** What a product unlocks among a module's items (pages by their access rules; programs and packs later). */
export type ProductItem = { type: 'page' | 'program' | 'pack'; id: string; title: string | null; path: string | null };
export type ProductItemsPart = (db: Db, args: { appId: string; productId: string }) => Promise<ProductItem[]>;

/** What a module adds to `GET /my-content`. */
export type MyContentPart = (ctx: AppContext, member: MemberAuth) => Promise<Partial<MyContent>>;

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
