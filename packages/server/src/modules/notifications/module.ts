import type { ServerModule } from '../../http/server-module';
import { registerBlastHandlers } from './blasts';
import { registerDeliveryHandlers } from './deliver';
import { messageNoticeJobs } from './message-notices';
import { registerNotificationRoutes } from './member-routes';
import { noticeOnOccurrenceCancelled, registerOccurrenceCancelledHandler } from './occurrence-cancel-notices';
import { planOnBooking, registerReminderHandlers, reminderJobs } from './reminders';
import { registerStudioNotificationRoutes } from './studio-routes';

/**
 * Notifications (SPEC §3 settings and push registration, §7 Notifications, issue 16): settings,
 * devices, the notification centre, reminders from other modules' reminder sources, messages' notices (message-notices.ts), owner blasts,
 * the notice of a cancelled event date (occurrence-cancel-notices.ts), and `notify()` (deliver.ts) for modules that have something to tell a member.
 */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  memberRoutes: registerNotificationRoutes,
  studioRoutes: registerStudioNotificationRoutes,
  jobs: (services) => [...reminderJobs(services), messageNoticeJobs(services)],
  domainEvents: [planOnBooking, noticeOnOccurrenceCancelled],
  jobHandlers: (services, runner) => {
    registerDeliveryHandlers(services, runner);
    registerReminderHandlers(services, runner);
    registerBlastHandlers(services, runner);
    registerOccurrenceCancelledHandler(services, runner);
  },
};
