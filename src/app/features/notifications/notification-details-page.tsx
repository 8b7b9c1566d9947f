import { ArrowLeft, BellOff } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@app/components/empty-state'
import { findNotification } from './notification-data'
import { NotificationDetail } from './notification-detail'
import './notifications.css'

/** One notification on its own page (used below 768 px, where the list has no room for a detail pane). */
export default function NotificationDetailsPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const notification = findNotification(params.get('id'))

  const back = () => {
    // React Router keeps its position in the history stack in history.state.idx; 0 means this is the first entry.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate('/dashboard/notifications')
  }

  return (
    <div className="notifs notif-page">
      <div className="notif-page-header">
        <button type="button" className="btn btn-outline btn-sm" onClick={back}>
          <ArrowLeft size={16} />
          Back
        </button>
        <h1 className="notif-page-title">Notification</h1>
      </div>
      {notification ? (
        <section className="card notifs-detail">
          <NotificationDetail notification={notification} />
          <p className="notifs-sample muted">This is a sample notification.</p>
        </section>
      ) : (
        <EmptyState icon={BellOff} title="No notification details available." />
      )}
    </div>
  )
}
