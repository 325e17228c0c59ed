import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError as describeStudioError } from '../../app/describe-error';
import { ConfirmDialog } from '../ConfirmDialog';
import type { DescribeError, QueryState } from '../QueryStates';

/** What the dialog calls to delete: a `useMutation` result whose variable is the item's id fits. */
export type RemoveMutation = {
  isPending: boolean;
  mutate: (id: string, callbacks: { onSuccess?: () => void; onError?: (error: Error) => void; onSettled?: () => void }) => void;
};

/** An item of a list screen, as the shared pieces name and delete it. */
export type ListItem = { id: string; title: string };

/** What a list screen lists and deletes: `EditableItemList` and `CreatableItemList` take these. */
export type ListedItems<T extends ListItem> = {
  /** The list's query (see `ItemListScreen`). */
  list: QueryState<unknown>;
  items: readonly T[];
  /** Deletes an item by id (a `useMutation`). */
  remove: RemoveMutation;
  /** Right under the intro: tabs to sibling screens. */
  nav?: ReactNode;
};

type Props = {
  /** The screen's word prefix: reads `<words>.delete.title` (with `{{title}}`) and `<words>.delete.confirm`. */
  words: string;
  /** What is to go; render the dialog only while there is one. */
  item: ListItem;
  cancelLabel: string;
  remove: RemoveMutation;
  /**
   * The line above the list: null as the delete starts, then the refusal (tone `error`), or
   * `deletedNotice` once it is gone (tone `info`; null without one), for `ItemListScreen`'s `notice` and `noticeTone`.
   */
  onNotice: (notice: string | null, tone: 'info' | 'error') => void;
  /** Said once the item is gone, where the row leaving is not enough. */
  deletedNotice?: string;
  /** Puts a refusal into words (a feature's own for the refusals it explains better, such as what still uses the item). */
  describeError?: DescribeError;
  /** Done or cancelled: the caller forgets the item, which closes the dialog. */
  onClose: () => void;
  /** What goes with the item, as paragraphs. */
  children: ReactNode;
};

/**
 * "Delete “Yoga”?": the studio's one way to ask before deleting an item of a list (an alert dialog,
 * Cancel focused), then delete it by id and say how it went through `onNotice`.
 */
export function DeleteItemDialog({ words, item, cancelLabel, remove, onNotice, deletedNotice, describeError = describeStudioError, onClose, children }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <ConfirmDialog
      title={t(`${words}.delete.title`, { title: item.title })}
      cancelLabel={cancelLabel}
      confirmLabel={t(`${words}.delete.confirm`)}
      isBusy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        onNotice(null, 'info');
        remove.mutate(item.id, {
          onSuccess: () => onNotice(deletedNotice ?? null, 'info'),
          onError: (error) => onNotice(describeError(error, t, i18n.language), 'error'),
          onSettled: onClose,
        });
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
