import { publicAppConfigSchema } from '@tessera/core/entities/app';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { makePageProps } from '@tessera/core/pages/test-fixtures';
import { signInResponseSchema } from '@tessera/core/entities/sign-in';
import type { SignInResponse } from '@tessera/core/entities/sign-in';
import { defaultTheme } from '@tessera/core/entities/theme';
import { userSchema } from '@tessera/core/entities/user';
import type { User } from '@tessera/core/entities/user';

export function makeConfig(overrides: Partial<PublicAppConfig> = {}): PublicAppConfig {
  return publicAppConfigSchema.parse({
    slug: 'demo',
    name: 'Demo Fitness',
    theme: defaultTheme,
    toolbar: {},
    access: {},
    show_made_with_badge: true,
    languages: ['en'],
    default_locale: 'en',
    home_path: '/',
    menu: [
      { title: 'Home', path: '/' },
      { title: 'About', path: '/about' },
    ],
    ...overrides,
  });
}

/** A page as the member app renders it: `/about` ("About us") unless the test says otherwise. */
export const makePage = makePageProps;

export function makeUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id: 'member-1',
    email: 'mia@example.test',
    name: 'Mia Member',
    timezone: 'Europe/Oslo',
    subscriber_id: 'sub-1',
    subscriber_uuid: 'sub-uuid-1',
    global_events_channel: 'member-1-events',
    ...overrides,
  });
}

export function makeSignInResponse(overrides: Partial<Omit<SignInResponse, 'user'>> & { user?: Partial<User> } = {}): SignInResponse {
  const { user, ...rest } = overrides;
  return signInResponseSchema.parse({ authentication_token: 'token-abc-123', ...rest, user: makeUser(user) });
}
