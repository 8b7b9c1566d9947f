import { Suspense, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { toast } from 'react-toastify'
import { PageLoading } from '@app/components/page-loading'
import { rememberPath } from '@app/lib/session-store'
import { LogoutModal } from '../auth/logout-modal'
import { useInactivityLogout } from '../auth/use-inactivity-logout'
import { HelpModal } from './help-modal'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import './dashboard.css'

/** The signed-in frame: top bar, side menu, and the page. Also the session's inactivity guard. */
export default function DashboardLayout() {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [modal, setModal] = useState<'logout' | 'help' | null>(null)
  useInactivityLogout()
  useEffect(() => rememberPath(pathname), [pathname])

  return (
    <div className="dashboard">
      <TopBar
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((v) => !v)}
        onNewProject={() => toast.info('Creating projects arrives with the projects release; it is not available yet.')}
        onLogout={() => setModal('logout')}
      />
      <div className="dashboard-body">
        <SideMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} onHelp={() => setModal('help')} />
        {menuOpen && <div className="side-scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
        <main className="dashboard-main">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {modal === 'logout' && <LogoutModal onClose={() => setModal(null)} />}
      {modal === 'help' && <HelpModal onClose={() => setModal(null)} />}
    </div>
  )
}
