/** The seeded owner of a fresh data directory (server demo seed). */
export const DEMO_LOGIN = { email: 'owner@demo.test', password: 'demo-password' } as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The demo login is a convenience for someone trying Tessera on their own machine; a studio on a
 * real domain must not advertise a password, even one that may not exist there.
 */
export function shouldShowDemoLogin({ isDev, hostname }: { isDev: boolean; hostname: string }): boolean {
  return isDev || LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}
