import axios, { AxiosError } from 'axios'
import { MESSAGES } from '@shared/validation/rules'
import { useSession } from './session-store'
import { API_BASE } from '@shared/api/base'

export const api = axios.create({ baseURL: API_BASE, timeout: 30_000 })

api.interceptors.request.use((config) => {
  const token = useSession.getState().token
  if (token) config.headers.set('Authorization', `Bearer ${token}`)
  return config
})

/** Any answer whose message is exactly 'Unauthorized' ends the session and goes home (spec §4). */
api.interceptors.response.use(undefined, (error: AxiosError<{ message?: string }>) => {
  if (error.response?.data?.message === MESSAGES.unauthorized) {
    useSession.getState().signOut()
    window.location.assign('/')
  }
  return Promise.reject(error)
})

/** The message a person should read for a failed call: the server's, else a plain fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (axios.isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message
    if (typeof message === 'string' && message) return message
    if (!error.response) return 'Cannot reach the server. Check your connection and try again.'
  }
  return fallback
}
