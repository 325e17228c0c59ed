import type { FastifyInstance } from 'fastify';

import {
  CODE_DOCUMENT_MESSAGE,
  CODE_FRAME_PATH,
  CODE_HEIGHT_MESSAGE,
  CODE_READY_MESSAGE,
} from '@tessera/core/blocks/code';
import { HEIGHT_RECALCULATION_DELAYS_MS, RESIZE_THROTTLE_MS } from '@tessera/core/constants';

/**
 * The code block's frame (issue 5: "the code block runs only in a sandboxed iframe"). A `srcdoc`
 * frame inherits the embedding page's CSP, which forbids inline scripts, so owner code could not
 * run. This tiny document instead carries its own policy: `sandbox allow-scripts` gives it an
 * opaque origin whatever the iframe attribute says (no cookies, no storage, no access to the app),
 * and inside that sandbox scripts and styles may run freely. It waits for one message from its
 * parent — the block's document — and writes it.
 *
 * After writing, it reports its content height so a block set to fit its content can size the
 * frame (SPEC §9): on every resize of the window or the content, throttled at 100 ms with a
 * trailing call, and again at 1 s and 2 s, when late images, fonts and scripts have settled.
 * The listeners are added after `document.open()`, which erases every earlier one.
 */
const FRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><script>
addEventListener('message', function (event) {
  if (event.source !== parent || !event.data || event.data.type !== '${CODE_DOCUMENT_MESSAGE}' || typeof event.data.document !== 'string') return;
  document.open();
  document.write(event.data.document);
  document.close();
  var reported = -1, timer = 0, pending = false;
  function report() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    parent.postMessage({ type: '${CODE_HEIGHT_MESSAGE}', height: height }, '*');
  }
  function throttled() {
    if (timer) { pending = true; return; }
    report();
    timer = setTimeout(function () { timer = 0; if (pending) { pending = false; throttled(); } }, ${RESIZE_THROTTLE_MS});
  }
  addEventListener('resize', throttled);
  addEventListener('load', throttled);
  if (typeof ResizeObserver === 'function') new ResizeObserver(throttled).observe(document.documentElement);
  ${JSON.stringify(HEIGHT_RECALCULATION_DELAYS_MS)}.forEach(function (delay) { setTimeout(report, delay); });
  report();
});
parent.postMessage({ type: '${CODE_READY_MESSAGE}' }, '*');
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
