import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => t.close());

describe('the code block frame', () => {
  it('is sandboxed by its own policy, embeddable only by this host, and writes only what its parent posts', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/code-frame' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/^sandbox allow-scripts allow-popups allow-forms;/);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('event.source !== parent');
  });
});
