import type { ServerModule } from '../../http/server-module';
import { registerActivityRoutes } from './member-routes';
import { pruneActivity, PRUNE_ACTIVITY_JOB } from './prune';
import { recordDomainActivity } from './sessions';
import { rollUp, ROLLUP_JOB } from './rollup';
import { registerInsightsStudioRoutes } from './studio-routes';
import { registerActivitySystemRoutes } from './system-routes';
import { createWebhookSender, DELIVER_WEBHOOKS_JOB, enqueueWebhooks } from './webhooks';

/**
 * Activity, analytics and webhooks (SPEC §4 Session tracking, §7 Activity; issue 16): sessions and
 * activities as they happen, their daily rollup, the studio's analytics, API keys for the
 * documented API, and signed webhooks fed by other modules' domain events.
 */
export const activityModule: ServerModule = {
  name: 'activity',
  memberRoutes: registerActivityRoutes,
  studioRoutes: registerInsightsStudioRoutes,
  systemRoutes: registerActivitySystemRoutes,
  domainEvents: [enqueueWebhooks, recordDomainActivity],
  jobs: (services) => {
    const sender = createWebhookSender({ db: services.database.db, services, log: console });
    return [
      { name: ROLLUP_JOB, everyMs: 5 * 60_000, run: () => rollUp(services.database.db, new Date()) },
      { name: PRUNE_ACTIVITY_JOB, everyMs: 6 * 60 * 60_000, run: () => pruneActivity(services.database.db, new Date()) },
      { name: DELIVER_WEBHOOKS_JOB, everyMs: 5_000, kickDelayMs: 50, run: sender.deliverDue },
    ];
  },
};
