import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ToastContainer } from 'react-toastify'
import { OfflineBanner } from './components/offline-banner'
import type { CoreBoot } from './features/viewer/core-stage'
import ViewerPage from './features/viewer/viewer-page'

/**
 * The viewer's React face: buttons, QR code, messages, and the R3F layer for XR and for scenes
 * the core does not draw alone. After the core's first frame it adopts the drawn canvas (`core`);
 * without one (a scene with text, media, physics…, or a page without its scene inline) it draws
 * everything itself, as before.
 */
function mountViewer(core: CoreBoot | null) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <OfflineBanner />
      <ViewerPage core={core} />
      <ToastContainer position="top-right" theme="dark" newestOnTop closeOnClick={false} />
    </StrictMode>,
  )
}

/** What the viewer's entry hands over (it is built apart: a window property, not an import). */
export const VIEWER_HANDOFF = '__spatialViewerHandoff'
const handoff = window as unknown as Record<typeof VIEWER_HANDOFF, CoreBoot | null | undefined>
mountViewer(handoff[VIEWER_HANDOFF] ?? null)
delete handoff[VIEWER_HANDOFF]
