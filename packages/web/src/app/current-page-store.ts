import { create } from 'zustand';
import type { BlockColor, ColorMode, PageContentType, PageProps } from '@tessera/core/entities/page';

/** SPEC §3 Current page: what the shell (toolbar, theme) needs to know about the page on screen. */
export type CurrentPage = {
  id: string;
  rootId: string;
  contentRootId: string | null;
  path: string;
  type: PageContentType;
  title: string;
  actions: PageProps['page_actions'];
  access: PageProps['page_access'];
  colorMode: ColorMode | null;
  /** The page's own background (a block colour); the theme's variables follow it. */
  backgroundColor: BlockColor | null;
  showBackButton: boolean;
  showBookmarkButton: boolean;
  /** SPEC §3 show_add_to_schedule_button: the toolbar offers "Add to schedule" (features/schedule). */
  showAddToScheduleButton: boolean;
  /** Room under the page's content; off for pages that end flush with the bottom (a full-bleed image). */
  showBottomPadding: boolean;
  /** Off hides the app's toolbar on this page. */
  useGlobalToolbar: boolean;
  show_tabbar: boolean;
  show_view_switcher: boolean;
};

export function toCurrentPage(page: PageProps): CurrentPage {
  return {
    id: page.page_id,
    rootId: page.root_id,
    contentRootId: page.content_root_id,
    path: page.page_data.path,
    type: page.page_content_type,
    title: page.page_title,
    actions: page.page_actions,
    access: page.page_access,
    colorMode: page.color_mode,
    backgroundColor: page.background_color,
    showBackButton: page.show_back_button,
    showBookmarkButton: page.show_bookmark_button,
    showAddToScheduleButton: page.show_add_to_schedule_button,
    showBottomPadding: page.show_bottom_padding,
    useGlobalToolbar: page.use_global_toolbar,
    show_tabbar: page.show_tabbar,
    show_view_switcher: page.show_view_switcher,
  };
}

type CurrentPageStore = {
  page: CurrentPage | null;
  setPage: (page: CurrentPage | null) => void;
};

export const useCurrentPageStore = create<CurrentPageStore>((set) => ({
  page: null,
  setPage: (page) => set({ page }),
}));
