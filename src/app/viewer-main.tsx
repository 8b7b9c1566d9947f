import './styles/base.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ToastContainer } from 'react-toastify'
import { OfflineBanner } from './components/offline-banner'
import ViewerPage from './features/viewer/viewer-page'

/**
 * The public viewer's own entry (viewer.html, served for /preview-page/*): what a phone that scans
 * the QR code downloads. No router, no session, no HTTP client and no dashboard or editor code;
 * no web font either (the system's, so no text waits for a download);
 * the app's router keeps a /preview-page route too, for navigation inside the app.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OfflineBanner />
    <ViewerPage />
    <ToastContainer position="top-right" theme="dark" newestOnTop closeOnClick={false} />
  </StrictMode>,
)
