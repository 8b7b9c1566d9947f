import { Link } from 'react-router-dom'
import { Logo } from '@app/components/logo'
import './login-page.css'

/** The default marketing page that closing the login card leads to (MARKETING_URL overrides it). */
export default function WelcomePage() {
  return (
    <main className="login-page" style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div className="login-bg" aria-hidden="true" />
      <section className="login-hero" style={{ display: 'block', maxWidth: 720 }}>
        <Logo size={40} />
        <h2 style={{ marginTop: 32 }}>
          Spatial experiences, <span className="gradient-text">from a sentence to a QR code.</span>
        </h2>
        <p className="muted" style={{ fontSize: 17, marginTop: 20, maxWidth: 560 }}>
          Ask the assistant for a scene, refine it in the editor, publish, and let anyone open it in AR on their phone
          or in VR on a headset. No app to install.
        </p>
        <div style={{ display: 'flex', gap: 12, marginTop: 32 }}>
          <Link className="btn btn-primary" to="/">
            Sign in to get started
          </Link>
        </div>
      </section>
    </main>
  )
}
