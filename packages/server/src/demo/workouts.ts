import { randomUUID } from 'node:crypto';
import type { StoredBlock } from '@tessera/core/entities/page';
import { workoutInputSchema, type WorkoutActivityData, type WorkoutInput } from '@tessera/core/entities/workout';
import { estimateWorkoutSeconds, workoutEquipment } from '@tessera/core/workouts/estimate';
import type { Db } from '../db/client';
import { exercises, workoutActivities, workoutGroupItems, workoutGroups, workoutSessions, workouts } from '../db/schema/index';
import { block } from '../test/factories';
import { demoImage } from './images';

/**
 * The demo's workouts (issue 14): an exercise library with alternates, Full Body Burn as a
 * follow-along class with timed intervals, and one list workout per Strength Foundations week with
 * sets and loads. member@demo.test has three weeks of sessions behind them, loads going up.
 */
const image = demoImage;
/** A CC0 clip (MDN's sample media): the demo carries no video of its own; offline bundles list it with an unknown size. */
export const DEMO_CLASS_VIDEO = 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.webm';

type ExerciseSpec = { key: string; name: string; equipment: string[]; cues: string; alternates: string[]; picture?: string };

export const DEMO_EXERCISES: ExerciseSpec[] = [
  { key: 'backSquat', name: 'Back Squat', equipment: ['Barbell', 'Rack'], cues: 'Bar on your upper back\nBrace, then sit between your heels\nDrive the floor away', alternates: ['gobletSquat', 'bodyweightSquat'] },
  { key: 'gobletSquat', name: 'Goblet Squat', equipment: ['Kettlebell'], cues: 'Weight at your chest, elbows tucked\nChest tall\nKnees track over toes', alternates: ['bodyweightSquat', 'backSquat'] },
  { key: 'bodyweightSquat', name: 'Bodyweight Squat', equipment: [], cues: 'Arms forward for balance\nHips back and down\nStand tall at the top', alternates: ['gobletSquat', 'reverseLunge'] },
  { key: 'rdl', name: 'Romanian Deadlift', equipment: ['Barbell'], cues: 'Soft knees\nPush your hips back\nBar close to your legs', alternates: ['dbRdl', 'gluteBridge'] },
  { key: 'dbRdl', name: 'Dumbbell Romanian Deadlift', equipment: ['Dumbbells'], cues: 'Dumbbells along your thighs\nHinge until you feel the hamstrings\nSqueeze the glutes to stand', alternates: ['rdl', 'gluteBridge'] },
  { key: 'gluteBridge', name: 'Glute Bridge', equipment: [], cues: 'Heels close to your hips\nPress through the heels\nPause at the top', alternates: ['dbRdl'] },
  { key: 'benchPress', name: 'Bench Press', equipment: ['Barbell', 'Bench'], cues: 'Shoulder blades back and down\nBar to mid-chest\nPress up and slightly back', alternates: ['dbBench', 'pushUp'] },
  { key: 'dbBench', name: 'Dumbbell Bench Press', equipment: ['Dumbbells', 'Bench'], cues: 'Dumbbells over your shoulders\nLower to chest height\nPress together at the top', alternates: ['benchPress', 'pushUp'] },
  { key: 'pushUp', name: 'Push-up', equipment: [], cues: 'Hands under shoulders\nBody in one straight line\nChest to the floor', alternates: ['dbBench', 'inclinePushUp'] },
  { key: 'inclinePushUp', name: 'Incline Push-up', equipment: ['Bench'], cues: 'Hands on a bench or box\nBody straight\nLower with control', alternates: ['pushUp'] },
  { key: 'barbellRow', name: 'Bent-over Row', equipment: ['Barbell'], cues: 'Hinge to 45 degrees\nPull to your lower ribs\nNo swinging', alternates: ['dbRow'] },
  { key: 'dbRow', name: 'One-arm Dumbbell Row', equipment: ['Dumbbells', 'Bench'], cues: 'Hand and knee on the bench\nPull the elbow to your hip\nLower slowly', alternates: ['barbellRow'] },
  { key: 'ohp', name: 'Overhead Press', equipment: ['Barbell'], cues: 'Squeeze glutes and brace\nPress straight up\nHead through at the top', alternates: ['dbPress'] },
  { key: 'dbPress', name: 'Dumbbell Shoulder Press', equipment: ['Dumbbells'], cues: 'Elbows slightly forward\nPress without arching\nControl the way down', alternates: ['ohp'] },
  { key: 'reverseLunge', name: 'Reverse Lunge', equipment: [], cues: 'Step back long\nBack knee towards the floor\nPush through the front heel', alternates: ['bodyweightSquat'] },
  { key: 'plank', name: 'Plank', equipment: [], cues: 'Elbows under shoulders\nSqueeze glutes\nBreathe', alternates: ['deadBug'] },
  { key: 'deadBug', name: 'Dead Bug', equipment: [], cues: 'Lower back on the floor\nOpposite arm and leg\nExhale as you reach', alternates: ['plank'] },
  { key: 'jumpingJacks', name: 'Jumping Jacks', equipment: [], cues: 'Light on your feet\nArms all the way up\nSteady rhythm', alternates: ['bodyweightSquat'] },
];

type ItemSpec = { exercise: string; sets: { reps?: number; load_kg?: number; duration_seconds?: number; rest_seconds?: number }[]; notes?: string };
type GroupSpec = { name: string; kind?: 'straight' | 'superset' | 'circuit'; rounds?: number; rest_seconds?: number; items: ItemSpec[] };
type WorkoutSpec = { key: string; page: string; title: string; description: string; mode: 'grouped' | 'follow_along'; video_url?: string; groups: GroupSpec[] };

const sets = (count: number, set: ItemSpec['sets'][number]) => Array.from({ length: count }, () => set);
const timed = (seconds: number, rest = 20) => [{ duration_seconds: seconds, rest_seconds: rest }];

/** A Strength Foundations week: the same four lifts, load and volume going up week by week. */
function strengthWeek(week: number): GroupSpec[] {
  const setCount = week >= 3 ? 4 : 3;
  const reps = week === 4 ? 5 : week === 1 ? 10 : 8;
  const squat = week === 4 ? 'backSquat' : 'gobletSquat';
  const hinge = week === 4 ? 'rdl' : 'dbRdl';
  const press = week === 4 ? 'benchPress' : week === 1 ? 'pushUp' : 'dbBench';
  const loads = [
    { squat: 8, hinge: 16, press: undefined, row: 10 },
    { squat: 12, hinge: 20, press: 20, row: 12 },
    { squat: 16, hinge: 24, press: 24, row: 14 },
    { squat: 40, hinge: 40, press: 30, row: 30 },
  ][week - 1]!;
  return [
    { name: 'Warm-up', items: [{ exercise: 'bodyweightSquat', sets: sets(2, { reps: 10, rest_seconds: 30 }) }] },
    { name: 'Squat', items: [{ exercise: squat, sets: sets(setCount, { reps, load_kg: loads.squat, rest_seconds: 120 }) }] },
    { name: 'Hinge', items: [{ exercise: hinge, sets: sets(setCount, { reps, load_kg: loads.hinge, rest_seconds: 120 }) }] },
    {
      name: 'Push and pull',
      kind: 'superset',
      rounds: setCount,
      rest_seconds: 90,
      items: [
        { exercise: press, sets: [{ reps, ...(loads.press ? { load_kg: loads.press } : {}) }] },
        { exercise: week === 4 ? 'barbellRow' : 'dbRow', sets: [{ reps, load_kg: loads.row }], notes: 'Each arm' },
      ],
    },
    { name: 'Core', items: [{ exercise: 'plank', sets: sets(2, { duration_seconds: 30 + week * 5, rest_seconds: 30 }) }] },
  ];
}

export const DEMO_WORKOUTS: WorkoutSpec[] = [
  {
    key: 'fullbody',
    page: 'fullbody',
    title: 'Full Body Burn',
    description: 'Follow along with the coach: a warm-up, four rounds of 40 seconds on and 20 off, and a cool-down.',
    mode: 'follow_along',
    video_url: DEMO_CLASS_VIDEO,
    groups: [
      { name: 'Warm-up', items: [{ exercise: 'jumpingJacks', sets: timed(180, 0) }] },
      {
        name: 'Four rounds',
        kind: 'circuit',
        rounds: 4,
        rest_seconds: 60,
        items: [
          { exercise: 'bodyweightSquat', sets: timed(40) },
          { exercise: 'pushUp', sets: timed(40) },
          { exercise: 'reverseLunge', sets: timed(40) },
          { exercise: 'plank', sets: timed(40) },
        ],
      },
      { name: 'Cool-down', items: [{ exercise: 'gluteBridge', sets: timed(60, 0) }, { exercise: 'deadBug', sets: timed(60, 0) }] },
    ],
  },
  ...[1, 2, 3, 4].map((week) => ({
    key: `week${week}`,
    page: `week${week}`,
    title: `Strength Foundations · Week ${week}`,
    description: ['Learn the patterns with light weights.', 'Add load: leave two reps in the tank.', 'One more set of every lift.', 'The barbell lifts: test your new starting weights.'][week - 1]!,
    mode: 'grouped' as const,
    groups: strengthWeek(week),
  })),
];

/**
 * How long a demo workout takes by the one estimate (core's, which the server stores on save and
 * the member app shows), so the demo's pages say the same time as the workout screen.
 */
export function demoWorkoutSeconds(key: string): number {
  const spec = DEMO_WORKOUTS.find((workout) => workout.key === key);
  if (!spec) throw new Error(`No demo workout ${key}`);
  return estimateWorkoutSeconds(
    spec.groups.map((group) => ({
      kind: group.kind ?? 'straight',
      rounds: group.rounds ?? 1,
      interval_seconds: null,
      time_cap_seconds: null,
      rest_seconds: group.rest_seconds ?? null,
      items: group.items.map((item) => ({
        sets: item.sets.map((set) => ({ reps: set.reps ?? null, duration_seconds: set.duration_seconds ?? null, rest_seconds: set.rest_seconds ?? null })),
      })),
    })),
  );
}

/** The workout block a demo page shows: it names the workout, and lists its exercises for readers without sessions. */
export function demoWorkoutBlock(spec: WorkoutSpec, workoutId: string): StoredBlock {
  const names = new Map(DEMO_EXERCISES.map((e) => [e.key, e.name]));
  return block('workout_block', {
    title: spec.title,
    mode: spec.mode,
    workout_id: workoutId,
    exercises: spec.groups.flatMap((group) =>
      group.items.map((item) => ({
        name: names.get(item.exercise)!,
        group: group.name,
        image: null,
        sets: group.kind === 'superset' || group.kind === 'circuit' ? (group.rounds ?? 1) : item.sets.length,
        reps: item.sets[0]?.reps ?? null,
        duration_seconds: item.sets[0]?.duration_seconds ?? null,
        rest_seconds: item.sets[0]?.rest_seconds ?? null,
        notes: item.notes ?? '',
      })),
    ),
  });
}

export type DemoWorkouts = { exerciseIds: Record<string, string>; workoutIds: Record<string, string>; inputs: Record<string, WorkoutInput> };

/** The library and the workouts, on the pages named by key (`ids`). */
export async function seedDemoWorkouts(db: Db, args: { appId: string; ids: Record<string, string> }): Promise<DemoWorkouts> {
  const { appId, ids } = args;
  const exerciseIds = Object.fromEntries(DEMO_EXERCISES.map((e) => [e.key, randomUUID()]));
  await db.insert(exercises).values(
    DEMO_EXERCISES.map((e) => ({
      id: exerciseIds[e.key]!,
      appId,
      name: e.name,
      cues: e.cues,
      equipment: e.equipment,
      imageUrl: image(e.picture ?? 'exercise'),
      videoUrl: null,
      alternateIds: e.alternates.map((key) => exerciseIds[key]!),
    })),
  );
  const equipmentOf = new Map<string, string[]>(DEMO_EXERCISES.map((e) => [exerciseIds[e.key]!, e.equipment]));
  const workoutIds: Record<string, string> = {};
  const inputs: Record<string, WorkoutInput> = {};
  for (const spec of DEMO_WORKOUTS) {
    const input = workoutInputSchema.parse({
      title: spec.title,
      description: spec.description,
      mode: spec.mode,
      page_id: ids[spec.page]!,
      video_url: spec.video_url ?? null,
      groups: spec.groups.map((group) => ({
        id: randomUUID(),
        kind: group.kind ?? 'straight',
        name: group.name,
        rounds: group.rounds ?? 1,
        rest_seconds: group.rest_seconds ?? null,
        items: group.items.map((item) => ({ uid: randomUUID(), exercise_id: exerciseIds[item.exercise]!, sets: item.sets, notes: item.notes ?? '' })),
      })),
    });
    const [row] = await db
      .insert(workouts)
      .values({
        appId,
        title: input.title,
        description: input.description,
        mode: input.mode,
        pageId: input.page_id,
        videoUrl: input.video_url,
        estimatedSeconds: estimateWorkoutSeconds(input.groups),
        equipment: workoutEquipment(input.groups, (id) => equipmentOf.get(id)),
      })
      .returning({ id: workouts.id });
    const workoutId = row!.id;
    await db.insert(workoutGroups).values(
      input.groups.map((g, position) => ({ id: g.id, appId, workoutId, position, kind: g.kind, name: g.name, rounds: g.rounds, intervalSeconds: g.interval_seconds, timeCapSeconds: g.time_cap_seconds, restSeconds: g.rest_seconds })),
    );
    await db
      .insert(workoutGroupItems)
      .values(input.groups.flatMap((g) => g.items.map((item, position) => ({ uid: item.uid, appId, workoutId, groupId: g.id, position, exerciseId: item.exercise_id, sets: item.sets, notes: item.notes }))));
    workoutIds[spec.key] = workoutId;
    inputs[spec.key] = input;
  }
  return { exerciseIds, workoutIds, inputs };
}

const DAY_MS = 86_400_000;

/**
 * member@demo.test's last three weeks: Strength Foundations weeks 1–3 on Monday, Wednesday and
 * Friday of each (loads up a little every session), and Full Body Burn each Saturday, every
 * session finished with each prescribed set logged.
 */
export async function seedDemoWorkoutHistory(db: Db, args: { appId: string; memberId: string; pageIds: Record<string, string>; demo: DemoWorkouts; now?: Date }) {
  const now = args.now ?? new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 21 * DAY_MS);
  const sessions: (typeof workoutSessions.$inferInsert)[] = [];
  const logged: (typeof workoutActivities.$inferInsert)[] = [];
  const member = { appId: args.appId, memberId: args.memberId };
  const run = (key: string, day: number, extraKg: number) => {
    const input = args.demo.inputs[key]!;
    const startedAt = new Date(start.getTime() + day * DAY_MS + 7 * 3_600_000);
    const sessionId = randomUUID();
    let at = startedAt.getTime();
    for (const group of input.groups) {
      const rounds = group.kind === 'straight' ? 1 : group.rounds;
      for (let round = 0; round < rounds; round++) {
        for (const item of group.items) {
          const prescribed = group.kind === 'straight' ? item.sets : [item.sets[Math.min(round, item.sets.length - 1)]!];
          prescribed.forEach((set, i) => {
            at += 90_000;
            const data: WorkoutActivityData = { set_index: group.kind === 'straight' ? i : round, exercise_id: item.exercise_id };
            if (set.reps) data.reps = set.reps;
            if (set.load_kg !== null) data.load_kg = set.load_kg + extraKg;
            if (set.duration_seconds) data.duration_seconds = set.duration_seconds;
            logged.push({ ...member, sessionId, groupId: group.id, itemUid: item.uid, activityType: 'set', data, exerciseId: item.exercise_id, recordedAt: new Date(at) });
          });
        }
      }
    }
    sessions.push({ id: sessionId, ...member, workoutId: args.demo.workoutIds[key]!, pageId: args.pageIds[key]!, mode: input.mode, startedAt, completedAt: new Date(at + 60_000) });
  };
  for (let week = 0; week < 3; week++) {
    [0, 2, 4].forEach((weekday, i) => run(`week${week + 1}`, week * 7 + weekday, i * 1));
    run('fullbody', week * 7 + 5, 0);
  }
  await db.insert(workoutSessions).values(sessions);
  await db.insert(workoutActivities).values(logged);
}
