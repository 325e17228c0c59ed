import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { InlineAlert } from '../InlineAlert';
import { ScreenIntro } from '../ScreenIntro';
import { QueryStates, type DescribeError, type QueryState } from '../QueryStates';
import { StateMessage } from '../StateMessage';
import listStyles from '../ItemList/styles.module.css';

type Props = {
  /**
   * The screen's word prefix (`events`, `workouts`…). It reads `<words>.title` (the h1 and the tab's
   * title), `.lead`, `.loading`, `.loadError`, `.emptyTitle` and `.emptyBody`.
   */
  words: string;
  /** The list's query: until it answers the screen says it is loading; a failure offers Retry. */
  list: QueryState<unknown>;
  /** The list answered with nothing: the empty state shows instead of `children`. */
  isEmpty: boolean;
  /** The intro's main action (a New… button); null while it makes no sense (an editor is open). */
  action: ReactNode;
  /** The empty state's action (usually the same New… button, worded for a first one). */
  emptyAction: ReactNode;
  /** Say nothing while the list is empty (an editor open above takes the empty state's place). */
  isEmptyHidden?: boolean;
  /** What was just done or refused, above the list (from `DeleteItemDialog`'s `onNotice`, an editor's save). */
  notice?: string | null;
  /** How the notice is said: a refusal (`error`, the default: an alert) or what was done (`info`: a polite status). */
  noticeTone?: 'info' | 'error';
  /** Right under the intro: tabs to sibling screens. */
  nav?: ReactNode;
  /** Under the notice: what is open over or above the list (an inline editor, New… and Delete… dialogs). */
  overlays?: ReactNode;
  /** Puts the list's failure into words; the studio's `describeError` unless a feature has its own. */
  describeError?: DescribeError;
  /** The loaded, non-empty list: a `<ul className={listStyles.list}>` of rows, perhaps a search box above it. */
  children: ReactNode;
};

/**
 * The frame of a studio screen that lists one kind of item in an app (`/apps/:appId/<kind>`):
 * the intro with its h1 and New… action, the tab's title, a notice, what is open, then loading,
 * failure with Retry, the empty state or the list itself. The feature keeps its rows, editor and
 * words; see `DeleteItemDialog` for asking before a delete.
 */
export function ItemListScreen({ words, list, isEmpty, action, emptyAction, isEmptyHidden = false, notice, noticeTone = 'error', nav, overlays, describeError, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t(`${words}.title`), app?.name);

  return (
    <section aria-labelledby={titleId} className={listStyles.screen}>
      <ScreenIntro id={titleId} className={listStyles.intro} title={t(`${words}.title`)} lead={t(`${words}.lead`)} action={action} />
      {nav}
      {notice ? <InlineAlert tone={noticeTone}>{notice}</InlineAlert> : null}
      {overlays}
      <QueryStates query={list} loading={t(`${words}.loading`)} loadError={t(`${words}.loadError`)} describeError={describeError}>
        {() =>
          isEmpty ? (
            isEmptyHidden ? null : (
              <StateMessage tone="empty" title={t(`${words}.emptyTitle`)} action={emptyAction}>
                {t(`${words}.emptyBody`)}
              </StateMessage>
            )
          ) : (
            children
          )
        }
      </QueryStates>
    </section>
  );
}
