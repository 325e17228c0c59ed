/**
 * Remembers a pure function's answer per string, for values that come from requests (hosts,
 * slugs, addresses): most requests repeat a few of them, so the work runs once per distinct value.
 * Bounded: a client sending endless new values only costs a cleared map now and then.
 */
export function boundedMemo<T>(compute: (value: string) => T, maxEntries: number): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    let answer = answers.get(value);
    if (answer === undefined && !answers.has(value)) {
      answer = compute(value);
      if (answers.size >= maxEntries) answers.clear();
      answers.set(value, answer);
    }
    return answer as T;
  };
}
