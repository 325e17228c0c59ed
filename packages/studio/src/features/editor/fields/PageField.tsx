import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import { useEditorData } from '../editor-context';
import { FieldShell } from './FieldShell';
import type { ControlIds } from './FieldShell';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

/** Pages in tree order with their depth, for an indented list. */
function withDepth(pages: readonly StudioPageSummary[]): { page: StudioPageSummary; depth: number }[] {
  const depthOf = new Map<string, number>();
  return pages.map((page) => {
    const depth = page.parent_id === null ? 0 : (depthOf.get(page.parent_id) ?? 0) + 1;
    depthOf.set(page.id, depth);
    return { page, depth };
  });
}

type SelectProps = ControlIds & {
  value: string | null | undefined;
  onChange: (pageId: string | null) => void;
  readOnly?: boolean;
  /** Offer "No page" (the prop may be null). */
  allowNone: boolean;
};

/** A select of this app's pages, indented by depth; the stored value is the page id. */
export function PageSelect({ id, describedBy, invalid, value, onChange, readOnly, allowNone }: SelectProps) {
  const { t } = useTranslation();
  const { pages, pagesFailed, pageId } = useEditorData();
  const rows = useMemo(() => withDepth(pages ?? []), [pages]);
  const isKnown = !value || rows.some((row) => row.page.id === value);
  return (
    <select
      id={id}
      className={styles.input}
      value={value ?? ''}
      disabled={readOnly || pages === null}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-busy={pages === null && !pagesFailed ? true : undefined}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    >
      <option value="" disabled={!allowNone}>
        {pages === null ? (pagesFailed ? t('editor.page.failed') : t('editor.page.loading')) : allowNone ? t('editor.page.none') : t('editor.fields.choose')}
      </option>
      {isKnown ? null : <option value={value ?? ''}>{t('editor.page.missing')}</option>}
      {rows.map(({ page, depth }) => (
        <option key={page.id} value={page.id}>
          {`${'\u00a0\u00a0'.repeat(depth)}${page.title}${page.id === pageId ? ` (${t('editor.page.thisPage')})` : ''}`}
        </option>
      ))}
    </select>
  );
}

/** A block prop that names a page of this app. */
export function PageField({ label, value, onChange, readOnly, schema, error: givenError }: FieldViewProps<string | null | undefined>) {
  const { t } = useTranslation();
  const { pagesFailed, retryPages } = useEditorData();
  const error = useFieldError(schema, value, givenError);
  return (
    <FieldShell label={label} error={error}>
      {(ids) => (
        <>
          <PageSelect {...ids} value={value} onChange={onChange} readOnly={readOnly} allowNone={schema ? schema.safeParse(null).success : true} />
          {pagesFailed ? (
            <button type="button" className={styles.linkButton} onClick={retryPages}>
              {t('editor.page.retry')}
            </button>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
