import type { RouteObject } from 'react-router';
import { MessageThreadScreen, NewMessageScreen } from '../screens/Messages';
import { NotFound } from '../screens/NotFound';
import { PageScreen } from '../screens/PageScreen';
import { Layout } from './Layout';

/**
 * `/me/…` is reserved for the member's own screens (messages now; account, content and schedule
 * later), so an unknown `/me/` path is not found without asking for page data. Every other path
 * is a page path.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: 'me/messages/new', element: <NewMessageScreen /> },
      { path: 'me/messages/:threadId', element: <MessageThreadScreen /> },
      { path: 'me/*', element: <NotFound /> },
      { path: '*', element: <PageScreen /> },
    ],
  },
];
