import type { z } from 'zod';

/**
 * One declaration per HTTP endpoint, shared by the server (which registers a handler against it)
 * and the clients (which call it through `api(contract, input)`). Paths use `:param` segments and
 * are relative to `/api`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Contract<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  tags: string[];
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  /** Status of a successful answer; 200 unless the contract says otherwise. */
  successStatus?: 200 | 201 | 202 | 204;
  /**
   * How the caller is known when it is not the member app's headers or the studio's cookie:
   * `apiKey` is an owner's API key sent as `Authorization: Bearer tsk_…` (the documented API,
   * `/v1`, decision 031). The OpenAPI document names the scheme on the operation.
   */
  security?: 'apiKey';
};

/* @__NO_SIDE_EFFECTS__ */
export function defineContract<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TResponse extends z.ZodType = z.ZodType,
>(
  contract: Contract<TParams, TQuery, TBody, TResponse>,
): Contract<TParams, TQuery, TBody, TResponse> {
  return contract;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** What a caller supplies: only the parts the contract declares. */
export type ContractInput<C> =
  C extends Contract<infer P, infer Q, infer B, z.ZodType>
    ? (P extends z.ZodUndefined ? unknown : { params: InputOf<P> }) &
        (Q extends z.ZodUndefined ? unknown : { query: InputOf<Q> }) &
        (B extends z.ZodUndefined ? unknown : { body: InputOf<B> })
    : never;

/** What a handler receives after validation: the parsed body, query and params. */
export type ContractBody<C> = C extends Contract<z.ZodType, z.ZodType, infer B, z.ZodType> ? Infer<B> : never;
export type ContractQuery<C> = C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Infer<Q> : never;

export type ContractResponse<C> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? Infer<R> : never;

/** Replaces `:name` segments with the URL-encoded values of `params`; `:name?` may be left out. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  const built = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g, (_, name: string, optional: string | undefined) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  return built.length > 1 ? built.replace(/\/$/, '') : built;
}

/** Serialises a query object; arrays become comma-separated lists as SPEC's calls use them. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
