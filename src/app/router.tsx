import { lazy, useMemo, type ReactNode } from 'react'
import { createBrowserRouter, useParams } from 'react-router-dom'
import { RouteError } from './components/route-error'
import { useSession } from '@app/lib/session-store'
import { prefetchProject } from './lib/project-prefetch'

// Every route is its own chunk: the login page never loads dashboard, editor or three.js code.
const LoginPage = lazy(() => import('./features/auth/login-page'))
const WelcomePage = lazy(() => import('./features/auth/welcome-page'))
const DashboardLayout = lazy(() => import('./features/dashboard/dashboard-layout'))
const HomePage = lazy(() => import('./features/dashboard/home-page'))
const ProfilePage = lazy(() => import('./features/profile/profile-page'))
const EditorPage = lazy(() => import('./features/editor/editor-page'))
const ViewerPage = lazy(() => import('./features/viewer/viewer-page'))
const NotFound = lazy(() => import('./features/not-found/not-found-page'))
const MyProjectsPage = lazy(() => import('./features/projects/my-projects-page'))
const LibraryPage = lazy(() => import('./features/library/library-page'))
const TutorialsPage = lazy(() => import('./features/tutorials/tutorials-page'))
const TeamsPage = lazy(() => import('./features/teams/teams-page'))
const InvitationPage = lazy(() => import('./features/teams/invitation-page'))
const AnalyticsPage = lazy(() => import('./features/analytics/analytics-page'))
const NotificationsPage = lazy(() => import('./features/notifications/notifications-page'))
const NotificationDetailsPage = lazy(() => import('./features/notifications/notification-details-page'))
const DashboardNotFound = lazy(() =>
  import('./features/not-found/not-found-page').then((m) => ({ default: () => <m.NotFoundPage variant="dashboard" /> })),
)

/** Dashboard routes exist only while a user is stored (spec §2); otherwise the path is not found. */
function SignedIn({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user)
  return user ? children : <NotFound />
}

/** The editor's scene is asked for while the editor's code (three.js included) loads. */
function EditorRoute() {
  const { id } = useParams()
  useMemo(() => prefetchProject(id, useSession.getState().token), [id])
  return <EditorPage />
}

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/update', element: <main style={{ padding: 48 }}>This page is being updated. Please check back soon.</main> },
      {
        element: (
          <SignedIn>
            <DashboardLayout />
          </SignedIn>
        ),
        children: [
          { path: '/dashboard', element: <HomePage /> },
          { path: '/dashboard/myprojects', element: <MyProjectsPage /> },
          { path: '/dashboard/library', element: <LibraryPage /> },
          { path: '/dashboard/library/:category', element: <LibraryPage /> },
          { path: '/dashboard/teams', element: <TeamsPage /> },
          { path: '/dashboard/analytics', element: <AnalyticsPage /> },
          { path: '/dashboard/notifications', element: <NotificationsPage /> },
          { path: '/dashboard/notification-details', element: <NotificationDetailsPage /> },
          { path: '/dashboard/tutorials', element: <TutorialsPage /> },
          { path: '/dashboard/tutorials/:category', element: <TutorialsPage /> },
          { path: '/dashboard/*', element: <DashboardNotFound /> },
          { path: '/profile/*', element: <ProfilePage /> },
    ],
  },
  { path: '/gridpage/:id', element: <EditorRoute /> },
  { path: '/preview-page/:id', element: <ViewerPage /> },
  { path: '/invitation/:token', element: <InvitationPage /> },
  { path: '*', element: <NotFound /> },
    ],
  },
])
