import { startsWithHero, TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

/** Any page: its blocks. A leading hero stands in for the visible title. */
export function GenericTemplate({ page }: TemplateProps) {
  return <TemplateLayout page={page} isTitleVisuallyHidden={startsWithHero(page)} />;
}
