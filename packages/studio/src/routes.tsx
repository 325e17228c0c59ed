import type { RouteObject } from 'react-router';
import { HomeRoute } from './HomeRoute';
import { Layout } from './Layout';
import { MembersScreen } from './MembersScreen';
import { NotFoundScreen } from './NotFoundScreen';
import { RequireOwner } from './RequireOwner';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      // Signed out, the studio's front door is the sign-in form; signed in, it is the apps list.
      { index: true, element: <HomeRoute /> },
      {
        path: 'apps/:appId/members',
        element: (
          <RequireOwner>
            <MembersScreen />
          </RequireOwner>
        ),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
