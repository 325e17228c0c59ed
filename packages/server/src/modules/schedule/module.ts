import type { MyContentPart } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { appWindowReminders } from './app-window-reminders';
import { registerScheduleRoutes } from './member-routes';
import { upcomingEntries } from './operations';
import { programDays } from './program-days';
import { programDayReminders } from './program-day-reminders';
import { scheduleReminders } from './reminder-source';
import { registerStudioScheduleRoutes } from './studio-routes';

/** SPEC §3 My content's upcoming_pages: the pages on my schedule from today on (mine and the app's I may see), each once, soonest first. */
const upcomingPages: MyContentPart = async (ctx, { member }) => {
  const entries = await upcomingEntries(ctx, { appId: member.appId, id: member.id, timezone: member.timezone }, 60);
  const seen = new Set<string>();
  const upcoming = [];
  for (const entry of entries) {
    const data = entry.item.data as { page_id: string; title: string; path: string; page_content_type: string; image: string | null };
    if (seen.has(data.page_id)) continue;
    seen.add(data.page_id);
    upcoming.push({
      page_id: data.page_id,
      title: data.title,
      path: data.path,
      page_content_type: data.page_content_type as never,
      image: data.image,
      description: null,
    });
    if (upcoming.length === 20) break;
  }
  return { upcoming_pages: upcoming };
};

/** The personal schedule (SPEC §3 Scheduled item, §7 Schedule), the days programs lay on it, and the studio's calendar of the app. */
export const scheduleModule: ServerModule = {
  name: 'schedule',
  memberRoutes: registerScheduleRoutes,
  studioRoutes: registerStudioScheduleRoutes,
  myContentParts: [upcomingPages],
  following: programDays,
  reminderSources: [scheduleReminders, programDayReminders, appWindowReminders],
};
