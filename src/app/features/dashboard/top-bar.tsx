import { LogOut, Menu, Plus, User, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { AVATAR_NAME_MAX } from '@shared/constants'
import { truncate } from '@shared/validation/rules'
import { Logo } from '@app/components/logo'
import { useSession } from '@app/lib/session-store'

interface TopBarProps {
  menuOpen: boolean
  onToggleMenu: () => void
  onNewProject: () => void
  onLogout: () => void
}

export function TopBar({ menuOpen, onToggleMenu, onNewProject, onLogout }: TopBarProps) {
  const user = useSession((s) => s.user)
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const initial = (user?.name?.trim()[0] ?? 'S').toUpperCase()

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => !ref.current?.contains(event.target as Node) && setOpen(false)
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])

  return (
    <header className="top-bar">
      <button type="button" className="icon-btn mobile-menu-btn" aria-label={menuOpen ? 'Close menu' : 'Open menu'} onClick={onToggleMenu}>
        {menuOpen ? <X size={20} /> : <Menu size={20} />}
      </button>
      <Link to="/dashboard" aria-label="Home">
        <Logo />
      </Link>
      <div className="top-bar-actions">
        <button type="button" className="btn btn-primary new-project-btn" onClick={onNewProject}>
          <Plus size={18} /> <span>New Project</span>
        </button>
        <div className="avatar-menu" ref={ref}>
          <button type="button" className="avatar" aria-haspopup="menu" aria-expanded={open} aria-label="Account menu" onClick={() => setOpen((v) => !v)}>
            {initial}
          </button>
          {open && (
            <div className="dropdown" role="menu">
              <div className="dropdown-user">
                <span className="avatar avatar-sm" aria-hidden="true">
                  {initial}
                </span>
                <div>
                  <div className="dropdown-name">{truncate(user?.name ?? '', AVATAR_NAME_MAX)}</div>
                  <div className="dropdown-email muted">{user?.email}</div>
                </div>
              </div>
              <Link role="menuitem" className="dropdown-item" to="/profile" onClick={() => setOpen(false)}>
                <User size={16} /> Profile
              </Link>
              <button
                role="menuitem"
                type="button"
                className="dropdown-item danger"
                onClick={() => {
                  setOpen(false)
                  onLogout()
                }}
              >
                <LogOut size={16} /> Logout
              </button>
            </div>
          )}
        </div>
      </div>
    </header>
  )
}
