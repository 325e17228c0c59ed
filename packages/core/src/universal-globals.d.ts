/**
 * core compiles without DOM and Node typings so that neither runtime's APIs creep in. The WHATWG
 * URL classes exist in both (browsers, Node ≥ 20), so the little of them core uses is declared here.
 */
declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  append(name: string, value: string): void;
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
  readonly hash: string;
  toString(): string;
}

/**
 * Timers exist in both runtimes too; their handle differs (a number in browsers, an object in
 * Node), so core only passes it back to `clearTimeout`.
 */
type TimerHandle = { readonly __timerHandle: never };
declare function setTimeout(callback: () => void, ms?: number): TimerHandle;
declare function clearTimeout(handle: TimerHandle | undefined): void;
