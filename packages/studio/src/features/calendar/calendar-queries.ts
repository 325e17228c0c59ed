import { queryOptions } from '@tanstack/react-query';
import { studioCalendarContract } from '@tessera/core/api/studio-schedule';
import { monthDays } from '@tessera/core/events/month';
import { studioApi } from '../../app/studio-api';

/** A month of the app's calendar (every day of it) in the owner's zone: one call. */
export function calendarMonthQuery(appId: string, month: string, timezone: string) {
  const days = monthDays(month);
  return queryOptions({
    queryKey: ['studio', 'calendar', appId, month, timezone],
    queryFn: ({ signal }) => studioApi(studioCalendarContract, { params: { appId }, query: { from: days[0]!, to: days.at(-1)!, timezone } }, { signal }),
  });
}
