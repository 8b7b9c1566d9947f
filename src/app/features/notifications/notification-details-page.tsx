import { ArrowLeft, BellOff } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { AppNotification } from '@shared/api/notifications'
import { EmptyState } from '@app/components/empty-state'
import { PageLoading } from '@app/components/page-loading'
import { getNotification, markRead } from './notifications-api'
import { NotificationDetail } from './notification-detail'
import './notifications.css'

/** One notification on its own page (used below 768 px, where the list has no room for a detail pane). */
export default function NotificationDetailsPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get('id')
  const [state, setState] = useState<{ id: string | null; notification: AppNotification | null } | null>(null)

  useEffect(() => {
    let cancelled = false
    if (!id) return setState({ id, notification: null })
    getNotification(id)
      .then((notification) => {
        if (cancelled) return
        setState({ id, notification })
        if (!notification.read) void markRead(id).catch(() => undefined)
      })
      .catch(() => !cancelled && setState({ id, notification: null }))
    return () => {
      cancelled = true
    }
  }, [id])

  const back = () => {
    // React Router keeps its position in the history stack in history.state.idx; 0 means this is the first entry.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate('/dashboard/notifications')
  }

  const notification = state?.id === id ? state.notification : undefined
  return (
    <div className="notifs notif-page">
      <div className="notif-page-header">
        <button type="button" className="btn btn-outline btn-sm" onClick={back}>
          <ArrowLeft size={16} />
          Back
        </button>
        <h1 className="notif-page-title">Notification</h1>
      </div>
      {notification === undefined ? (
        <PageLoading />
      ) : notification ? (
        <section className="card notifs-detail">
          <NotificationDetail notification={notification} />
        </section>
      ) : (
        <EmptyState icon={BellOff} title="No notification details available." />
      )}
    </div>
  )
}
