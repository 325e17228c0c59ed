import { useQuery } from '@tanstack/react-query';
import type { PageContentType } from '@tessera/core/entities/page';
import { pagesListQuery } from './page-queries';

type Props = {
  appId: string;
  id: string;
  /** Only the app's pages of this kind are offered (an event's page, a pack's page). */
  contentType: PageContentType;
  /** The empty first option ("Choose a page"). */
  chooseLabel: string;
  value: string;
  onChange: (pageId: string) => void;
};

/** The page an item (an event, a pack) shows on: a required choice among the app's pages of its kind, each named with its path. */
export function ContentPageSelect({ appId, id, contentType, chooseLabel, value, onChange }: Props) {
  const pages = useQuery(pagesListQuery(appId));
  return (
    <select id={id} required value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{chooseLabel}</option>
      {(pages.data?.pages ?? [])
        .filter((page) => page.content_type === contentType)
        .map((page) => (
          <option key={page.id} value={page.id}>
            {page.title} ({page.path})
          </option>
        ))}
    </select>
  );
}
