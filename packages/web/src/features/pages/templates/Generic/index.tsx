import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

/** Any page: its blocks under its title (a leading hero is the page's cover and carries the title). */
export function GenericTemplate({ page }: TemplateProps) {
  return <TemplateLayout page={page} isCoverTitle />;
}
