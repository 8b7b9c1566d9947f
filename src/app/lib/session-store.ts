import { create } from 'zustand'
import type { PublicUser } from '@shared/api/users'

/**
 * The signed-in user, mirrored in localStorage the way the spec stores it ('user', 'token',
 * 'user_name'), so a reload keeps the session and Logout can clear everything at once.
 */
interface SessionState {
  user: PublicUser | null
  token: string | null
  signIn: (token: string, user: PublicUser) => void
  /** The same session with the account's saved changes (a new name): menus and avatar follow. */
  updateUser: (user: PublicUser) => void
  signOut: () => void
}

const USER_KEY = 'user'
const TOKEN_KEY = 'token'
const LAST_PATH_KEY = 'lastPath'
export const SESSION_EXPIRED_KEY = 'sessionExpired'

function readUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY)
    const user = raw ? (JSON.parse(raw) as PublicUser) : null
    return user && typeof user === 'object' && typeof user._id === 'string' ? user : null
  } catch {
    return null
  }
}

export const useSession = create<SessionState>((set) => ({
  user: readUser(),
  token: localStorage.getItem(TOKEN_KEY),
  signIn: (token, user) => {
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(USER_KEY, JSON.stringify({ ...user, accessToken: token }))
    localStorage.setItem('user_name', user.name)
    localStorage.removeItem(SESSION_EXPIRED_KEY)
    set({ token, user })
  },
  updateUser: (user) => {
    const token = localStorage.getItem(TOKEN_KEY)
    localStorage.setItem(USER_KEY, JSON.stringify({ ...user, accessToken: token }))
    localStorage.setItem('user_name', user.name)
    set({ user })
  },
  signOut: () => {
    localStorage.clear()
    sessionStorage.removeItem(LAST_PATH_KEY)
    set({ token: null, user: null })
  },
}))

export const hasStoredUser = () => useSession.getState().user !== null

/** The last visited signed-in path, remembered for this browser session only. */
export const rememberPath = (path: string) => sessionStorage.setItem(LAST_PATH_KEY, path)
export const lastVisitedPath = () => sessionStorage.getItem(LAST_PATH_KEY)
