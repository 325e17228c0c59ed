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

/**
 * fetch exists in both runtimes too (browsers, Node ≥ 18). Declared as far as core's API client
 * (`api-client.ts`) and its tests use it; the front ends compile against the DOM's own types.
 */
interface AbortSignal {
  readonly aborted: boolean;
}

declare class FormData {
  append(name: string, value: string): void;
}

interface Headers {
  get(name: string): string | null;
}

declare class Response {
  constructor(body?: string | null, init?: { status?: number; headers?: Record<string, string> });
  readonly ok: boolean;
  readonly status: number;
  readonly headers: Headers;
  json(): Promise<unknown>;
}

declare function fetch(
  url: string,
  init?: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | FormData;
    signal?: AbortSignal;
    credentials?: 'omit' | 'same-origin' | 'include';
  },
): Promise<Response>;
