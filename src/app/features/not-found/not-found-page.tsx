import { ArrowLeft, Home } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { hasStoredUser } from '@app/lib/session-store'
import './not-found.css'

/** Both not-found pages of the spec: the black full-page one and the one inside the dashboard. */
export function NotFoundPage({ variant = 'page' }: { variant?: 'page' | 'dashboard' }) {
  const navigate = useNavigate()
  const signedIn = hasStoredUser()
  return (
    <div className={`not-found not-found-${variant}`}>
      <div className="not-found-code" aria-hidden="true">
        404
      </div>
      <h1>Page Not Found</h1>
      <p>The page you're looking for doesn't exist in our XR universe.</p>
      <div className="not-found-actions">
        <button className="btn btn-outline" onClick={() => navigate(-1)}>
          <ArrowLeft size={16} /> Go Back
        </button>
        <button className="btn btn-primary" onClick={() => navigate(signedIn ? '/dashboard' : '/')}>
          <Home size={16} /> {signedIn ? 'Back to Dashboard' : 'Back to Login'}
        </button>
      </div>
    </div>
  )
}

export default function BlackNotFoundPage() {
  return <NotFoundPage variant="page" />
}
