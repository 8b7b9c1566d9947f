import type { AuthData } from '@shared/api/users'
import { api } from '@app/lib/api'
import axios from 'axios'

/** 'registered', 'new' (no account yet), or throws with the server's message. */
export async function checkRegistered(email: string): Promise<'registered' | 'new'> {
  try {
    await api.post('/users/check-if-registered', { email })
    return 'registered'
  } catch (error) {
    const data = axios.isAxiosError(error) ? (error.response?.data as { data?: { registered?: boolean } }) : undefined
    if (data?.data?.registered === false) return 'new'
    throw error
  }
}

export const login = (email: string, password: string) =>
  api.post<{ data: AuthData }>('/users/login', { email, password }).then((r) => r.data.data)

export const register = (name: string, email: string, password: string) =>
  api.post<{ data: AuthData }>('/users/register', { name, email, password }).then((r) => r.data.data)

/** Trades the Google sign-in return's one-time code for a session (the token never sits in an address). */
export const exchangeSignInCode = (code: string) =>
  api.post<{ data: AuthData }>('/users/auth/google/exchange', { code }).then((r) => r.data.data)

/** Links Google sign-in to an existing, unconfirmed account once its password is given. */
export const linkGoogle = (code: string, password: string) =>
  api.post<{ data: AuthData }>('/users/auth/google/link', { code, password }).then((r) => r.data.data)
