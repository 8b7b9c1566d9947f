import { ChevronDown, LifeBuoy, MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { useClientConfig } from '@app/lib/client-config'
import { UnreadBadge } from '../notifications/unread-badge'
import { MENU, type MenuItem } from './menu-items'

function Group({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const { pathname } = useLocation()
  const active = pathname.startsWith(item.to)
  const [open, setOpen] = useState(active)
  const Icon = item.icon
  let lastGroup: string | undefined
  return (
    <li>
      <div className={`side-link has-children${active ? ' active' : ''}`}>
        <NavLink to={item.to} onClick={onNavigate} className="side-link-main">
          <Icon size={18} /> {item.label}
        </NavLink>
        <button
          type="button"
          className="side-toggle"
          aria-expanded={open}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${item.label}`}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown size={16} style={{ transform: open ? 'rotate(180deg)' : undefined }} />
        </button>
      </div>
      {open && (
        <ul className="side-sub">
          {item.children!.map((child) => {
            const heading = child.group && child.group !== lastGroup ? child.group : undefined
            lastGroup = child.group
            return (
              <li key={child.to}>
                {heading && <span className="side-sub-heading">{heading}</span>}
                <NavLink to={child.to} onClick={onNavigate} className="side-sub-link">
                  {child.label}
                </NavLink>
              </li>
            )
          })}
        </ul>
      )}
    </li>
  )
}

export function SideMenu({ open, onNavigate, onHelp }: { open: boolean; onNavigate: () => void; onHelp: () => void }) {
  const { discordUrl } = useClientConfig()
  return (
    <nav className={`side-menu${open ? ' open' : ''}`} aria-label="Main">
      <ul className="side-list">
        {MENU.map((item) =>
          item.children ? (
            <Group key={item.to} item={item} onNavigate={onNavigate} />
          ) : (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} onClick={onNavigate} className="side-link">
                <item.icon size={18} /> {item.label}
                {item.to === '/dashboard/notifications' && <UnreadBadge />}
              </NavLink>
            </li>
          ),
        )}
      </ul>
      <div className="side-footer">
        {discordUrl && (
          <a className="side-link" href={discordUrl} target="_blank" rel="noreferrer">
            <MessageCircle size={18} /> Join our Discord
          </a>
        )}
        <button type="button" className="side-link" onClick={onHelp}>
          <LifeBuoy size={18} /> Help &amp; Feedback
        </button>
      </div>
    </nav>
  )
}
