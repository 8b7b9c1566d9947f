import type { PublishedVersion } from '@shared/api/publish'

interface VersionRow {
  id: string
  version: number
  project_name: string
  scene_revision?: number
  usdz: string | null
  glb: string | null
  created_at: Date | string
}

export function toVersion(row: VersionRow, prefix: string): PublishedVersion {
  return {
    id: row.id,
    version: row.version,
    project_name: row.project_name,
    scene_revision: row.scene_revision ?? 0,
    usdzUrl: row.usdz ? prefix + row.usdz : null,
    glbUrl: row.glb ? prefix + row.glb : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}
