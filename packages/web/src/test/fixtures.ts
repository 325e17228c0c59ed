import { publicAppConfigSchema } from '@tessera/core/entities/app';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { pagePropsSchema } from '@tessera/core/entities/page';
import type { PageContentType, PageProps } from '@tessera/core/entities/page';
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

export function makePage(overrides: Partial<PageProps> & { page_content_type?: PageContentType } = {}): PageProps {
  const path = overrides.page_data?.path ?? '/about';
  return pagePropsSchema.parse({
    page_id: 'page-1',
    root_id: 'page-1',
    content_root_id: null,
    page_title: 'About us',
    page_content_type: 'generic',
    page_data: { path },
    attributes: {},
    blocks: [],
    references: {},
    siblings: [],
    children: [],
    page_access: { granted: true, reason: null, data: null },
    page_schedule: null,
    page_schedules: [],
    page_actions: [],
    color_mode: null,
    background_color: null,
    og_title: null,
    og_description: null,
    og_image: null,
    is_commentable: false,
    message_thread_id: null,
    ...overrides,
  });
}

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
