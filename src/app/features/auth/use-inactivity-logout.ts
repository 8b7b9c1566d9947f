import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'react-toastify'
import { SESSION_CHECK_MS, SESSION_LIMIT_S } from '@shared/constants'
import { MESSAGES } from '@shared/validation/rules'
import { SESSION_EXPIRED_KEY, useSession } from '@app/lib/session-store'

const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'mousemove', 'wheel', 'touchstart'] as const

/**
 * Ends the session after SESSION_LIMIT_S without key, mouse or tab-visibility activity (spec §4),
 * checked every second. The last-activity time lives in a closure, not React state: a mouse move
 * must not re-render anything.
 */
export function useInactivityLogout() {
  const navigate = useNavigate()
  useEffect(() => {
    let lastActivity = Date.now()
    const touch = () => {
      lastActivity = Date.now()
    }
    const onVisibility = () => document.visibilityState === 'visible' && touch()
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true })
    document.addEventListener('visibilitychange', onVisibility)
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity < SESSION_LIMIT_S * 1000) return
      window.clearInterval(timer)
      useSession.getState().signOut()
      localStorage.setItem(SESSION_EXPIRED_KEY, 'true')
      navigate('/', { replace: true })
      toast.error(MESSAGES.sessionExpired, { toastId: 'session-expired' })
    }, SESSION_CHECK_MS)
    return () => {
      window.clearInterval(timer)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [navigate])
}
