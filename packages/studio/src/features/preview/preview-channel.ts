import { previewAppMessageSchema, type PreviewAppMessage } from '@tessera/core/preview';

/** The origin the preview lives at, or null when the address is not a usable http(s) URL. */
export function previewOriginOf(previewUrl: string, base: string = window.location.href): string | null {
  try {
    const url = new URL(previewUrl, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A message from the preview, or null when it is not one: it must come from the preview's origin,
 * from the frame's own window (another frame of that origin is not the preview), and follow the
 * protocol. Anything else that reaches the studio's window is ignored.
 */
export function readPreviewMessage(event: MessageEvent, expected: { origin: string; source: Window | null | undefined }): PreviewAppMessage | null {
  if (!expected.source || event.origin !== expected.origin || event.source !== expected.source) return null;
  const parsed = previewAppMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
