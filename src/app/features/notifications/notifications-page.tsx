import { Bell, BellOff, CheckCheck } from 'lucide-react'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router-dom'
import { EmptyState } from '@app/components/empty-state'
import { PageLoading } from '@app/components/page-loading'
import { errorMessage } from '@app/lib/api'
import { listNotifications, markAllRead, markRead, timeAgo, type NotificationsPage as Page } from './notifications-api'
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
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Page | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)

  const load = useCallback(async (n: number) => {
    try {
      const next = await listNotifications(n)
      setData(next)
      setError(null)
    } catch (e) {
      setError(errorMessage(e))
    }
  }, [])
  useEffect(() => void load(page), [load, page])

  const items = data?.items ?? []
  const selected = items.find((n) => n.id === selectedId) ?? (narrow ? undefined : items[0])
  const readLocally = (id: string) => setData((d) => d && { ...d, items: d.items.map((n) => (n.id === id ? { ...n, read: true } : n)) })

  // Showing one in the pane reads it.
  useEffect(() => {
    if (!selected || selected.read || narrow) return
    readLocally(selected.id)
    void markRead(selected.id).catch(() => undefined)
  }, [selected, narrow])

  const open = (id: string) => {
    if (narrow) navigate(`/dashboard/notification-details?id=${encodeURIComponent(id)}`)
    else setSelectedId(id)
  }
  const readAll = async () => {
    await markAllRead()
    setData((d) => d && { ...d, unread: 0, items: d.items.map((n) => ({ ...n, read: true })) })
  }

  return (
    <div className="notifs">
      <div className="page-header">
        <div>
          <h1 className="page-title">Notifications</h1>
          <p className="page-subtitle">Publishes, uploads, and how your experiences are doing.</p>
        </div>
        {items.some((n) => !n.read) && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void readAll()}>
            <CheckCheck size={16} /> Mark all as read
          </button>
        )}
      </div>

      {error && <p role="alert" className="notifs-sample">{error}</p>}
      {!data && !error ? (
        <PageLoading />
      ) : data && data.total === 0 ? (
        <EmptyState icon={BellOff} title="No notifications yet">
          <p>Publish an experience: its publish, its first visitor and its view milestones show up here.</p>
        </EmptyState>
      ) : (
        <div className="notifs-layout">
          <div className="notifs-column">
            <ul className="card notifs-list" aria-label="Notifications">
              {items.map((n) => {
                const active = !narrow && n.id === selected?.id
                return (
                  <li key={n.id}>
                    <button
                      type="button"
                      className={`notif-item${active ? ' active' : ''}${n.read ? '' : ' unread'}`}
                      aria-current={active ? 'true' : undefined}
                      onClick={() => open(n.id)}
                    >
                      <NotificationAvatar notification={n} />
                      <span className="notif-item-text">
                        <span className="notif-item-mess">{n.mess}</span>
                        <span className="notif-item-meta muted">
                          {n.name} · {timeAgo(n.time)}
                        </span>
                      </span>
                      {!n.read && <span className="notif-dot" title="Unread" aria-label="Unread" />}
                    </button>
                  </li>
                )
              })}
            </ul>
            {data && data.pages > 1 && (
              <nav className="notifs-pager" aria-label="Notification pages">
                <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </button>
                <span className="muted">
                  Page {data.page} of {data.pages}
                </span>
                <button type="button" className="btn btn-outline btn-sm" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
                  Older
                </button>
              </nav>
            )}
          </div>

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
      )}
    </div>
  )
}
