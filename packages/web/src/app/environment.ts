/** Whether the app runs as an installed PWA (display-mode standalone, or iOS home-screen). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** Whether a native shell hosts the app; it announces itself with a marker on window. */
export function isNative(): boolean {
  return Boolean((window as Window & { TesseraNative?: unknown }).TesseraNative);
}

/** `?page-builder` turns on the studio's preview mode (SPEC §1): fixed 375 px width. */
export function isPreviewMode(search: string = window.location.search): boolean {
  return new URLSearchParams(search).has('page-builder');
}

let isPreview: boolean | null = null;

/**
 * Preview mode is decided by the address the app was opened with: in-app links drop the query,
 * and the preview must not end when the owner follows one.
 */
export function isPreviewSession(): boolean {
  // The server renders for members, never the studio's preview.
  if (typeof window === 'undefined') return false;
  isPreview ??= isPreviewMode();
  return isPreview;
}
