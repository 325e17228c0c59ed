import { groupMessages } from '@tessera/core/messaging/rules';

/** What the timeline needs of a message: when, by whom, and whether it stands alone. */
export type TimelineMessage = {
  message_ts: number;
  user: { id: string };
  message_type: string;
};

export type TimelineRow<M extends TimelineMessage> =
  | { kind: 'day'; key: string; day: string; at: number }
  | { kind: 'message'; key: string; message: M; startsGroup: boolean; endsGroup: boolean };

/** The local calendar day of a timestamp, `YYYY-MM-DD`, in the given time zone (the device's by default). */
export function dayOf(ts: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(ts));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Messages in time order as the rows of a conversation: a separator before each new day, and each
 * message marked where its author's group starts and ends (the name and photo show once per group).
 */
export function timelineRows<M extends TimelineMessage>(
  messages: readonly M[],
  timeZone?: string,
): TimelineRow<M>[] {
  const days: { day: string; messages: M[] }[] = [];
  for (const message of messages) {
    const day = dayOf(message.message_ts, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days.flatMap(({ day, messages: ofDay }) => [
    { kind: 'day' as const, key: `day-${day}`, day, at: ofDay[0]?.message_ts ?? 0 },
    // Core's rule (SPEC §9): one author's run, each within 60 000 ms of the one before.
    ...groupMessages(ofDay).flatMap((group) =>
      group.map((message, index) => ({
        kind: 'message' as const,
        key: `m-${message.message_ts}`,
        message,
        startsGroup: index === 0,
        endsGroup: index === group.length - 1,
      })),
    ),
  ]);
}
