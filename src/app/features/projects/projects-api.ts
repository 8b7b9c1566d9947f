import type { Project, ProjectCategory } from '@shared/api/projects'
import { api } from '@app/lib/api'

export type SortChoice = 'Most Recent' | 'Recent' | 'Previous'
/** Most Recent: newest created first; Recent: last edited first; Previous: oldest first. */
export const SORTS: Record<SortChoice, { sortBy: string; order: 'asc' | 'desc' }> = {
  'Most Recent': { sortBy: 'created_at', order: 'desc' },
  Recent: { sortBy: 'updated_at', order: 'desc' },
  Previous: { sortBy: 'created_at', order: 'asc' },
}

/** Whose projects: all I can open, my own, those shared with me, my teams'. */
export type OwnerChoice = 'all' | 'mine' | 'shared' | 'team'
export const OWNER_CHOICES: Record<OwnerChoice, string> = { all: 'All', mine: 'My projects', shared: 'Shared with me', team: 'Team projects' }

export async function listProjects(category: ProjectCategory | 'All', sort: SortChoice, scope: OwnerChoice = 'all'): Promise<Project[]> {
  const params = new URLSearchParams({ page: '1', limit: '100', ...SORTS[sort] })
  if (category !== 'All') params.set('category', category)
  if (scope !== 'all') params.set('scope', scope)
  return (await api.get<{ data: Project[] }>(`/experience?${params}`)).data.data
}

export const recentProjects = async () => (await api.get<{ data: Project[] }>('/experience/get-recent-projects')).data.data

export const deleteProject = (id: string) => api.delete(`/experience/${id}`)

/** Image Target: the picture as `file`, and the compiled target the dialog made from it as `mind`. */
export async function createImageProject(fields: { project_name: string; comment: string }, file: File, mind?: Uint8Array) {
  const form = new FormData()
  form.append('project_name', fields.project_name)
  form.append('comment', fields.comment)
  form.append('file', file)
  if (mind) form.append('mind', new Blob([mind as BlobPart], { type: 'application/octet-stream' }), 'target.mind')
  return (await api.post<{ data: { _id: string }; message: string }>('/experience/image/create', form)).data
}

export async function createProject(kind: 'surface' | 'world' | 'vps' | 'face' | 'vr' | 'web3d' | 'glasses' | 'body', fields: { project_name: string; comment: string }, zip?: File) {
  if (kind === 'vps') {
    const form = new FormData()
    form.append('project_name', fields.project_name)
    form.append('comment', fields.comment)
    if (zip) form.append('zipContent', zip)
    return (await api.post<{ data: { _id: string }; message: string }>('/experience/create-with-zip', form)).data
  }
  return (await api.post<{ data: { _id: string }; message: string }>(`/experience/${kind}/create`, fields)).data
}

/** Area Tracking: the room's scan as one .glb (`scanContent`); the server checks it as it checks a VPS scan. */
export async function createAreaProject(fields: { project_name: string; comment: string }, scan: File) {
  const form = new FormData()
  form.append('project_name', fields.project_name)
  form.append('comment', fields.comment)
  form.append('scanContent', scan)
  return (await api.post<{ data: { _id: string }; message: string }>('/experience/area/create', form)).data
}

/** Duplicate File: the server copies the saved scene, media and thumbnail into a new project of the same type. */
export const duplicateProject = async (id: string) => (await api.post<{ data: { _id: string }; message: string }>(`/experience/duplicate/${id}`)).data
