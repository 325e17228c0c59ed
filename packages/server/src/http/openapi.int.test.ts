import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { contractUrls } from './contract-route';

type Parameter = { in: string; name: string; required?: boolean };
type Operation = { parameters?: Parameter[]; security?: Record<string, string[]>[] };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};

/** An OpenAPI path template: segments of plain characters or one `{name}` each, nothing else. */
const SEGMENT = /^(?:[A-Za-z0-9._~-]+|\{[A-Za-z_][A-Za-z0-9_]*\})$/;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let t: TestServer;
let document: Document;

beforeAll(async () => {
  t = await createTestServer();
  document = t.server.swagger() as unknown as Document;
});
afterAll(async () => t.close());

describe('the generated OpenAPI document', () => {
  it('has only valid path templates, each parameter declared once as a required path parameter', () => {
    const problems: string[] = [];
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const segments = path === '/' ? [] : path.split('/').slice(1);
      if (!path.startsWith('/') || segments.some((segment) => !SEGMENT.test(segment))) problems.push(`${path}: not a path template`);
      const named = segments.filter((segment) => segment.startsWith('{')).map((segment) => segment.slice(1, -1));
      if (new Set(named).size !== named.length) problems.push(`${path}: a parameter named twice`);
      for (const [method, operation] of Object.entries(document.paths[path] ?? {})) {
        if (!METHODS.has(method)) continue;
        const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        const declaredNames = declared.map((parameter) => parameter.name).sort();
        if (JSON.stringify(declaredNames) !== JSON.stringify([...named].sort())) {
          problems.push(`${method.toUpperCase()} ${path}: path parameters ${JSON.stringify(declaredNames)} ≠ template ${JSON.stringify(named)}`);
        }
        for (const parameter of declared) if (parameter.required !== true) problems.push(`${method.toUpperCase()} ${path}: {${parameter.name}} not required`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents page data as /__/{path} and the overlay read as /api/overlays/{id} (the call without an id stays out)', () => {
    expect(document.paths['/__/{path}']?.get).toBeDefined();
    expect(document.paths['/api/overlays/{id}']?.get).toBeDefined();
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/overlays'))).toEqual(['/api/overlays/{id}']);
  });
});

describe('the API keys of the documented API', () => {
  it('are a bearer scheme, required by every /api/v1 operation and by no other', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => METHODS.has(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, isPublicApi: path.startsWith('/api/v1/'), security: operation.security })),
    );
    const publicApi = operations.filter((operation) => operation.isPublicApi);
    expect(publicApi.map((operation) => operation.name).sort()).toEqual(['GET /api/v1/members', 'GET /api/v1/orders', 'PUT /api/v1/members/{memberId}/properties/{slug}']);
    for (const operation of publicApi) expect(operation.security, operation.name).toEqual([{ apiKey: [] }]);
    const others = operations.filter((operation) => !operation.isPublicApi && JSON.stringify(operation.security ?? []).includes('apiKey'));
    expect(others.map((operation) => operation.name)).toEqual([]);
  });
});

describe('contractUrls', () => {
  it('splits an optional last parameter into a documented and a hidden route', () => {
    expect(contractUrls('/overlays/:id?')).toEqual({ documented: '/api/overlays/:id', hidden: '/api/overlays' });
    expect(contractUrls('/pages/:id/complete')).toEqual({ documented: '/api/pages/:id/complete', hidden: null });
  });
});
