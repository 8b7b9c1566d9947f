import '@fontsource-variable/inter'
import './styles/base.css'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { ToastContainer } from 'react-toastify'
import { OfflineBanner } from './components/offline-banner'
import { PageLoading } from './components/page-loading'
import { router } from './router'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OfflineBanner />
    <Suspense fallback={<PageLoading />}>
      <RouterProvider router={router} />
    </Suspense>
    <ToastContainer position="top-right" theme="dark" newestOnTop closeOnClick={false} />
  </StrictMode>,
)
