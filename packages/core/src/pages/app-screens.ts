/**
 * `/me/…` is the member app's own: account, my content, schedule, events, discover, messages and
 * notifications are screens of the app, whose routes come before pages'. A page at such a path
 * never shows its blocks; what it does is put that screen in the menu (the menu lists top-level
 * pages), as the demo's Messages page does. The studio marks such a page as an app screen: it
 * cannot be deleted, copied or given child pages (a child would be a path the app's screen reads
 * as its own, such as a thread id), and moving it under another page takes it out of the menu.
 */
export const APP_SCREEN_PREFIX = '/me';

export function isAppScreenPath(path: string): boolean {
  return path === APP_SCREEN_PREFIX || path.startsWith(`${APP_SCREEN_PREFIX}/`);
}
