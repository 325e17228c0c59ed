import { publicAppConfigSchema } from '@tessera/core/entities/app';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { pagePropsSchema } from '@tessera/core/entities/page';
import type { PageContentType, PageProps } from '@tessera/core/entities/page';
import { defaultTheme } from '@tessera/core/entities/theme';

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
