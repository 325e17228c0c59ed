import type { PageProps } from '@tessera/core/entities/page';

export type TemplateProps = { page: PageProps };
