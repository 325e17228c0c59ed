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
const MessageThreadScreen = lazy(() => import('../features/messages/Messages').then((module) => ({ default: module.MessageThreadScreen })));

/**
 * `/me/…` is reserved for the member's own screens (account and messages now; content and schedule
 * later), so an unknown `/me/` path is not found without asking for page data. Every other path
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
      ...(['saved', 'programs', 'packs', 'activity'] as const).map((section) => ({
        path: `me/${section}`,
        element: (
          <Suspense fallback={<PageLoading />}>
            <MyContentScreens section={section} />
          </Suspense>
        ),
      })),
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
