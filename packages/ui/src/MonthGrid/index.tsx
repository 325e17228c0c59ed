import type { ReactNode } from 'react';
import { monthWeeks } from '@tessera/core/events/month';

type Props = {
  /** Any day of the month shown (YYYY-MM-DD). */
  month: string;
  language: string;
  caption: ReactNode;
  /** What a day holds (its events…); the day's number is shown before it. */
  renderDay: (day: string) => ReactNode;
  className?: string | undefined;
  captionClassName?: string | undefined;
  dayClassName?: string | undefined;
  /** Today (YYYY-MM-DD) in the zone the grid is read in: its cell is marked `aria-current="date"`. */
  today?: string | undefined;
};

const format = (day: string, language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A month's name and year ("December 2026"). */
export const monthName = (month: string, language: string) => format(month, language, { month: 'long', year: 'numeric' });

/** A day's full name ("Tuesday, 15 December"), the label of its cell and of a list's day. */
export const longDayName = (day: string, language: string) => format(day, language, { weekday: 'long', day: 'numeric', month: 'long' });

/**
 * A month as a real table: weekday column headers (Monday first, full names in `abbr`), one row
 * a week, each day's cell labelled with its full date so a screen reader says which day it is in.
 */
export function MonthGrid({ month, language, caption, renderDay, className, captionClassName, dayClassName, today }: Props) {
  const weeks = monthWeeks(month);
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          {weeks[1]!.map((day) => (
            <th key={day} scope="col" abbr={format(day!, language, { weekday: 'long' })}>
              {format(day!, language, { weekday: 'short' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, column) =>
              day ? (
                <td key={day} className={dayClassName} aria-label={longDayName(day, language)} aria-current={day === today ? 'date' : undefined}>
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                  {renderDay(day)}
                </td>
              ) : (
                <td key={`empty-${column}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
