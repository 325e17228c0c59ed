import type { WorkoutMode } from '@tessera/core/entities/block-data';
import type {
  WorkoutActivity,
  WorkoutActivityInput,
  WorkoutSession,
} from '@tessera/core/entities/workout';
import { AppError } from '@tessera/core/errors';
import { useAuthStore } from '../auth/auth-store';
import { memberOutbox } from '../offline/member-outbox';
import type { OutboxWrite } from '../offline/outbox-store';

/**
 * EVERY write of a workout session goes through these three calls (SPEC §4 steps start, activity,
 * complete). Ids are the client's (`crypto.randomUUID()`) and times the device's. Each write goes
 * to the offline outbox first (IndexedDB, decision 035) and then to the server as soon as it can —
 * at once when online, when the connection returns otherwise — so a session runs the same in a
 * gym basement. Each call waits a few seconds at most for the server (online, what the screens
 * read next — the history after finishing — is then already there) and otherwise answers what
 * was written, as the server will store it; a write sent twice is stored once. What the server later refuses, or replaces
 * with a newer version, the outbox keeps as a notice for the member (features/offline SyncStatus).
 */

export type StartSessionInput = {
  id: string;
  session_mode: WorkoutMode;
  started_at: string;
  page_id: string | null;
};
export type ActivityInput = Omit<
  WorkoutActivityInput,
  'id' | 'recorded_at' | 'data' | 'workout_group_item_id'
> & {
  id: string;
  recorded_at: string;
  workout_group_item_id: string | null;
  data: WorkoutActivityInput['data'];
};
export type FinishSessionInput = { page_id: string | null; completed_at: string };

/** How long a write waits for the server before answering from the outbox (a weak signal must not hold the screen). */
const SEND_WAIT_MS = 4000;

/**
 * Keeps a write, then gives the server a few seconds. A refusal in that time (a locked workout, an
 * item not in it) fails the call, for the screen to say so; the network or a busy server does not:
 * the write waits in the outbox and goes later.
 */
async function write(entry: OutboxWrite, memberId: string): Promise<void> {
  const outbox = memberOutbox();
  const { key } = await outbox.enqueue(entry, memberId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    outbox.flush(),
    new Promise((resolve) => (timer = setTimeout(resolve, SEND_WAIT_MS))),
  ]);
  clearTimeout(timer);
  const refusal = await outbox.takeRefusal(key);
  if (refusal)
    throw new AppError({
      code: refusal.code ?? 'unknown_error',
      status: 400,
      message: 'The server refused this write',
    });
}

function signedInMemberId(): string {
  const { status, member } = useAuthStore.getState();
  if (status !== 'authenticated' || !member)
    throw new AppError({
      code: 'unauthorized',
      status: 401,
      message: 'Please sign in to continue',
    });
  return member.id;
}

/** Step start: the session begins (the same id again answers the stored session). */
export async function startSession(
  workoutId: string,
  input: StartSessionInput,
): Promise<WorkoutSession> {
  const memberId = signedInMemberId();
  await write({ kind: 'start', workoutId, sessionId: input.id, body: input }, memberId);
  return { ...input, workout_id: workoutId, completed_at: null, activities: [] };
}

/** Step activity: a set, an interval, a swap or a skip (the later `recorded_at` of one id wins). */
export async function recordActivity(
  workoutId: string,
  sessionId: string,
  activityInput: ActivityInput,
): Promise<{ activity: WorkoutActivity; applied: boolean }> {
  const memberId = signedInMemberId();
  await write({ kind: 'activity', workoutId, sessionId, body: activityInput }, memberId);
  const { id, workout_group_id, workout_group_item_id, activity_type, data, recorded_at } =
    activityInput;
  return {
    activity: { id, workout_group_id, workout_group_item_id, activity_type, data, recorded_at },
    applied: true,
  };
}

/** Step complete: finishes the session and its page (finishing twice keeps the first time). */
export async function finishSession(
  workoutId: string,
  sessionId: string,
  input: FinishSessionInput,
): Promise<WorkoutSession> {
  const memberId = signedInMemberId();
  // The session as it was started, while its start still waits in the outbox.
  const start = await memberOutbox().pendingStart(sessionId);
  await write({ kind: 'finish', workoutId, sessionId, body: input }, memberId);
  return {
    id: sessionId,
    workout_id: workoutId,
    page_id: input.page_id,
    session_mode: start?.session_mode ?? 'grouped',
    started_at: start?.started_at ?? input.completed_at,
    completed_at: input.completed_at,
    activities: [],
  };
}
