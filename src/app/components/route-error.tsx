import { RefreshCw } from 'lucide-react'
import { useRouteError } from 'react-router-dom'

/** Shown instead of a blank page when a screen crashes or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <main className="not-found not-found-page" role="alert">
      <h1>Something went wrong</h1>
      <p>This screen hit an unexpected error. Reloading usually fixes it; your saved work is safe.</p>
      <div className="not-found-actions">
        <button className="btn btn-primary" onClick={() => window.location.reload()}>
          <RefreshCw size={16} /> Reload
        </button>
        <a className="btn btn-outline" href="/">Home</a>
      </div>
    </main>
  )
}
