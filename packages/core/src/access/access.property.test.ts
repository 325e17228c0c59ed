/**
 * Invariants of the access engine over generated nodes, viewers and times (fast-check). Each property
 * is something SPEC §6 promises whatever the data: a counterexample is a bug in the engine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appAccessSchema, type AppAccess } from '../entities/app';
import {
  pageAccessResultSchema,
  schedulePeriods,
  type AccessNode,
  type AccessTreeNode,
} from '../entities/page';
import { evaluateAppAccess, isAppGateActive } from './app-access';
import { evaluateDrip, scheduledUnlockMs } from './drip';
import { evaluatePageAccess, type PageDecision } from './page-access';
import { findProgressRoot } from './progress-root';
import { decideTreePage, evaluateTreePage, indexAccessTree } from './tree-access';
import type { Viewer } from './viewer';
import { offsetAt, toWallTime } from './zoned-time';

const DAY_MS = 86_400_000;
const PAGE_IDS = ['pg_0', 'pg_1', 'pg_2', 'pg_3', 'pg_4', 'pg_5', 'pg_6', 'pg_7'];
const PRODUCT_IDS = ['p_a', 'p_b', 'p_c'];
// Zones with 1-hour, 30-minute and 45-minute DST shifts, southern-hemisphere DST, midnight changes,
// no DST, and one name Intl does not know.
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'America/Santiago',
  'Pacific/Chatham',
  'Asia/Beirut',
];

const instantArb = fc.integer({
  min: Date.parse('2000-01-01T00:00:00Z'),
  max: Date.parse('2090-01-01T00:00:00Z'),
});
const isoArb = instantArb.map((ms) => new Date(ms).toISOString());
const dateArb = instantArb.map((ms) => new Date(ms));

const scheduleArb = fc.record({
  unlock_duration_seconds: fc.option(fc.integer({ min: 0, max: 400 * 86_400 })),
  schedule_period: fc.option(fc.integer({ min: 0, max: 60 })),
  schedule_interval: fc.option(fc.constantFrom(...schedulePeriods)),
});

const nodeArb: fc.Arbitrary<AccessNode> = fc
  .record({
    inherit: fc.boolean(),
    is_progress_root: fc.boolean(),
    is_private: fc.boolean(),
    allow_browsing: fc.boolean(),
    require_purchase: fc.boolean(),
    require_authentication: fc.boolean(),
    is_scheduled: fc.boolean(),
    unlocks_at: fc.option(isoArb),
    products: fc.subarray(PRODUCT_IDS).map((ids) => ids.map((id) => ({ id }))),
    purchase_overlay: fc.option(fc.constantFrom('ov_1', 'ov_2').map((id) => ({ id }))),
    schedule: scheduleArb,
  })
  .map(({ schedule, ...fields }) => ({ ...fields, ...schedule, parent: null }));

const viewerArb: fc.Arbitrary<Viewer> = fc.record({
  isSignedIn: fc.boolean(),
  memberId: fc.option(fc.constant('mem_1'), { freq: 4 }),
  isAdmin: fc.boolean(),
  activeProductIds: fc.subarray([...PRODUCT_IDS, 'p_other']),
  subscribedPageIds: fc.oneof(
    fc.subarray(PAGE_IDS),
    fc.subarray(PAGE_IDS).map((ids) => new Set(ids)),
  ),
  timezone: fc.constantFrom(...ZONES, 'Not/AZone'),
  progressRoots: fc.dictionary(fc.constantFrom(...PAGE_IDS), fc.record({ started_at: isoArb }), {
    maxKeys: 4,
  }),
  // Test runs short-circuit every page rule, so they would hide the rest; testRunViewerArb has them.
  isTestRun: fc.constant(false),
});
const testRunViewerArb = viewerArb.map((viewer) => ({ ...viewer, isTestRun: true }));

const inputArb = fc.record({
  node: nodeArb,
  pageId: fc.constantFrom(...PAGE_IDS),
  progressRootId: fc.option(fc.constantFrom(...PAGE_IDS)),
  viewer: viewerArb,
  now: dateArb,
  isFromChild: fc.boolean(),
});

const appArb: fc.Arbitrary<AppAccess> = fc
  .record({
    is_private: fc.boolean(),
    is_subscriber_only: fc.boolean(),
    require_sign_in: fc.boolean(),
    allow_anonymous_browsing: fc.boolean(),
    app_products: fc.subarray(PRODUCT_IDS).map((ids) => ids.map((id) => ({ id }))),
    purchase_overlay: fc.option(fc.constant({ id: 'ov_app' })),
  })
  .map((fields) => appAccessSchema.parse(fields));

/**
 * Every property runs with a time limit that counts as a failure: a shrink that crawls (values whose
 * gap matters, shrunk one at a time) must fail the suite, not hang it.
 */
function check<Ts>(property: fc.IProperty<Ts>): void {
  fc.assert(property, { interruptAfterTimeLimit: 10_000, markInterruptAsFailure: true });
}

/** Millisecond offsets, often small so that boundaries are hit, sometimes up to about three years. */
const offsetArb = fc.oneof(
  fc.integer({ min: -5_000, max: 5_000 }),
  fc.integer({ min: -1e11, max: 1e11 }),
);

function expectWellFormed(decision: PageDecision) {
  expect(pageAccessResultSchema.parse(decision.result)).toEqual(decision.result);
  if (decision.result.granted) {
    expect(decision.result.reason).toBeNull();
    expect(decision.result.data).toBeNull();
    expect([null, 'ALLOW_BROWSING']).toContain(decision.outcome);
  } else {
    expect(decision.outcome).not.toBeNull();
    expect(decision.outcome).not.toBe('ALLOW_BROWSING');
  }
  // Each reason goes with the outcomes that can explain it, so links and lock screens agree.
  const outcomesByReason = {
    require_purchase: ['PURCHASE_REQUIRED', 'VIEWABLE_CHILDREN'],
    require_authentication: ['AUTHENTICATION_REQUIRED', 'IS_PRIVATE', 'VIEWABLE_CHILDREN'],
    is_scheduled: ['IS_SCHEDULED', 'START_REQUIRED', 'VIEWABLE_CHILDREN'],
  } as const;
  if (decision.result.reason !== null)
    expect(outcomesByReason[decision.result.reason]).toContain(decision.outcome);
}

/** A deep copy that keeps Dates and Sets (core compiles without the runtime's structuredClone). */
function deepCopy<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value instanceof Set) return new Set(value) as T;
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, deepCopy(inner)]),
    ) as T;
  }
  return value;
}

function deepFreeze<T>(value: T): T {
  if (
    value !== null &&
    typeof value === 'object' &&
    !(value instanceof Date) &&
    !(value instanceof Set)
  ) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('property: an admin is never stopped by purchase', () => {
  it('no page decision for a signed-in admin asks for a purchase', () => {
    check(
      fc.property(inputArb, ({ viewer, ...input }) => {
        const decision = evaluatePageAccess({
          ...input,
          viewer: { ...viewer, isSignedIn: true, isAdmin: true },
        });
        expect(decision.outcome).not.toBe('PURCHASE_REQUIRED');
        expect(decision.result.reason).not.toBe('require_purchase');
      }),
    );
  });

  it('an admin is decided exactly like the same member holding every product of the page', () => {
    check(
      fc.property(inputArb, ({ viewer, node, ...input }) => {
        const signedIn = { ...viewer, isSignedIn: true };
        const asAdmin = evaluatePageAccess({
          ...input,
          node,
          viewer: { ...signedIn, isAdmin: true },
        });
        const asBuyer = evaluatePageAccess({
          ...input,
          node,
          viewer: {
            ...signedIn,
            isAdmin: false,
            activeProductIds: node.products.map((product) => product.id),
          },
        });
        // A paid page with no products cannot be bought; only there may the admin see more.
        if (node.products.length > 0 || !node.require_purchase) expect(asAdmin).toEqual(asBuyer);
      }),
    );
  });

  it('no app decision for a signed-in admin asks for a purchase', () => {
    check(
      fc.property(
        appArb,
        viewerArb,
        fc.boolean(),
        fc.boolean(),
        (app, viewer, isForced, isFromChild) => {
          const decision = evaluateAppAccess({
            app,
            viewer: { ...viewer, isSignedIn: true, isAdmin: true },
            isForced,
            isFromChild,
          });
          expect(decision.outcome).not.toBe('PURCHASE_REQUIRED');
        },
      ),
    );
  });
});

describe('property: a child with inherit true gets exactly its nearest non-inheriting ancestor’s decision', () => {
  // pg_0 … pg_{k-1} above (any flags), then the ancestor (inherit false), then inheriting descendants.
  const chainArb = fc.record({
    above: fc.array(nodeArb, { maxLength: 2 }),
    ancestor: nodeArb.map((node) => ({ ...node, inherit: false })),
    descendants: fc.array(
      nodeArb.map((node) => ({ ...node, inherit: true })),
      { minLength: 1, maxLength: 4 },
    ),
    viewer: viewerArb,
    now: dateArb,
  });

  it('holds for every descendant and matches evaluating the ancestor as a visit from a child', () => {
    check(
      fc.property(chainArb, ({ above, ancestor, descendants, viewer, now }) => {
        const chain = [...above, ancestor, ...descendants];
        const nodes: Record<string, AccessTreeNode> = {};
        chain.forEach((node, i) => {
          const pageId = `pg_${i}`;
          nodes[pageId] = {
            ...node,
            parent: i === 0 ? null : `pg_${i - 1}`,
            page_id: pageId,
            path: `/p${i}`,
            title: pageId,
            page_content_type: 'generic',
          };
        });
        const ancestorId = `pg_${above.length}`;
        const progressRootId = findProgressRoot(nodes, ancestorId);
        const expected = {
          ...evaluatePageAccess({
            node: nodes[ancestorId]!,
            pageId: ancestorId,
            progressRootId,
            viewer,
            now,
            isFromChild: true,
          }),
          effectivePageId: ancestorId,
          progressRootId,
        };
        descendants.forEach((_, j) => {
          expect(
            decideTreePage({ nodes, pageId: `pg_${above.length + 1 + j}`, viewer, now }),
          ).toEqual(expected);
        });
        // Only rule 2's browsing looks at "from a child"; elsewhere the ancestor's own visit agrees too.
        const isBrowsingSensitive =
          ancestor.require_purchase && ancestor.allow_browsing && !ancestor.is_private;
        if (!isBrowsingSensitive)
          expect(decideTreePage({ nodes, pageId: ancestorId, viewer, now })).toEqual(expected);
      }),
    );
  });
});

describe('property: nothing unlocks before its time', () => {
  const dripArb = fc.record({
    schedule: scheduleArb,
    startedAt: instantArb,
    timezone: fc.constantFrom(...ZONES),
    // now as an offset from the start, so that shrinking keeps the two together.
    nowOffset: offsetArb,
  });

  it('a started schedule is locked exactly while now is before its unlock time, which is never before the start', () => {
    check(
      fc.property(dripArb, ({ schedule, startedAt, timezone, nowOffset }) => {
        const now = startedAt + nowOffset;
        const node = { ...schedule, is_scheduled: true, unlocks_at: null };
        const viewer: Viewer = {
          isSignedIn: true,
          memberId: 'mem_1',
          isAdmin: false,
          activeProductIds: [],
          subscribedPageIds: [],
          timezone,
          progressRoots: { pg_root: { started_at: new Date(startedAt).toISOString() } },
          isTestRun: false,
        };
        const unlock = scheduledUnlockMs({ node, startedAtMs: startedAt, timezone });
        expect(unlock).toBeGreaterThanOrEqual(startedAt);
        const at = (ms: number) =>
          evaluateDrip({ node, viewer, progressRootId: 'pg_root', now: new Date(ms) });
        const state = at(now);
        expect(state.isLocked).toBe(now < unlock);
        if (state.isLocked) expect(state.availableAfter).toBe(new Date(unlock).toISOString());
        expect(at(unlock - 1)).toEqual({
          isLocked: true,
          availableAfter: new Date(unlock).toISOString(),
          outcome: 'IS_SCHEDULED',
        });
        expect(at(unlock).isLocked).toBe(false);
      }),
    );
  });

  it('calendar steps land on the right local day, at the start’s wall-clock time unless that hour is skipped', () => {
    check(
      fc.property(
        instantArb,
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom('days' as const, 'weeks' as const),
        fc.constantFrom(...ZONES),
        (startedAt, period, interval, timezone) => {
          const node = {
            unlock_duration_seconds: null,
            schedule_period: period,
            schedule_interval: interval,
          };
          const unlock = scheduledUnlockMs({ node, startedAtMs: startedAt, timezone });
          const days = interval === 'weeks' ? period * 7 : period;
          const start = toWallTime(startedAt, timezone);
          const end = toWallTime(unlock, timezone);
          const expectedDay = new Date(Date.UTC(start.year, start.month - 1, start.day + days));
          expect([end.year, end.month, end.day]).toEqual([
            expectedDay.getUTCFullYear(),
            expectedDay.getUTCMonth() + 1,
            expectedDay.getUTCDate(),
          ]);
          const timeOfDay = (w: typeof start) =>
            ((w.hour * 60 + w.minute) * 60 + w.second) * 1000 + w.millisecond;
          const shift = timeOfDay(end) - timeOfDay(start);
          // Zero, or pushed on by exactly the DST gap it fell into.
          if (shift !== 0)
            expect(shift).toBe(offsetAt(unlock, timezone) - offsetAt(unlock - DAY_MS, timezone));
          // Within a DST shift (at most an hour here) of plain 24-hour days.
          expect(Math.abs(unlock - startedAt - days * DAY_MS)).toBeLessThanOrEqual(3_600_000);
        },
      ),
    );
  });

  it('month steps stay within the month lengths they cross', () => {
    check(
      fc.property(
        instantArb,
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(...ZONES),
        (startedAt, months, timezone) => {
          const node = {
            unlock_duration_seconds: null,
            schedule_period: months,
            schedule_interval: 'months' as const,
          };
          const unlock = scheduledUnlockMs({ node, startedAtMs: startedAt, timezone });
          expect(unlock - startedAt).toBeGreaterThanOrEqual(
            months * 28 * DAY_MS - 3 * DAY_MS - 3_600_000,
          );
          expect(unlock - startedAt).toBeLessThanOrEqual(months * 31 * DAY_MS + 3_600_000);
          const start = toWallTime(startedAt, timezone);
          const end = toWallTime(unlock, timezone);
          expect((end.year - start.year) * 12 + (end.month - start.month)).toBe(months);
          expect(end.day).toBeLessThanOrEqual(start.day);
        },
      ),
    );
  });

  it('a fixed unlocks_at page is never granted before that instant, whoever asks', () => {
    check(
      fc.property(inputArb, offsetArb, ({ node, ...input }, unlockOffset) => {
        const unlocksAt = new Date(input.now.getTime() + unlockOffset).toISOString();
        const decision = evaluatePageAccess({
          ...input,
          node: { ...node, is_scheduled: true, unlocks_at: unlocksAt },
        });
        if (input.now.getTime() < Date.parse(unlocksAt))
          expect(decision.result.granted).toBe(false);
      }),
    );
  });

  it('once a scheduled page opens it stays open', () => {
    check(
      fc.property(inputArb, offsetArb, ({ node, ...input }, laterOffset) => {
        const scheduled = { ...node, is_scheduled: true };
        const first = evaluatePageAccess({ ...input, node: scheduled });
        const second = evaluatePageAccess({
          ...input,
          node: scheduled,
          now: new Date(input.now.getTime() + Math.abs(laterOffset)),
        });
        if (first.result.granted) expect(second.result.granted).toBe(true);
      }),
    );
  });
});

describe('property: results are well formed', () => {
  it('a granted page result never carries a reason or data; a denied one always has an outcome', () => {
    check(fc.property(inputArb, (input) => expectWellFormed(evaluatePageAccess(input))));
  });

  it('the same holds for tree pages (with VIEWABLE_CHILDREN) and for the app', () => {
    const treeArb = fc.array(fc.tuple(nodeArb, fc.option(fc.constantFrom(...PAGE_IDS))), {
      minLength: 1,
      maxLength: PAGE_IDS.length,
    });
    check(
      fc.property(treeArb, viewerArb, dateArb, (entries, viewer, now) => {
        const nodes: Record<string, AccessTreeNode> = {};
        entries.forEach(([node, parent], i) => {
          nodes[`pg_${i}`] = {
            ...node,
            parent,
            page_id: `pg_${i}`,
            path: `/p${i}`,
            title: `pg_${i}`,
            page_content_type: 'generic',
          };
        });
        const index = indexAccessTree({ root_id: 'pg_0', nodes });
        for (const pageId of Object.keys(nodes)) {
          const decision = evaluateTreePage({ index, pageId, viewer, now });
          expect(decision).not.toBeNull();
          expectWellFormed(decision!);
        }
      }),
    );
    check(
      fc.property(
        appArb,
        viewerArb,
        fc.boolean(),
        fc.boolean(),
        (app, viewer, isForced, isFromChild) => {
          expectWellFormed(evaluateAppAccess({ app, viewer, isForced, isFromChild }));
        },
      ),
    );
  });

  it('test runs see every page as granted', () => {
    check(
      fc.property(inputArb, testRunViewerArb, (input, viewer) => {
        expect(evaluatePageAccess({ ...input, viewer }).result.granted).toBe(true);
      }),
    );
  });

  it('for a guest asking in passing, the app gate is active exactly when the app turns the guest away', () => {
    check(
      fc.property(appArb, viewerArb, (app, viewer) => {
        const decision = evaluateAppAccess({
          app,
          viewer: { ...viewer, isSignedIn: false },
          isForced: false,
          isFromChild: false,
        });
        expect(isAppGateActive(app)).toBe(!decision.result.granted);
      }),
    );
  });
});

describe('property: evaluation is deterministic and leaves its inputs alone', () => {
  it('the same frozen input gives the same page decision, also from a copy', () => {
    check(
      fc.property(inputArb, (input) => {
        const frozen = deepFreeze(input);
        const first = evaluatePageAccess(frozen);
        expect(evaluatePageAccess(frozen)).toEqual(first);
        expect(evaluatePageAccess(deepCopy(frozen))).toEqual(first);
      }),
    );
  });

  it('the same frozen input gives the same app decision', () => {
    check(
      fc.property(
        appArb,
        viewerArb,
        fc.boolean(),
        fc.boolean(),
        (app, viewer, isForced, isFromChild) => {
          const input = deepFreeze({ app, viewer, isForced, isFromChild });
          expect(evaluateAppAccess(input)).toEqual(evaluateAppAccess(deepCopy(input)));
        },
      ),
    );
  });
});
