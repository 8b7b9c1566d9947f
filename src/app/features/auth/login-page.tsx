import { Box, Glasses, QrCode, Sparkles } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import type { PublicUser } from '@shared/api/users'
import { lastVisitedPath, useSession } from '@app/lib/session-store'
import { errorMessage } from '@app/lib/api'
import { exchangeSignInCode, linkGoogle } from './auth-api'
import { LoginCard } from './login-card'
import './login-page.css'

const FEATURES = [
  { icon: Sparkles, text: 'Describe a scene, typed or spoken, and watch it appear' },
  { icon: Box, text: 'Refine every object in a full 3D editor' },
  { icon: QrCode, text: 'Publish and share a link, an embed or a QR code' },
  { icon: Glasses, text: 'Phones drop straight into AR, headsets into VR' },
]

/**
 * Checked by hand rather than with the zod schema: zod would add about 25 KB gzip to the login
 * route, which has a 150 KB budget. The server is the one that vouches for the token anyway.
 */
function parseUserData(raw: string): PublicUser & { accessToken: string } {
  const value = JSON.parse(raw) as Record<string, unknown>
  const strings = ['_id', 'name', 'email', 'accessToken', 'role', 'created_at'] as const
  if (!value || typeof value !== 'object' || strings.some((key) => typeof value[key] !== 'string')) {
    throw new Error('unreadable userData')
  }
  return value as unknown as PublicUser & { accessToken: string }
}

/**
 * Handles the Google sign-in return, once: a one-time signInCode (traded by POST for the session),
 * a googleLink code (an existing account's password is asked first), userData (the spec's older
 * form), or a message.
 */
function useOAuthReturn(): boolean {
  const [params, setParams] = useSearchParams()
  const signIn = useSession((s) => s.signIn)
  const [redirecting, setRedirecting] = useState(false)
  useEffect(() => {
    const userData = params.get('userData')
    const message = params.get('message')
    const signInCode = params.get('signInCode')
    const googleLink = params.get('googleLink')
    if (signInCode || googleLink) {
      setParams({}, { replace: true })
      const password = googleLink ? window.prompt(message ?? 'Enter the password of your existing account') : null
      if (googleLink && !password) return
      const exchange = signInCode ? exchangeSignInCode(signInCode) : linkGoogle(googleLink!, password!)
      exchange
        .then(({ accessToken, user }) => {
          signIn(accessToken, user)
          setRedirecting(true)
          window.location.replace('/dashboard')
        })
        .catch((error) => window.alert(errorMessage(error)))
      return
    }
    if (userData) {
      try {
        const { accessToken, ...user } = parseUserData(userData)
        signIn(accessToken, user)
        setRedirecting(true)
        window.location.replace('/dashboard')
        return
      } catch {
        window.alert('Google sign-in returned data this app cannot read. Please try again.')
      }
    } else if (message) {
      window.alert(message)
    }
    if (userData || message) setParams({}, { replace: true })
  }, [params, setParams, signIn])
  return redirecting
}

export default function LoginPage() {
  const user = useSession((s) => s.user)
  const redirecting = useOAuthReturn()
  if (redirecting) return null
  if (user) return <Navigate to={lastVisitedPath() ?? '/dashboard'} replace />
  return (
    <main className="login-page">
      <div className="login-bg" aria-hidden="true" />
      <section className="login-hero">
        <p className="login-eyebrow">Spatial experience builder</p>
        <h2>
          Build AR &amp; VR worlds <span className="gradient-text">by describing them.</span>
        </h2>
        <ul>
          {FEATURES.map(({ icon: Icon, text }) => (
            <li key={text}>
              <span className="login-feature-icon">
                <Icon size={18} />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </section>
      <LoginCard />
    </main>
  )
}
