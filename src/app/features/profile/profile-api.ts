import axios from 'axios'
import type { ChangePasswordBody, PublicUser } from '@shared/api/users'
import type { FieldError } from '@shared/api/envelope'
import { api } from '@app/lib/api'

export async function fetchMe(): Promise<PublicUser> {
  return (await api.get<{ data: PublicUser }>('/users/me')).data.data
}

export async function saveDisplayName(name: string): Promise<PublicUser> {
  return (await api.patch<{ data: PublicUser }>('/users/me', { name })).data.data
}

/** Answers the server's confirmation message. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  return (await api.post<{ message: string }>('/users/me/password', body)).data.message
}

/** Ends every session of this account on the server (POST /users/logout-everywhere). */
export async function signOutEverywhere(): Promise<void> {
  await api.post('/users/logout-everywhere')
}

/** The server's per-field messages of a refused request, keyed by field, so each shows under its input. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!axios.isAxiosError(error)) return {}
  const errors = (error.response?.data as { errors?: FieldError[] } | undefined)?.errors
  const out: Record<string, string> = {}
  for (const { field, message } of errors ?? []) out[field] ??= message
  return out
}
