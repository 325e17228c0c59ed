import type { SignInPart } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { registerEventRoutes } from './member-routes';
import { bookedOccurrenceIds } from './occurrence-view';
import { planDueEvents } from './planning';
import { bookedEventReminders } from './reminder-source';
import { registerStudioEventRoutes } from './studio-routes';

/** SPEC §3: the sign-in response's event_subscriptions, the occurrences the member holds a spot in. */
const eventState: SignInPart = async (ctx, { member }) => ({
  event_subscriptions: await bookedOccurrenceIds(ctx.db, member, ctx.now()),
});

/** Events (SPEC §7 Events): occurrences planned ahead, bookings with a waitlist, calendar files. */
export const eventsModule: ServerModule = {
  name: 'events',
  memberRoutes: registerEventRoutes,
  studioRoutes: registerStudioEventRoutes,
  signInParts: [eventState],
  reminderSources: [bookedEventReminders],
  jobs: (services) => [
    { name: 'events.plan', everyMs: 6 * 3_600_000, run: () => planDueEvents(services.database.db, new Date()) },
  ],
};
