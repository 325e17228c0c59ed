import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { NotFound } from './NotFound';
import { PageScreen } from '../features/pages/PageScreen';
import { PageLoading } from '../ui/StatusScreen';
import { Layout } from './Layout';

// The account is the member's own and visited now and then: its own chunk, loaded on the way in.
const MyContentScreens = lazy(() => import('../features/my-content/MyContent').then((module) => ({ default: module.MyContentScreens })));
const AccountScreens = lazy(() => import('../features/account/Account').then((module) => ({ default: module.AccountScreens })));
// Messages are opened from a link or a notification, never on the way to a page: their own chunk too.
const NewMessageScreen = lazy(() => import('../features/messages/Messages').then((module) => ({ default: module.NewMessageScreen })));
// Discover is a screen of its own, found from the menu or a link: its own chunk.
const DiscoverScreen = lazy(() => import('../features/discover/Discover').then((module) => ({ default: module.DiscoverScreen })));
const MessageThreadScreen = lazy(() => import('../features/messages/Messages').then((module) => ({ default: module.MessageThreadScreen })));

/**
 * `/me/…` is reserved for the app's own screens (account, my content, discover and messages now;
 * schedule later), so an unknown `/me/` path is not found without asking for page data. Every other path
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
      { path: 'me/*', element: <NotFound /> },
      { path: '*', element: <PageScreen /> },
    ],
  },
];
