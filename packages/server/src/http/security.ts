import type { FastifyReply } from 'fastify';

/**
 * Security headers, prepared once. Documents (the two SPAs' HTML) get the full set with a CSP that
 * is what the SPAs need and no more: no inline scripts (the app config travels as a JSON data
 * block), inline styles allowed (theme variables, the block editor), media and embeds from https
 * only. Every other response gets the headers that matter for non-documents. Setting a prepared
 * object costs far less per request than running a middleware chain (see decision 008).
 */
/** `http://localhost:3000` → `http://*.localhost:3000`: where PUBLIC_URL's apps live. */
function appSubdomains(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//*.${url.host}`;
}

function contentSecurityPolicy({ isHttps, studioOrigin }: { isHttps: boolean; studioOrigin: string | undefined }): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    'media-src': "'self' blob: https:",
    'font-src': "'self' data:",
    'connect-src': "'self' ws: wss:",
    // The studio frames member apps for its preview: any https page, and the apps' sub-domains of
    // PUBLIC_URL even when that is plain http (a local setup such as http://localhost:3000).
    'frame-src': studioOrigin ? `'self' https: ${appSubdomains(studioOrigin)}` : "'self' https:",
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    // The studio's full-app preview frames member apps from PUBLIC_URL's origin (app sub-domains
    // and custom domains are other origins); nobody else may frame them (clickjacking).
    'frame-ancestors': studioOrigin ? `'self' ${studioOrigin}` : "'self'",
  };
  const policy = Object.entries(directives).map(([name, value]) => `${name} ${value}`);
  if (isHttps) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export type SecurityHeaders = { base: Record<string, string>; document: Record<string, string> };

/**
 * `studioOrigin` (PUBLIC_URL's origin) may frame documents. X-Frame-Options cannot name another
 * origin, and browsers that know CSP ignore it beside frame-ancestors, so it is sent only while
 * it says the same as frame-ancestors ('self' alone); otherwise it would only mislead.
 */
export function securityHeaders(args: { isHttps: boolean; studioOrigin?: string }): SecurityHeaders {
  const base: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  const document: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy({ isHttps: args.isHttps, studioOrigin: args.studioOrigin }),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(args.studioOrigin ? {} : { 'x-frame-options': 'SAMEORIGIN' }),
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    ...(args.isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return { base, document };
}

export function setDocumentHeaders(reply: FastifyReply, headers: SecurityHeaders) {
  reply.headers(headers.document);
}
