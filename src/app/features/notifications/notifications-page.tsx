import { Bell, Info } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router-dom'
import { EmptyState } from '@app/components/empty-state'
import { SAMPLE_NOTIFICATIONS, findNotification } from './notification-data'
import { NotificationAvatar, NotificationDetail } from './notification-detail'
import './notifications.css'

const NARROW_QUERY = '(max-width: 767px)'

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True below 768 px, kept up to date as the window is resized or rotated. */
function useIsNarrow() {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  )
}

export default function NotificationsPage() {
  const navigate = useNavigate()
  const narrow = useIsNarrow()
  const [selectedId, setSelectedId] = useState(SAMPLE_NOTIFICATIONS[0]?.id)
  const selected = findNotification(selectedId)

  const open = (id: string) => {
    if (narrow) navigate(`/dashboard/notification-details?id=${encodeURIComponent(id)}`)
    else setSelectedId(id)
  }

  return (
    <div className="notifs">
      <div className="page-header">
        <div>
          <h1 className="page-title">Notifications</h1>
          <p className="page-subtitle">Updates about your projects, uploads and team.</p>
        </div>
      </div>
      <p className="notifs-sample muted">
        <Info size={15} aria-hidden="true" />
        These are sample notifications: real ones arrive with a later release.
      </p>

      <div className="notifs-layout">
        <ul className="card notifs-list" aria-label="Notifications">
          {SAMPLE_NOTIFICATIONS.map((n) => {
            const active = !narrow && n.id === selectedId
            return (
              <li key={n.id}>
                <button
                  type="button"
                  className={`notif-item${active ? ' active' : ''}`}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => open(n.id)}
                >
                  <NotificationAvatar notification={n} />
                  <span className="notif-item-text">
                    <span className="notif-item-mess">{n.mess}</span>
                    <span className="notif-item-meta muted">
                      {n.name} · {n.time}
                    </span>
                  </span>
                  {n.imp && <span className="notif-dot" title="Important" aria-label="Important" />}
                </button>
              </li>
            )
          })}
        </ul>

        <section className="card notifs-detail" aria-label="Notification details" aria-live="polite">
          {selected ? (
            <NotificationDetail notification={selected} />
          ) : (
            <EmptyState icon={Bell} title="Select a notification">
              <p>Its details appear here.</p>
            </EmptyState>
          )}
        </section>
      </div>
    </div>
  )
}
