import type { MemberRole, ProjectShare, ShareRole, TeamSummary } from '@shared/api/teams'
import { api } from '@app/lib/api'

/** The project card's Move To... and Share, and the editor's role. */
type Ok<T> = { data: T }
export const myTeams = async () => (await api.get<Ok<TeamSummary[]>>('/teams')).data.data
export const moveProject = (projectId: string, teamId: string | null) => api.post(`/experience/move-to/${projectId}`, { teamId })
export const listShares = async (projectId: string) => (await api.get<Ok<ProjectShare[]>>(`/experience/${projectId}/shares`)).data.data
export const shareProject = (projectId: string, email: string, role: ShareRole) => api.post(`/experience/${projectId}/shares`, { email, role })
export const unshareProject = (projectId: string, userId: string) => api.delete(`/experience/${projectId}/shares/${userId}`)
export const projectAccess = async (projectId: string) => (await api.get<Ok<{ role: MemberRole; teamId: string | null }>>(`/experience/${projectId}/access`)).data.data
