import type { Viewer } from './viewer';

/**
 * SPEC §6: "Completion state is reported only for authenticated users." A guest gets null (not
 * false), so that no screen shows an empty tick that suggests progress could be kept without signing in.
 */
export function isCompletionReported(viewer: Viewer): boolean {
  return viewer.isSignedIn && viewer.memberId !== null;
}

export function reportedCompletion(viewer: Viewer, isCompleted: boolean): boolean | null {
  return isCompletionReported(viewer) ? isCompleted : null;
}
