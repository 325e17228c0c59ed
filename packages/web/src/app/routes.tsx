import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { NotFound } from './NotFound';
import { PageScreen } from '../features/pages/PageScreen';
import { PageLoading } from '../ui/StatusScreen';
import { Layout } from './Layout';
import { LazyNotificationCentreScreen, LazyUnsubscribeScreen } from '../features/notifications/lazy';
import { lazyWithWords } from './i18n/feature-words';

// The account is the member's own and visited now and then: its own chunk, loaded on the way in.
const MyContentScreens = lazy(() => import('../features/my-content/MyContent').then((module) => ({ default: module.MyContentScreens })));
// My schedule: its own chunk with its own words.
const ScheduleScreen = lazyWithWords(
  () => import('../features/schedule/ScheduleScreen').then((module) => module.ScheduleScreen),
  () => import('../features/schedule/words').then((module) => module.scheduleWords),
);
const EventsCalendarScreen = lazyWithWords(
  () => import('../features/events/EventsCalendar').then((module) => module.EventsCalendarScreen),
  () => import('../features/events/words').then((module) => module.eventWords),
);
// Billing (purchases, subscriptions, paying a renewal) speaks checkout's words.
const AccountScreens = lazyWithWords(
  () => import('../features/account/Account').then((module) => module.AccountScreens),
  () => import('../features/checkout/words').then((module) => module.checkoutWords),
  () => import('./forms/error-words').then((module) => module.errorWords),
);
// Messages are opened from a link or a notification, never on the way to a page: their own chunk too.
const NewMessageScreen = lazy(() => import('../features/messages/Messages').then((module) => ({ default: module.NewMessageScreen })));
// Discover is a screen of its own, found from the menu or a link: its own chunk.
const DiscoverScreen = lazy(() => import('../features/discover/Discover').then((module) => ({ default: module.DiscoverScreen })));
const MessagesScreen = lazy(() => import('../features/messages/Messages').then((module) => ({ default: module.MessagesScreen })));
const MessageThreadScreen = lazy(() => import('../features/messages/Messages').then((module) => ({ default: module.MessageThreadScreen })));

/**
 * `/me/…` is reserved for the app's own screens (account, my content, schedule, discover and messages), so an unknown `/me/` path is not found without asking for page data. Every other path
 * is a page path.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        path: 'me/account/*',
        element: (
          <Suspense fallback={<PageLoading />}>
            <AccountScreens />
          </Suspense>
        ),
      },
      {
        path: 'me/schedule',
        element: (
          <Suspense fallback={<PageLoading />}>
            <ScheduleScreen />
          </Suspense>
        ),
      },
      {
        path: 'me/events',
        element: (
          <Suspense fallback={<PageLoading />}>
            <EventsCalendarScreen />
          </Suspense>
        ),
      },
      ...(['saved', 'programs', 'packs', 'submissions', 'activity'] as const).map((section) => ({
        path: `me/${section}`,
        element: (
          <Suspense fallback={<PageLoading />}>
            <MyContentScreens section={section} />
          </Suspense>
        ),
      })),
      {
        path: 'me/discover',
        element: (
          <Suspense fallback={<PageLoading />}>
            <DiscoverScreen />
          </Suspense>
        ),
      },
      {
        path: 'me/messages',
        element: (
          <Suspense fallback={<PageLoading />}>
            <MessagesScreen />
          </Suspense>
        ),
      },
      {
        path: 'me/messages/new',
        element: (
          <Suspense fallback={<PageLoading />}>
            <NewMessageScreen />
          </Suspense>
        ),
      },
      {
        path: 'me/messages/:threadId',
        element: (
          <Suspense fallback={<PageLoading />}>
            <MessageThreadScreen />
          </Suspense>
        ),
      },
      {
        path: 'me/notifications',
        element: (
          <Suspense fallback={<PageLoading />}>
            <LazyNotificationCentreScreen />
          </Suspense>
        ),
      },
      // Every email's footer links here; no sign-in needed (the link is signed).
      ...['unsubscribe-from-email', 'me/unsubscribe-from-email'].map((path) => ({
        path,
        element: (
          <Suspense fallback={<PageLoading />}>
            <LazyUnsubscribeScreen />
          </Suspense>
        ),
      })),
      { path: 'me/*', element: <NotFound /> },
      { path: '*', element: <PageScreen /> },
    ],
  },
];
