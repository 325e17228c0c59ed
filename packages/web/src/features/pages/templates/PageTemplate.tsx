import { templates } from './registry';
import type { TemplateProps } from './types';

/** Renders a page with the template of its content type; an unknown type falls back to generic. */
export function PageTemplate({ page }: TemplateProps) {
  const Template = templates[page.page_content_type] ?? templates.generic;
  return <Template page={page} />;
}
