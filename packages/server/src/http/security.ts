import type { FastifyReply } from 'fastify';

/**
 * Security headers, prepared once. Documents (the two SPAs' HTML) get the full set with a CSP that
 * is what the SPAs need and no more: no inline scripts (the app config travels as a JSON data
 * block), inline styles allowed (theme variables, the block editor), media and embeds from https
 * only. Every other response gets the headers that matter for non-documents. Setting a prepared
 * object costs far less per request than running a middleware chain (see decision 008).
 */
function contentSecurityPolicy(isHttps: boolean): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    'media-src': "'self' blob: https:",
    'font-src': "'self' data:",
    'connect-src': "'self' ws: wss:",
    'frame-src': "'self' https:",
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  };
  const policy = Object.entries(directives).map(([name, value]) => `${name} ${value}`);
  if (isHttps) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export type SecurityHeaders = { base: Record<string, string>; document: Record<string, string> };

export function securityHeaders(args: { isHttps: boolean }): SecurityHeaders {
  const base: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  const document: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(args.isHttps),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    ...(args.isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return { base, document };
}

export function setDocumentHeaders(reply: FastifyReply, headers: SecurityHeaders) {
  reply.headers(headers.document);
}
