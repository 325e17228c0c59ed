import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { AreaWords } from './AreaWords';
import { ScreenLoading } from './ScreenLoading';
import { HomeRoute } from './HomeRoute';
import { Layout } from './Layout';
import { MembersScreen } from '../features/members/MembersScreen';
import { OverlaysScreen } from '../features/overlays/OverlaysScreen';
import { NotFoundScreen } from './NotFoundScreen';
import { PagesScreen } from '../features/pages/PagesScreen';
import { RequireOwner } from './RequireOwner';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import { ThemeScreen } from '../features/theme/ThemeScreen';

// The block editor (Puck and every block's fields) is most of the studio's code: its own chunk,
// fetched when an owner opens a page.
const PageEditorScreen = lazy(() => import('../features/editor/PageEditorScreen').then((module) => ({ default: module.PageEditorScreen })));
// Overlays use the same block editor.
const OverlayEditorScreen = lazy(() => import('../features/overlays/OverlayEditorScreen').then((module) => ({ default: module.OverlayEditorScreen })));
// Forms: the list, the builder and the submissions table come when the owner opens the section.
const FormsScreen = lazy(() => import('../features/forms/FormsScreen').then((module) => ({ default: module.FormsScreen })));
const FormBuilderScreen = lazy(() => import('../features/forms/builder/FormBuilderScreen').then((module) => ({ default: module.FormBuilderScreen })));
const SubmissionsScreen = lazy(() => import('../features/forms/submissions/SubmissionsScreen').then((module) => ({ default: module.SubmissionsScreen })));
// Commerce (products, coupons, orders, payments…): its own chunk, fetched when the section opens.
// Programs and their stages: the list, the editor and their words, fetched when the section opens.
const ProgramsRoutes = lazy(() => import('../features/programs/ProgramsRoutes').then((module) => ({ default: module.ProgramsRoutes })));
// Workouts: the exercise library and the workout builder, with their words.
const WorkoutsRoutes = lazy(() => import('../features/workouts/WorkoutsRoutes').then((module) => ({ default: module.WorkoutsRoutes })));
// Moderation (reports, feeds): its own chunk and words, fetched when the section opens.
const ModerationScreen = lazy(() => import('../features/moderation/ModerationScreen').then((module) => ({ default: module.ModerationScreen })));
const CommerceRoutes = lazy(() => import('../features/commerce/CommerceRoutes').then((module) => ({ default: module.CommerceRoutes })));

// Events and packs, with their words: fetched when the owner opens the section.
const EventsScreen = lazy(() => import('../features/events/EventsScreen').then((module) => ({ default: module.EventsScreen })));
const PacksScreen = lazy(() => import('../features/packs/PacksScreen').then((module) => ({ default: module.PacksScreen })));
// The calendar of everything the app schedules, with its words.
const CalendarScreen = lazy(() => import('../features/calendar/CalendarScreen').then((module) => ({ default: module.CalendarScreen })));
// Analytics (with uPlot) and integrations (API keys, webhooks): chunks of their own, with their words.
const AnalyticsScreen = lazy(() => import('../features/analytics/AnalyticsScreen').then((module) => ({ default: module.AnalyticsScreen })));
const IntegrationsScreen = lazy(() => import('../features/integrations/IntegrationsScreen').then((module) => ({ default: module.IntegrationsScreen })));
// Blasts (compose, audience, delivery reports) and their words: a chunk of their own.
const BlastsRoute = lazy(() => import('../features/blasts/BlastsRoute').then((module) => ({ default: module.BlastsRoute })));

/** A lazily loaded screen, with the loading screen until its code has arrived. */
const loading = (screen: ReactNode) => <Suspense fallback={<ScreenLoading />}>{screen}</Suspense>;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      // Signed out, the studio's front door is the sign-in form; signed in, it is the apps list.
      { index: true, element: <HomeRoute /> },
      {
        // One app's screens share its name and sections; an app opens on its pages.
        path: 'apps/:appId',
        element: (
          <RequireOwner>
            <AppLayout />
          </RequireOwner>
        ),
        children: [
          { index: true, element: <Navigate to="pages" replace /> },
          { path: 'pages', element: <PagesScreen /> },
          { path: 'pages/:pageId', element: loading(<PageEditorScreen />) },
          { path: 'overlays', element: <OverlaysScreen /> },
          { path: 'overlays/:overlayId', element: loading(<OverlayEditorScreen />) },
          { path: 'forms', element: loading(<FormsScreen />) },
          { path: 'forms/:formId', element: loading(<FormBuilderScreen />) },
          { path: 'forms/:formId/submissions', element: loading(<SubmissionsScreen />) },
          { path: 'programs/*', element: loading(<ProgramsRoutes />) },
          { path: 'workouts/*', element: loading(<WorkoutsRoutes />) },
          { path: 'events', element: loading(<EventsScreen />) },
          // The calendar was a tab of Events before it showed more than events.
          { path: 'events/calendar', element: <Navigate to="../calendar" replace /> },
          { path: 'packs', element: loading(<PacksScreen />) },
          { path: 'calendar', element: loading(<CalendarScreen />) },
          { path: 'commerce/*', element: loading(<CommerceRoutes />) },
          { path: 'moderation', element: loading(<ModerationScreen />) },
          { path: 'blasts', element: loading(<BlastsRoute />) },
          { path: 'theme', element: <ThemeScreen /> },
          { path: 'settings', element: <SettingsScreen /> },
          { path: 'members', element: <MembersScreen /> },
          { path: 'analytics', element: loading(<AreaWords area="insights"><AnalyticsScreen /></AreaWords>) },
          { path: 'integrations', element: loading(<AreaWords area="insights"><IntegrationsScreen /></AreaWords>) },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
