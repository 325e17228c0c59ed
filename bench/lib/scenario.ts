/** A benchmark scenario: `bench/scenarios/<name>.ts` default-exports one. */
export type Scenario = {
  name: string;
  description: string;
  /** Runs the scenario, prints its numbers and writes its result file. */
  run: () => Promise<void>;
};
