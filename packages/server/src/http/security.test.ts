import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security';

const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('document security headers', () => {
  it('let only the same origin frame documents when there is no PUBLIC_URL', () => {
    const { document } = securityHeaders({ isHttps: false });
    expect(directive(document['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(document['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("let the studio's origin frame member apps for the full-app preview, and no one else", () => {
    const { document } = securityHeaders({ isHttps: true, studioOrigin: 'https://apps.example.com' });
    expect(directive(document['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self' https://apps.example.com");
    // X-Frame-Options cannot name the studio; SAMEORIGIN beside it would contradict the CSP.
    expect(document).not.toHaveProperty('x-frame-options');
    expect(document['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it("let the studio frame its apps' sub-domains of PUBLIC_URL, even over plain http", () => {
    const { document } = securityHeaders({ isHttps: false, studioOrigin: 'http://localhost:3311' });
    expect(directive(document['content-security-policy'], 'frame-src')).toBe("frame-src 'self' https: http://*.localhost:3311");
    expect(directive(securityHeaders({ isHttps: false }).document['content-security-policy'], 'frame-src')).toBe("frame-src 'self' https:");
  });
});
