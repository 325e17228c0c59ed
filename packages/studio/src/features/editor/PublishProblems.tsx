import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverlayProblem } from '@tessera/core/api/studio-overlays';
import type { PublishProblem } from '@tessera/core/api/studio-pages';
import { translateFieldMessage } from '../../app/describe-error';
import { blockDefinitions } from './block-definitions';
import type { FieldSpec } from './field-spec';
import styles from './PublishProblems.module.css';

type Props = {
  appId: string;
  /** The page open in the editor: its problems select the block here, others link to their page. */
  pageId?: string;
  /** A page's publish problems, or the problems of the document open here (an overlay's, which name no page). */
  problems: (PublishProblem | OverlayProblem)[];
  /** The heading; publishing's by default. */
  title?: string;
  onShowBlock: (blockId: string) => void;
  /** Offered when the list may be put away (publishing's); an overlay's stays until it saves. */
  onDismiss?: () => void;
};

type Definition = { label: string; fields: Record<string, FieldSpec | undefined> };
const definitions = blockDefinitions as unknown as Record<string, Definition | undefined>;
const SHARED_FIELDS: Record<string, string> = { background_color: 'editor.fields.backgroundColor', schedule: 'editor.fields.schedule' };

/** The block's name and the field's label in the studio's words; unknown ones as the server named them. */
function useNames() {
  const { t } = useTranslation();
  return {
    block: (type: string | null) => {
      const definition = type ? definitions[type] : undefined;
      return definition ? t(definition.label) : (type ?? t('editor.publish.pageSettings'));
    },
    field: (type: string | null, field: string) => {
      const [prop = field] = field.split('.');
      const spec = type ? definitions[type]?.fields[prop] : undefined;
      if (spec) return t(spec.label);
      const shared = SHARED_FIELDS[prop];
      return shared ? t(shared) : field;
    },
  };
}

/**
 * Why publishing (or an overlay's save) was refused (422 invalid_blocks): every problem with its
 * page, block, field and message, and a way to the block — selected in place when it is in the
 * document open here, opened on its page otherwise.
 */
export function PublishProblems({ appId, pageId, problems, title, onShowBlock, onDismiss }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const names = useNames();
  return (
    <section className={styles.problems} role="alert" aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title ?? t('editor.publish.problemsTitle')}
        </h2>
        {onDismiss ? (
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            {t('editor.publish.dismiss')}
          </button>
        ) : null}
      </div>
      <ul className={styles.list}>
        {problems.map((problem, index) => {
          const page = 'page_id' in problem ? problem : null;
          const isHere = !page || page.page_id === pageId;
          const where = [...(page ? [page.page_title] : []), names.block(problem.block_type), names.field(problem.block_type, problem.field)];
          return (
            <li key={`${page?.page_id ?? ''}-${problem.block_id ?? ''}-${problem.field}-${index}`} className={styles.item}>
              <p className={styles.where}>{where.join(' · ')}</p>
              <p className={styles.message}>{translateFieldMessage(problem.message, t)}</p>
              {problem.block_id ? (
                isHere || !page ? (
                  <button type="button" className={styles.show} onClick={() => onShowBlock(problem.block_id as string)}>
                    {t('editor.publish.showBlock')}
                  </button>
                ) : (
                  <Link className={styles.show} to={`/apps/${appId}/pages/${page.page_id}?block=${encodeURIComponent(problem.block_id)}`}>
                    {t('editor.publish.openPage', { page: page.page_title })}
                  </Link>
                )
              ) : page && !isHere ? (
                <Link className={styles.show} to={`/apps/${appId}/pages/${page.page_id}`}>
                  {t('editor.publish.openPage', { page: page.page_title })}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
