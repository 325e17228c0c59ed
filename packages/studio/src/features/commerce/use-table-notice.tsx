import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error';
import { InlineAlert } from '../../ui/InlineAlert';

type Notice = { tone: 'info' | 'error'; text: string };

/**
 * The line said above a commerce table (orders, subscriptions, coupons, order bumps): what was
 * done, politely, or why it was refused, as an alert.
 */
export function useTableNotice() {
  const { t, i18n } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const say = (text: string) => setNotice({ tone: 'info', text });
  /** A mutation's callbacks for an action asked about first: `done`'s words or the refusal, then `onSettled` (the dialog closes). */
  const outcome = <R,>(done: (result: R) => string, onSettled: () => void) => ({
    onSuccess: (result: R) => say(done(result)),
    onError: (error: unknown) =>
      setNotice({ tone: 'error', text: describeError(error, t, i18n.language) }),
    onSettled,
  });
  const noticeLine = notice ? <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert> : null;
  return { say, outcome, noticeLine };
}
