import type { InvitationPreview, MemberRole, TeamDetail, TeamSummary } from '@shared/api/teams'
import { api } from '@app/lib/api'

type Ok<T> = { data: T; message?: string }

export const listTeams = async () => (await api.get<Ok<TeamSummary[]>>('/teams')).data.data
export const getTeam = async (id: string) => (await api.get<Ok<TeamDetail>>(`/teams/${id}`)).data.data
export const createTeam = async (name: string) => (await api.post<Ok<{ id: string }>>('/teams', { name })).data.data.id
export const renameTeam = (id: string, name: string) => api.patch(`/teams/${id}`, { name })
export const deleteTeam = (id: string) => api.delete(`/teams/${id}`)
export const leaveTeam = (id: string) => api.post(`/teams/${id}/leave`)
export const inviteMember = async (id: string, email: string, role: MemberRole) =>
  (await api.post<Ok<{ id: string; expires_at: string; sent: boolean }>>(`/teams/${id}/invitations`, { email, role })).data
export const withdrawInvitation = (id: string, invitationId: string) => api.delete(`/teams/${id}/invitations/${invitationId}`)
export const removeMember = (id: string, userId: string) => api.delete(`/teams/${id}/members/${userId}`)
export const changeRole = (id: string, userId: string, role: MemberRole) => api.patch(`/teams/${id}/members/${userId}`, { role })
export const previewInvitation = async (token: string) => (await api.get<Ok<InvitationPreview>>(`/teams/invitations/${encodeURIComponent(token)}`)).data.data
export const acceptInvitation = async (token: string) => (await api.post<Ok<{ teamId: string; role: MemberRole }>>('/teams/invitations/accept', { token })).data

export { ROLE_LABEL } from '@shared/api/teams'
