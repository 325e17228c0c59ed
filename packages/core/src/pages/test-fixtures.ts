/**
 * Builders shared by the page tests of core, the member app and the studio: a page as the member
 * app renders it and a studio draft, each with nothing set but what the test gives. Kept out of
 * the page code so that it carries no test-only paths.
 */
import type { PageDraft } from '../api/studio-pages';
import {
  BLOCK_DOCUMENT_VERSION,
  accessNodeSchema,
  pageDisplayFlagsSchema,
  pagePropsSchema,
  type PageContentType,
  type PageProps,
} from '../entities/page';

/** What a page and its draft both leave unset by default: its own colours, sharing card and comments. */
const UNSET_LOOK_AND_SHARING = {
  color_mode: null,
  background_color: null,
  og_title: null,
  og_description: null,
  og_image: null,
  is_commentable: false,
} as const;

/** A published generic page `/about` ("About us"), open to everyone, with no blocks. */
export function makePageProps(
  overrides: Partial<PageProps> & { page_content_type?: PageContentType } = {},
): PageProps {
  return pagePropsSchema.parse({
    page_id: 'page-1',
    root_id: 'page-1',
    content_root_id: null,
    page_title: 'About us',
    page_content_type: 'generic',
    page_data: { path: '/about' },
    attributes: {},
    blocks: [],
    references: {},
    siblings: [],
    children: [],
    page_access: { granted: true, reason: null, data: null },
    page_schedule: null,
    page_schedules: [],
    page_actions: [],
    ...UNSET_LOOK_AND_SHARING,
    message_thread_id: null,
    ...overrides,
  });
}

/** A studio draft of `/week-1` ("Week 1") with the display defaults, no blocks and open access. */
export function makePageDraft(overrides: Partial<PageDraft> = {}): PageDraft {
  return {
    ...pageDisplayFlagsSchema.parse({}),
    title: 'Week 1',
    path: '/week-1',
    description: null,
    image: null,
    tags: [],
    blocks: { schema_version: BLOCK_DOCUMENT_VERSION, blocks: [] },
    attributes: {},
    access: accessNodeSchema.parse({}),
    schedules: [],
    actions: [],
    ...UNSET_LOOK_AND_SHARING,
    ...overrides,
  };
}
