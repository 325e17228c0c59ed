/**
 * SPEC §4 Program: the active stage is the first stage (in order) not completed, otherwise the
 * last stage; a program without stages has none.
 */
export function activeStageId(
  stageIds: readonly string[],
  completed: ReadonlySet<string> | readonly string[],
): string | null {
  const done = completed instanceof Set ? completed : new Set(completed as readonly string[]);
  return stageIds.find((id) => !done.has(id)) ?? stageIds.at(-1) ?? null;
}

/** The completed stages in the program's order, ignoring ids that are no longer stages of it. */
export function completedInOrder(
  stageIds: readonly string[],
  completed: Iterable<string>,
): string[] {
  const done = new Set(completed);
  return stageIds.filter((id) => done.has(id));
}
