import { lazy, type ReactNode } from 'react'
import { createBrowserRouter, Outlet } from 'react-router-dom'
import { useSession } from '@app/lib/session-store'

// Every route is its own chunk: the login page never loads dashboard, editor or three.js code.
const LoginPage = lazy(() => import('./features/auth/login-page'))
const WelcomePage = lazy(() => import('./features/auth/welcome-page'))
const DashboardLayout = lazy(() => import('./features/dashboard/dashboard-layout'))
const HomePage = lazy(() => import('./features/dashboard/home-page'))
const ProfilePage = lazy(() => import('./features/profile/profile-page'))
const EditorPage = lazy(() => import('./features/editor/editor-page'))
const ViewerPage = lazy(() => import('./features/viewer/viewer-page'))
const NotFound = lazy(() => import('./features/not-found/not-found-page'))
const sections = () => import('./features/dashboard/sections')
const MyProjectsPage = lazy(() => sections().then((m) => ({ default: m.MyProjectsPage })))
const LibraryPage = lazy(() => sections().then((m) => ({ default: m.LibraryPage })))
const TutorialsPage = lazy(() => sections().then((m) => ({ default: m.TutorialsPage })))
const TeamsPage = lazy(() => sections().then((m) => ({ default: m.TeamsPage })))
const AnalyticsPage = lazy(() => sections().then((m) => ({ default: m.AnalyticsPage })))
const NotificationsPage = lazy(() => sections().then((m) => ({ default: m.NotificationsPage })))
const DashboardNotFound = lazy(() =>
  import('./features/not-found/not-found-page').then((m) => ({ default: () => <m.NotFoundPage variant="dashboard" /> })),
)

/** Dashboard routes exist only while a user is stored (spec §2); otherwise the path is not found. */
function SignedIn({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user)
  return user ? children : <NotFound />
}

export const router = createBrowserRouter([
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
      {
        path: '/dashboard',
        element: <Outlet />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'myprojects', element: <MyProjectsPage /> },
          { path: 'library', element: <LibraryPage /> },
          { path: 'library/:category', element: <LibraryPage /> },
          { path: 'teams', element: <TeamsPage /> },
          { path: 'analytics', element: <AnalyticsPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'notification-details', element: <NotificationsPage /> },
          { path: 'tutorials', element: <TutorialsPage /> },
          { path: 'tutorials/:category', element: <TutorialsPage /> },
          { path: '*', element: <DashboardNotFound /> },
        ],
      },
      { path: '/profile/*', element: <ProfilePage /> },
    ],
  },
  { path: '/gridpage/:id', element: <EditorPage /> },
  { path: '/preview-page/:id', element: <ViewerPage /> },
  { path: '*', element: <NotFound /> },
])
