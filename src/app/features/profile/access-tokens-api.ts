import type { AccessToken, CreateTokenBody } from '@shared/api/access-tokens'
import { api } from '@app/lib/api'

export async function fetchTokens(): Promise<AccessToken[]> {
  return (await api.get<{ data: AccessToken[] }>('/users/tokens')).data.data
}

/** The answer carries the token's plaintext: the only time it is ever sent. */
export async function createAccessToken(body: CreateTokenBody): Promise<AccessToken & { token: string }> {
  return (await api.post<{ data: AccessToken & { token: string } }>('/users/tokens', body)).data.data
}

export async function revokeAccessToken(id: string): Promise<void> {
  await api.delete(`/users/tokens/${id}`)
}
