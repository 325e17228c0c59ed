import type { FastifyInstance } from 'fastify';

import { CODE_FRAME_PATH } from '@tessera/core/blocks/code';

/**
 * The code block's frame (issue 5: "the code block runs only in a sandboxed iframe"). A `srcdoc`
 * frame inherits the embedding page's CSP, which forbids inline scripts, so owner code could not
 * run. This tiny document instead carries its own policy: `sandbox allow-scripts` gives it an
 * opaque origin whatever the iframe attribute says (no cookies, no storage, no access to the app),
 * and inside that sandbox scripts and styles may run freely. It waits for one message from its
 * parent — the block's document — and writes it.
 */
const FRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><script>
addEventListener('message', function (event) {
  if (event.source !== parent || !event.data || event.data.type !== 'tessera-code' || typeof event.data.document !== 'string') return;
  document.open();
  document.write(event.data.document);
  document.close();
});
parent.postMessage({ type: 'tessera-code-ready' }, '*');
</script></body></html>`;

const FRAME_POLICY = [
  'sandbox allow-scripts allow-popups allow-forms',
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  // Only pages served from this same host (member app or studio) may embed it.
  "frame-ancestors 'self'",
].join('; ');

export function registerCodeFrame(server: FastifyInstance) {
  server.get(CODE_FRAME_PATH, { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', FRAME_POLICY)
      .header('cache-control', 'public, max-age=3600')
      .header('referrer-policy', 'no-referrer')
      .send(FRAME_HTML);
  });
}
