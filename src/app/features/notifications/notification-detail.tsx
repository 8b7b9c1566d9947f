import { Clock, Tag } from 'lucide-react'
import type { AppNotification } from '@shared/api/notifications'
import { timeAgo } from './notifications-api'

export function NotificationAvatar({ notification }: { notification: AppNotification }) {
  const initials = notification.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return (
    <span className="notif-avatar" style={{ background: notification.bg }} aria-hidden="true">
      {initials}
    </span>
  )
}

/** The full notification: what it is about, its type, when, and the whole text. */
export function NotificationDetail({ notification }: { notification: AppNotification }) {
  return (
    <article className="notif-detail-body" aria-labelledby={`notif-title-${notification.id}`}>
      <header className="notif-detail-header">
        <NotificationAvatar notification={notification} />
        <div className="notif-detail-from">
          <strong>{notification.name}</strong>
          <span className="notif-detail-meta muted">
            <span><Tag size={13} aria-hidden="true" /> {notification.type}</span>
            <span><Clock size={13} aria-hidden="true" /> <time dateTime={notification.time} title={new Date(notification.time).toLocaleString()}>{timeAgo(notification.time)}</time></span>
          </span>
        </div>
        {notification.imp && <span className="badge notif-important">Important</span>}
      </header>
      <h2 className="notif-detail-title" id={`notif-title-${notification.id}`}>
        {notification.mess}
      </h2>
      <p className="notif-detail-desc">{notification.desc}</p>
    </article>
  )
}
