import { Suspense, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { PageLoading } from '@app/components/page-loading'
import { rememberPath } from '@app/lib/session-store'
import { LogoutModal } from '../auth/logout-modal'
import { useInactivityLogout } from '../auth/use-inactivity-logout'
import { NewProjectDialog } from '../projects/new-project-dialog'
import { LearningCenterModal } from '../learning-center/learning-center-modal'
import { HelpModal } from './help-modal'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import type { DashboardContext } from '@app/lib/dashboard-context'
import './dashboard.css'

/** The signed-in frame: top bar, side menu, and the page. Also the session's inactivity guard. */
export default function DashboardLayout() {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [modal, setModal] = useState<'logout' | 'help' | 'new-project' | 'learning' | null>(null)
  const context: DashboardContext = { openNewProject: () => setModal('new-project'), openLearningCenter: () => setModal('learning') }
  useInactivityLogout()
  useEffect(() => rememberPath(pathname), [pathname])

  return (
    <div className="dashboard">
      <TopBar
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((v) => !v)}
        onNewProject={context.openNewProject}
        onLogout={() => setModal('logout')}
      />
      <div className="dashboard-body">
        <SideMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} onHelp={() => setModal('help')} />
        {menuOpen && <div className="side-scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
        <main className="dashboard-main">
          <Suspense fallback={<PageLoading />}>
            <Outlet context={context} />
          </Suspense>
        </main>
      </div>
      {modal === 'logout' && <LogoutModal onClose={() => setModal(null)} />}
      {modal === 'help' && <HelpModal onClose={() => setModal(null)} onLearningCenter={context.openLearningCenter} />}
      {modal === 'new-project' && <NewProjectDialog onClose={() => setModal(null)} />}
      {modal === 'learning' && <LearningCenterModal onClose={() => setModal(null)} />}
    </div>
  )
}
