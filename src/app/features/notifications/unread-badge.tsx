import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useUnread } from './notifications-api'

/** The side menu's unread count: re-read on every navigation, hidden at zero. */
export function UnreadBadge() {
  const { pathname } = useLocation()
  const { unread, refresh } = useUnread()
  useEffect(() => void refresh(), [pathname, refresh])
  if (!unread) return null
  return (
    <span className="side-badge" aria-label={`${unread} unread`}>
      {unread > 99 ? '99+' : unread}
    </span>
  )
}
