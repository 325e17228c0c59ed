import { useState, type ReactNode } from 'react';
import { DeleteItemDialog, type ListItem, type RemoveMutation } from '../DeleteItemDialog';
import type { DescribeError } from '../QueryStates';

type Tone = 'info' | 'error';

type Options<T extends ListItem> = {
  /** The screen's word prefix, as `DeleteItemDialog` reads it. */
  words: string;
  cancelLabel: string;
  remove: RemoveMutation;
  /** Said once an item is gone, where the row leaving is not enough. */
  deletedNotice?: (item: T) => string | undefined;
  describeError?: DescribeError;
  /** What goes with an item when it is deleted, as paragraphs. */
  renderDeleteBody: (item: T) => ReactNode;
};

/**
 * What a list screen (`EditableItemList`, `CreatableItemList`) keeps besides its items: the item
 * being asked about before it is deleted, and the line said above the list. Spread `noticeProps`
 * on `ItemListScreen` and put `deleteDialog` among its overlays.
 */
export function useListNotice<T extends ListItem>({ words, cancelLabel, remove, deletedNotice, describeError, renderDeleteBody }: Options<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: Tone } | null>(null);
  const say = (text: string | null, tone: Tone = 'error') => setNotice(text ? { text, tone } : null);
  const deleteDialog = deleting ? (
    <DeleteItemDialog
      words={words}
      item={deleting}
      cancelLabel={cancelLabel}
      remove={remove}
      onNotice={say}
      deletedNotice={deletedNotice?.(deleting)}
      describeError={describeError}
      onClose={() => setDeleting(null)}
    >
      {renderDeleteBody(deleting)}
    </DeleteItemDialog>
  ) : null;
  return { askDelete: setDeleting, say, noticeProps: { notice: notice?.text, noticeTone: notice?.tone }, deleteDialog };
}

