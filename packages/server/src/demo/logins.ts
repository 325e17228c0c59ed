/** The demo app and its people, kept apart from the seed so `main.ts` can name them without loading it. */
export const DEMO_APP_SLUG = 'demo';
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_PEOPLE = [
  { email: 'owner@demo.test', role: 'owner (studio)' },
  { email: 'admin@demo.test', role: 'app admin' },
  { email: 'member@demo.test', role: 'member' },
] as const;
