import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AccessNode, PageContentType, StoredBlock } from '@tessera/core/entities/page';
import { formatDurationWords } from '@tessera/core/workouts/units';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps, forms, memberProducts, pages, programStages, programs } from '../db/schema/index';
import { formInputSchema, type FormInput } from '@tessera/core/api/studio-forms';
import { CHECK_IN_FORM, INTAKE_FORM, QUIZ_FORM } from './forms';
import { rebuildPublishCache } from '../modules/pages/publisher';
import { showcaseBlocksA, showcaseFilesA } from './showcase-a';
import { showcaseBlocksB } from './showcase-b';
import { hashPassword } from '../credentials/password';
import { block, createAccount, createAccountUser, createApp, createMember, createPage } from '../test/factories';
import { DEMO_IMAGE_FILES, demoImage, demoImageSvg } from './images';
import { DEMO_APP_SLUG, DEMO_PASSWORD } from './logins';
import { seedDemoCommerce } from './commerce';
import { seedDemoSchedule } from './schedule';
import { COMMUNITY_RUN, MORNING_MOBILITY, seedDemoEvents } from './events';
import { nextDemoTime, type DemoWhen } from './when';
import { seedDemoMessaging } from './messaging';
import { seedDemoActivity } from './activity';
import { seedDemoBlasts } from './notifications';
import { DEMO_WORKOUTS, demoWorkoutBlock, demoWorkoutSeconds, seedDemoWorkoutHistory, seedDemoWorkouts } from './workouts';


const image = demoImage;
const openPage = (pageId: string) => ({ type: 'open_page', page_id: pageId, path: null });

type PageSpec = {
  key: string;
  path: string;
  title: string;
  type: PageContentType;
  parent?: string;
  description: string;
  picture: string;
  blocks: (ids: Record<string, string>) => StoredBlock[];
  /** Hours from seeding until it starts, and how long it lasts, for events and live classes. */
  when?: DemoWhen & { lastsHours: number };
  /** Who may open it (SPEC §3 Access node); unset pages are open to everyone. */
  access?: Partial<AccessNode>;
};

/** The demo's Premium product (a real product bought through the local gateway, demo/commerce.ts): member@demo.test holds it, new sign-ups do not. */
export const DEMO_PRODUCT_ID = 'peak-premium';
const DAY_SECONDS = 86_400;
/** Full Body Burn's time as the workout screen says it: the one estimate, never a number typed here. */
const FULL_BODY_TIME = formatDurationWords(demoWorkoutSeconds('fullbody'), 'en');
const premium = { inherit: false, require_purchase: true, products: [{ id: DEMO_PRODUCT_ID }] };
const lesson = (day: number) => ({
  key: `day${day}`,
  path: `/benefits/three-day-reset/day-${day}`,
  title: `Day ${day}: ${['Breathe', 'Move', 'Rest'][day - 1]}`,
  type: 'generic' as const,
  parent: 'reset',
  description: `Unlocks ${day === 1 ? 'as soon as you start' : `${day - 1} day${day > 2 ? 's' : ''} after you start`}.`,
  picture: ['sleep', 'exercise', 'community'][day - 1]!,
  access: { inherit: false, is_scheduled: true, unlock_duration_seconds: (day - 1) * DAY_SECONDS },
  blocks: () => [block('text_block', { content: `<p>Today's practice for day ${day}. Ten quiet minutes are enough.</p>` })],
});

/** The page's schedule: its next time on the demo's clock, so the demo always looks upcoming and says true. */
function upcoming(when: DemoWhen & { lastsHours: number }) {
  const start = nextDemoTime(Date.now(), when);
  const end = start + when.lastsHours * 3_600_000;
  return [{ starts_at: new Date(start).toISOString(), ends_at: new Date(end).toISOString(), scope_type: 'page' as const, is_multiday: false }];
}

/** The demo app's pages, parents before children. Blocks may point at pages by key. */
const PAGES: PageSpec[] = [
  {
    key: 'programs',
    path: '/programs',
    title: 'Programs',
    type: 'collection',
    description: 'Structured plans that take you from first session to lasting habit.',
    picture: 'strength',
    blocks: () => [block('text_block', { content: '<p>Pick a program and follow it stage by stage. Every week builds on the one before.</p>' })],
  },
  {
    key: 'strength',
    path: '/programs/strength-foundations',
    title: 'Strength Foundations',
    type: 'program',
    parent: 'programs',
    description: 'Four weeks to learn the big lifts with confidence.',
    picture: 'strength',
    blocks: () => [
      block('hero_block', { title: 'Strength Foundations', subtitle: 'Four weeks · three sessions a week', image: image('strength'), ratio: 50 }),
      block('text_block', {
        content:
          '<h2>What you will learn</h2><ul><li>Squat, hinge, push and pull patterns</li><li>How to choose a starting weight</li><li>Simple progress you can track</li></ul>',
      }),
    ],
  },
  {
    key: 'week1',
    path: '/programs/strength-foundations/week-1',
    title: 'Week 1: Learn the patterns',
    type: 'generic',
    parent: 'strength',
    description: 'Bodyweight versions of every movement.',
    picture: 'exercise',
    blocks: () => [block('text_block', { content: '<p>This week is about quality, not load. Film one set of each movement and compare it with the demos.</p>' })],
  },
  {
    key: 'week2',
    path: '/programs/strength-foundations/week-2',
    title: 'Week 2: Add load',
    type: 'generic',
    parent: 'strength',
    description: 'Light dumbbells, same clean reps.',
    picture: 'workout',
    blocks: (ids) => [
      block('text_block', { content: '<p>Pick a weight you could lift ten times and stop at eight. Leave two reps in the tank.</p>' }),
      // The lesson ends with a three-question quiz (issue #12).
      block('button_block', { text: 'Take the week 2 quiz', color: 'primary', action: { type: 'trigger_form', form_id: ids.quizForm! } }),
    ],
  },
  {
    key: 'week3',
    path: '/programs/strength-foundations/week-3',
    title: 'Week 3: Build volume',
    type: 'generic',
    parent: 'strength',
    description: 'One more set of every lift.',
    picture: 'exercise',
    blocks: () => [block('text_block', { content: '<p>Add a third set to each movement. Rest two minutes between sets and keep the reps clean.</p>' })],
  },
  {
    key: 'week4',
    path: '/programs/strength-foundations/week-4',
    title: 'Week 4: Test and plan',
    type: 'generic',
    parent: 'strength',
    description: 'Measure your progress and choose what comes next.',
    picture: 'workout',
    blocks: () => [block('text_block', { content: '<p>Repeat your week 1 sets and compare. Write down your new starting weights for the next block.</p>' })],
  },
  {
    key: 'workouts',
    path: '/workouts',
    title: 'Workouts',
    type: 'collection',
    description: 'Sessions for any day, from 10 minutes to an hour.',
    picture: 'workout',
    blocks: () => [block('text_block', { content: '<p>Short on time? Every session here works on its own.</p>' })],
  },
  {
    key: 'fullbody',
    path: '/workouts/full-body-burn',
    title: 'Full Body Burn',
    type: 'workout',
    parent: 'workouts',
    description: `${FULL_BODY_TIME}, no equipment, all of you.`,
    picture: 'workout',
    blocks: () => [
      block('hero_block', { title: 'Full Body Burn', subtitle: `${FULL_BODY_TIME} · no equipment`, image: image('workout'), ratio: 50 }),
      block('text_block', {
        content:
          '<h2>The session</h2><ol><li>Warm-up: 3 minutes of easy movement</li><li>Four rounds: 40 s squats, 40 s push-ups, 40 s lunges, 40 s plank</li><li>Cool-down and stretch</li></ol>',
      }),
    ],
  },
  {
    key: 'gobletsquat',
    path: '/workouts/goblet-squat',
    title: 'Goblet Squat',
    type: 'exercise',
    parent: 'workouts',
    description: 'The friendliest way to learn to squat.',
    picture: 'exercise',
    blocks: () => [
      block('image_block', { image: image('exercise'), alt: 'Illustration of a goblet squat', ratio: 56 }),
      block('text_block', {
        content:
          '<p>Hold a weight at your chest, elbows tucked. Sit between your heels, keep your chest tall, and drive the floor away to stand.</p>',
      }),
    ],
  },
  {
    // The menu lists top-level pages: this one's path is the member app's own Messages screen
    // (its route comes before pages'), so the demo's menu reaches the chats and the feed.
    key: 'messages',
    path: '/me/messages',
    title: 'Messages',
    type: 'generic',
    description: 'Your conversations, the community feed and comments.',
    picture: 'community',
    blocks: () => [],
  },
  {
    key: 'library',
    path: '/library',
    title: 'Library',
    type: 'collection',
    description: 'Articles and recipes to support your training.',
    picture: 'sleep',
    blocks: () => [block('text_block', { content: '<p>Read, cook and recover well.</p>' })],
  },
  {
    key: 'sleep',
    path: '/library/sleep-and-recovery',
    title: 'Sleep and Recovery',
    type: 'article',
    parent: 'library',
    description: 'Why the hours you sleep count as much as the sets you lift.',
    picture: 'sleep',
    blocks: () => [
      block('image_block', { image: image('sleep'), alt: 'A calm night sky', ratio: 50 }),
      block('text_block', {
        content:
          '<p>Muscle is built between sessions, not during them. Aim for seven to nine hours, keep a regular bedtime, and dim the screens an hour before sleep.</p><blockquote>Recovery is training you do lying down.</blockquote>',
      }),
    ],
  },
  {
    key: 'bowl',
    path: '/library/green-power-bowl',
    title: 'Green Power Bowl',
    type: 'meal',
    parent: 'library',
    description: 'A 15-minute bowl with 35 g of protein.',
    picture: 'recipe',
    blocks: () => [
      block('image_block', { image: image('recipe'), alt: 'A colourful grain bowl', ratio: 56 }),
      block('text_block', {
        content:
          '<h2>Ingredients</h2><ul><li>120 g cooked quinoa</li><li>100 g edamame</li><li>1 avocado</li><li>A handful of spinach</li><li>Lemon and tahini dressing</li></ul><h2>Method</h2><p>Warm the quinoa, toss everything together, dress and eat.</p>',
      }),
    ],
  },
  {
    key: 'live',
    path: '/live',
    title: 'Live',
    type: 'collection',
    description: 'Live classes and community events.',
    picture: 'live',
    blocks: () => [block('text_block', { content: '<p>Join a class as it happens or meet the community in person.</p>' })],
  },
  {
    key: 'mobility',
    path: '/live/morning-mobility',
    title: 'Morning Mobility',
    type: 'stream',
    parent: 'live',
    description: 'A gentle live class every weekday at 7:00.',
    picture: 'live',
    when: { ...MORNING_MOBILITY, lastsHours: 1 },
    blocks: () => [block('text_block', { content: '<p>Twenty minutes to wake up your hips, spine and shoulders. Bring a mat.</p>' })],
  },
  {
    key: 'hiit',
    path: '/live/live-hiit',
    title: 'Live HIIT',
    type: 'event_occurrence',
    parent: 'live',
    description: 'Weekly live intervals, two spots a class.',
    picture: 'live',
    blocks: () => [block('text_block', { content: '<p>Thirty minutes of intervals, streamed live. Book a spot; when the class is full, join the waitlist.</p>' })],
  },
  {
    key: 'run',
    path: '/live/community-run',
    title: 'Community 5K Run',
    type: 'event_occurrence',
    parent: 'live',
    description: 'Saturday morning, all paces welcome.',
    picture: 'event',
    when: { ...COMMUNITY_RUN, lastsHours: 2 },
    blocks: () => [block('text_block', { content: '<p>Meet at the park gates at 9:00. Coffee afterwards is on us.</p>' })],
  },
  {
    key: 'starter',
    path: '/starter-pack',
    title: 'Starter Pack',
    type: 'pack',
    description: 'Everything a new member needs in week one.',
    picture: 'pack',
    blocks: () => [
      // What the pack bundles is listed by the pack itself (demo/events.ts), under this text.
      block('text_block', { content: '<p>Start here: one program, one workout and one recipe, chosen for your first week.</p>' }),
    ],
  },
  {
    key: 'checkin',
    path: '/check-in',
    title: 'Weekly Check-in',
    type: 'form',
    description: 'Tell your coach how the week went.',
    picture: 'form',
    blocks: () => [block('text_block', { content: '<p>Two minutes, four questions. Your coach reads every answer.</p>' })],
  },
  {
    key: 'about',
    path: '/about',
    title: 'About Peak',
    type: 'generic',
    description: 'Who we are and how we coach.',
    picture: 'community',
    blocks: () => [
      block('image_block', { image: image('community'), alt: 'The Peak community', ratio: 50 }),
      block('text_block', {
        content:
          '<p>Peak is a small team of coaches who believe strength is for everyone. We write every program ourselves and answer every message.</p>',
      }),
    ],
  },
];

/** Pages that show every kind of lock (issue 4's demo): free, sign-in, paid, private, drip, browsing. */
/** A page that shows every block type at least once (issue 5: the demo shows every block somewhere). */
const SHOWCASE_PAGES: PageSpec[] = [
  {
    key: 'explore',
    path: '/explore',
    title: 'Explore the club',
    type: 'generic',
    description: 'Coaches, workouts, live classes, where to find us and how to reach us.',
    picture: 'community',
    blocks: (ids) => [
      block('text_block', { content: '<h2>Everything in one place</h2><p>Meet the coaches, try a workout, join a live class and find the club.</p>' }),
      ...showcaseBlocksA(),
      ...showcaseBlocksB().map((b) => (b.type === 'form_submission_block' ? { ...b, props: { ...b.props, form_id: ids.checkInForm! } } : b)),
    ],
  },
];

const BENEFIT_PAGES: PageSpec[] = [
  {
    key: 'benefits',
    path: '/benefits',
    title: 'Member benefits',
    type: 'collection',
    description: 'What signing in and going premium open up.',
    picture: 'pack',
    blocks: () => [block('text_block', { content: '<p>Some pages are free, some need an account, and some are for Premium members.</p>' })],
  },
  {
    key: 'free',
    path: '/benefits/free-guide',
    title: 'Free guide: your first week',
    type: 'article',
    parent: 'benefits',
    description: 'Open to everyone.',
    picture: 'hero',
    blocks: () => [block('text_block', { content: '<p>Three sessions, one walk and one early night. That is the whole plan.</p>' })],
  },
  {
    key: 'lounge',
    path: '/benefits/members-lounge',
    title: 'Members lounge',
    type: 'generic',
    parent: 'benefits',
    description: 'Sign in to read.',
    picture: 'community',
    access: { inherit: false, require_authentication: true },
    blocks: () => [block('text_block', { content: '<p>Welcome in. Introduce yourself in the community chat this week.</p>' })],
  },
  {
    key: 'masterclass',
    path: '/benefits/premium-masterclass',
    title: 'Premium masterclass',
    type: 'stream',
    parent: 'benefits',
    description: 'For Premium members.',
    picture: 'live',
    access: premium,
    blocks: () => [block('text_block', { content: '<p>The full masterclass: programming your own training blocks, step by step.</p>' })],
  },
  {
    key: 'peek',
    path: '/benefits/sneak-peek',
    title: 'Sneak peek',
    type: 'article',
    parent: 'benefits',
    description: 'A Premium article anyone may browse.',
    picture: 'recipe',
    access: { ...premium, allow_browsing: true },
    blocks: () => [block('text_block', { content: '<p>A taste of Premium: our favourite high-protein breakfasts.</p>' })],
  },
  {
    key: 'coaches',
    path: '/benefits/coaches-corner',
    title: "Coaches' corner",
    type: 'generic',
    parent: 'benefits',
    description: 'Private: only for members who joined it.',
    picture: 'strength',
    access: { inherit: false, is_private: true },
    blocks: () => [block('text_block', { content: '<p>Notes for the coaching team.</p>' })],
  },
  {
    key: 'reset',
    path: '/benefits/three-day-reset',
    title: 'Three-day reset',
    type: 'program',
    parent: 'benefits',
    description: 'Start it, and a new lesson opens each day.',
    picture: 'sleep',
    access: { inherit: false, is_progress_root: true },
    blocks: () => [block('text_block', { content: '<p>Press Start: day 1 opens now, the next ones a day apart.</p>' })],
  },
  lesson(1),
  lesson(2),
  lesson(3),
];

const homeBlocks = (ids: Record<string, string>): StoredBlock[] => [
  block('hero_block', {
    title: 'Train with purpose',
    subtitle: 'Programs, workouts and a community that keeps you going.',
    image: image('hero'),
    ratio: 75,
    action: openPage(ids.strength!),
    action_text: 'Start a program',
  }),
  block('text_block', {
    content:
      '<h2>Welcome to Peak</h2><p>Whether you are lifting your first weight or chasing a new record, there is a plan here for you. Start with a program, drop into a live class, or cook something good.</p>',
  }),
  block('image_block', { image: image('community'), alt: 'Members training together', ratio: 42, caption: 'Every Saturday: community run and coffee.' }),
  block('button_block', { text: 'Browse all workouts', color: 'primary', action: openPage(ids.workouts!) }),
  block('collection_block', {
    title: 'Featured',
    layout: 'grid',
    items: [{ page_id: ids.strength! }, { page_id: ids.fullbody! }, { page_id: ids.sleep! }, { page_id: ids.bowl! }],
  }),
];

/**
 * Writes the demo's pictures and files into the uploads folder, those that are missing: a database
 * seeded earlier (PostgreSQL) may meet a new `DATA_DIR`, and a restart need not write them again.
 */
export async function writeDemoImages(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, 'uploads', 'demo');
  await mkdir(dir, { recursive: true });
  const files: Record<string, () => string | Buffer> = {
    ...Object.fromEntries(DEMO_IMAGE_FILES.map(([file, name]) => [file, () => demoImageSvg(name)])),
    ...showcaseFilesA(),
  };
  const missing = Object.entries(files).filter(([name]) => !existsSync(path.join(dir, name)));
  await Promise.all(missing.map(([name, bytes]) => writeFile(path.join(dir, name), bytes())));
}

/**
 * Seeds the demo app once: skipped when an app with the demo slug exists. Uses the same factories
 * as the tests. Returns whether it seeded.
 *
 * The three demo people share one password, so it is hashed once (scrypt at the configured cost,
 * ~270 ms) and the hash stored for each. `main.ts` may start that hash before the database is
 * open and pass it in as `passwordHash`.
 */
export async function seedDemo(db: Db, args: { dataDir: string; passwordHash?: Promise<string> }): Promise<boolean> {
  await writeDemoImages(args.dataDir);
  const [existing] = await db.select({ id: apps.id }).from(apps).where(eq(apps.slug, DEMO_APP_SLUG)).limit(1);
  if (existing) return false;
  const passwordHash = await (args.passwordHash ?? hashPassword(DEMO_PASSWORD));

  // One transaction: a start that dies half-way leaves no half a demo (the next start seeds it
  // again), and PGlite commits once rather than after each of ~100 statements.
  await db.transaction(async (tx) => {
    await seedDemoRows(tx, passwordHash);
  });
  return true;
}

/** Strength Foundations as a program (SPEC §4): its four weekly pages are its stages, in order. */
async function seedStrengthProgram(db: Db, appId: string, ids: Record<string, string>): Promise<string> {
  const [program] = await db.insert(programs).values({ appId, title: 'Strength Foundations', pageId: ids.strength! }).returning({ id: programs.id });
  const weeks = ['week1', 'week2', 'week3', 'week4'];
  await db.insert(programStages).values(weeks.map((key, position) => ({ appId, programId: program!.id, position, title: `Week ${position + 1}`, pageId: ids[key]! })));
  return program!.id;
}

/** Pages a member plans for a day: they offer "Add to schedule" (SPEC §3 show_add_to_schedule_button). */
const PLANNABLE_TYPES: readonly string[] = ['workout', 'exercise', 'meal', 'article'];
const PLANNABLE_PARENTS: readonly string[] = ['strength'];

async function seedDemoRows(db: Db, passwordHash: string): Promise<void> {
  const account = await createAccount(db, { name: 'Peak Coaching' });
  await createAccountUser(db, { accountId: account.id, email: 'owner@demo.test', name: 'Olivia Owner', passwordHash });
  const app = await createApp(db, {
    accountId: account.id,
    slug: DEMO_APP_SLUG,
    name: 'Peak',
    toolbar: { logo: image('logo'), align: 'left' },
    languages: ['en', 'de', 'es', 'fr', 'ar'],
    defaultLocale: 'en',
  });

  // Pages are created in two passes so that blocks can point at pages created after them.
  const ids: Record<string, string> = {};
  const home = await createPage(db, { appId: app.id, path: '/', title: 'Home', contentType: 'generic', isHome: true, position: 0 });
  ids.home = home.id;
  let position = 1;
  for (const spec of [...PAGES, ...BENEFIT_PAGES, ...SHOWCASE_PAGES]) {
    const page = await createPage(db, {
      appId: app.id,
      path: spec.path,
      title: spec.title,
      contentType: spec.type,
      parentId: spec.parent ? ids[spec.parent] : null,
      position: position++,
      description: spec.description,
      image: image(spec.picture),
      display: { show_back_button: true, show_add_to_schedule_button: PLANNABLE_TYPES.includes(spec.type) || PLANNABLE_PARENTS.includes(spec.parent ?? '') },
      ...(spec.when ? { schedules: upcoming(spec.when) } : {}),
      ...(spec.access ? { access: spec.access } : {}),
    });
    ids[spec.key] = page.id;
  }
  // Forms before blocks: buttons and blocks name them by id.
  const addForm = async (input: FormInput, pageId: string | null = null) => {
    const form = formInputSchema.parse(input);
    const [row] = await db
      .insert(forms)
      .values({
        appId: app.id,
        title: form.title,
        trigger: form.trigger,
        showIntroScreen: form.show_intro_screen,
        introHeading: form.intro_heading,
        introDescription: form.intro_description,
        groups: form.form_groups,
        pageId,
      })
      .returning({ id: forms.id });
    return row!.id;
  };
  ids.checkInForm = await addForm(CHECK_IN_FORM, ids.checkin!);
  ids.intakeForm = await addForm(INTAKE_FORM);
  ids.quizForm = await addForm(QUIZ_FORM);
  const strengthProgramId = await seedStrengthProgram(db, app.id, ids);
  await db.update(pages).set({ blocks: { schema_version: 1, blocks: homeBlocks(ids) } }).where(eq(pages.id, home.id));
  // Workouts belong to their pages; each page's workout block names its workout (issue 14).
  const demoWorkouts = await seedDemoWorkouts(db, { appId: app.id, ids });
  const workoutBlocks = new Map(DEMO_WORKOUTS.map((spec) => [spec.page, demoWorkoutBlock(spec, demoWorkouts.workoutIds[spec.key]!)]));
  for (const spec of [...PAGES, ...BENEFIT_PAGES, ...SHOWCASE_PAGES]) {
    const workoutBlock = workoutBlocks.get(spec.key);
    const own = spec.blocks(ids);
    // After the page's opening block (its hero or intro), before what the page ends with (a quiz button).
    const blocks = workoutBlock ? [...own.slice(0, 1), workoutBlock, ...own.slice(1)] : own;
    await db.update(pages).set({ blocks: { schema_version: 1, blocks } }).where(eq(pages.id, ids[spec.key]!));
  }

  const admin = await createMember(db, { appId: app.id, email: 'admin@demo.test', name: 'Adam Admin', passwordHash, isAdmin: true });
  const member = await createMember(db, { appId: app.id, email: 'member@demo.test', name: 'Mia Member', passwordHash });
  await db.insert(memberProducts).values({ appId: app.id, memberId: member.id, productId: DEMO_PRODUCT_ID });
  await seedDemoCommerce(db, { appId: app.id, premiumId: DEMO_PRODUCT_ID, memberId: member.id });
  await seedDemoSchedule(db, {
    appId: app.id,
    memberId: member.id,
    programId: strengthProgramId,
    programPageId: ids.strength!,
    stagePageIds: ['week1', 'week2', 'week3', 'week4'].map((key) => ids[key]!),
    pages: { workout: ids.fullbody!, meal: ids.bowl!, article: ids.sleep! },
  });
  await seedDemoEvents(db, { appId: app.id, ids, passwordHash, bookerIds: [admin.id, member.id] });
  await seedDemoWorkoutHistory(db, { appId: app.id, memberId: member.id, pageIds: Object.fromEntries(DEMO_WORKOUTS.map((w) => [w.key, ids[w.page]!])), demo: demoWorkouts });
  await seedDemoMessaging(db, { appId: app.id, appName: 'Peak', memberId: member.id, articlePageId: ids.sleep! });
  await seedDemoBlasts(db, { appId: app.id });
  await seedDemoActivity(db, {
    appId: app.id,
    memberId: member.id,
    viewedPageIds: ['home', 'strength', 'workouts', 'fullbody', 'library', 'sleep', 'bowl', 'live', 'hiit', 'explore', 'week1', 'week2'].map((key) => ids[key]!),
    completablePageIds: ['week1', 'week2', 'week3', 'fullbody', 'sleep', 'bowl'].map((key) => ids[key]!),
  });
  await rebuildPublishCache(db, app.id);
}
