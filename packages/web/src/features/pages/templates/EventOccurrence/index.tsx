import { Suspense } from 'react';
import { lazyWithWords } from '../../../../app/i18n/feature-words';
import { useTranslation } from 'react-i18next';
import { useEventOfPage } from '../../../events/event-of-page';
import { ScheduleMeta } from '../ScheduleMeta';
import { TemplateLayout } from '../TemplateLayout';
import type { TemplateProps } from '../types';

// Booking and its words: their own chunk, loaded with the first page that shows an event.
const EventBooking = lazyWithWords(
  () => import('../../../events/EventBooking').then((module) => module.EventBooking),
  () => import('../../../events/words').then((module) => module.eventWords),
);

/**
 * An event occurrence page with an event (features/events) lists its next dates with booking;
 * without one (or until it loads) it shows the page's own schedule.
 */
export function EventOccurrenceTemplate({ page }: TemplateProps) {
  const { t } = useTranslation();
  const { data: event } = useEventOfPage(page.page_id);
  return (
    <TemplateLayout
      page={page}
      eyebrow={t('page.types.event_occurrence')}
      meta={<ScheduleMeta schedule={page.page_schedule} />}
      after={
        event ? (
          <Suspense fallback={null}>
            <EventBooking event={event} />
          </Suspense>
        ) : null
      }
    />
  );
}
