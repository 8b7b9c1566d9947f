import type { Kysely, Transaction } from 'kysely'
import type { AppNotification } from '@shared/api/notifications'
import { newObjectId } from '@shared/ids'
import type { Database, NotificationsTable } from '../../db/schema'

type Executor = Kysely<Database> | Transaction<Database>

export interface NewNotification {
  userId: string
  projectId?: string | null
  name: string
  type: string
  mess: string
  desc: string
  imp?: boolean
  bg: string
  /** Made at most once per user and key (a project's first view, a milestone). */
  dedupeKey?: string
}

/** Stores one notification; with a dedupe key, a second one for the same key is silently skipped. */
export async function notify(db: Executor, n: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      id: newObjectId(),
      user_id: n.userId,
      project_id: n.projectId ?? null,
      name: n.name,
      type: n.type,
      mess: n.mess,
      desc: n.desc,
      imp: n.imp ?? false,
      bg: n.bg,
      dedupe_key: n.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .execute()
}

export function toNotification(row: Pick<NotificationsTable, 'id' | 'name' | 'type' | 'mess' | 'desc' | 'bg' | 'project_id'> & { imp: boolean; read: boolean; created_at: Date | string }): AppNotification {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    time: new Date(row.created_at).toISOString(),
    mess: row.mess,
    desc: row.desc,
    imp: row.imp,
    bg: row.bg,
    read: row.read,
    projectId: row.project_id,
  }
}

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

/** The events the product tells its authors about, worded once here. */
export const notices = {
  published: (userId: string, projectId: string, projectName: string, version: number, link: string): NewNotification => ({
    userId,
    projectId,
    name: projectName,
    type: 'Published',
    mess: `'${projectName}' was published (version ${version})`,
    desc: `Version ${version} of '${projectName}' is live. Anyone with its link can open it in a browser, on a phone in AR or on a headset: ${link}`,
    bg: 'var(--success)',
  }),
  uploadWarnings: (userId: string, projectId: string, fileName: string, triangles: number | null, size: number, warnings: string[]): NewNotification => ({
    userId,
    projectId,
    name: fileName,
    type: 'Upload',
    mess: `'${fileName}' was optimized with ${warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`}`,
    desc: [`'${fileName}' is ready: ${triangles === null ? '' : `${triangles.toLocaleString('en-US')} triangles, `}${formatBytes(size)} after optimization.`, ...warnings].join(' '),
    imp: true,
    bg: 'var(--warning)',
  }),
  firstView: (userId: string, projectId: string, projectName: string): NewNotification => ({
    userId,
    projectId,
    name: projectName,
    type: 'Views',
    mess: `'${projectName}' had its first visitor`,
    desc: `Someone opened the published '${projectName}' for the first time. Its figures are on the Analytics page.`,
    bg: 'var(--accent)',
    dedupeKey: `first-view:${projectId}`,
  }),
  milestone: (userId: string, projectId: string, projectName: string, views: number): NewNotification => ({
    userId,
    projectId,
    name: projectName,
    type: 'Milestone',
    mess: `'${projectName}' reached ${views.toLocaleString('en-US')} views`,
    desc: `The published '${projectName}' has been opened ${views.toLocaleString('en-US')} times. See who and on which devices on the Analytics page.`,
    imp: true,
    bg: 'var(--accent-2)',
    dedupeKey: `views:${projectId}:${views}`,
  }),
  invited: (userId: string, teamName: string, inviter: string, role: string): NewNotification => ({
    userId,
    name: teamName,
    type: 'Invitation',
    mess: `${inviter} invited you to the team '${teamName}'`,
    desc: `${inviter} invited you to join '${teamName}' as ${role === 'viewer' ? 'a' : 'an'} ${role}. Open the link in the e-mail sent to you to accept; it works once, for 7 days.`,
    imp: true,
    bg: 'var(--accent)',
  }),
  shared: (userId: string, projectId: string, projectName: string, by: string, role: string): NewNotification => ({
    userId,
    projectId,
    name: projectName,
    type: 'Shared',
    mess: `${by} shared '${projectName}' with you`,
    desc: `${by} shared '${projectName}' with you as ${role === 'editor' ? 'an editor: you can edit and publish it' : 'a viewer: you can open it and comment'}. It is listed under My Projects, Shared with me.`,
    bg: 'var(--accent-2)',
  }),
  /** A team's project went back to the member who made it: moved out of the team by an owner, or the team deleted. */
  returned: (userId: string, projectId: string, projectName: string, teamName: string, by: string, why: 'moved' | 'deleted'): NewNotification => ({
    userId,
    projectId,
    name: projectName,
    type: 'Returned',
    mess: `'${projectName}' left the team '${teamName}' and is back in your My Projects`,
    desc: `${by} ${why === 'moved' ? `moved '${projectName}' out of the team '${teamName}'` : `deleted the team '${teamName}'`}. You made '${projectName}', so it went back to your My Projects; the team's members no longer have it unless you share it with them.`,
    imp: true,
    bg: 'var(--warning)',
  }),
  commented: (userId: string, projectId: string, projectName: string, author: string, body: string, reply: boolean): NewNotification => ({
    userId,
    projectId,
    name: projectName,
    type: 'Comment',
    mess: `${author} ${reply ? 'replied to a comment' : 'commented'} on '${projectName}'`,
    desc: `${author}: ${body.length > 280 ? `${body.slice(0, 277)}...` : body}`,
    bg: 'var(--accent)',
  }),
  exportFailed: (userId: string, projectId: string, projectName: string, format: 'usdz' | 'glb' | 'both', reason: string): NewNotification => {
    const what = format === 'both' ? 'USDZ and GLB' : format.toUpperCase()
    const lost = format === 'usdz' ? 'iPhone Quick Look is' : format === 'glb' ? 'Android Scene Viewer is' : 'iPhone Quick Look and Android Scene Viewer are'
    return {
      userId,
      projectId,
      name: projectName,
      type: 'Error',
      mess: `Export of '${projectName}' to ${what} failed`,
      desc: `The ${what} export of '${projectName}' failed${reason ? `: ${reason}` : ''}. The experience still opens in the browser; ${lost} not offered until an export succeeds.`,
      imp: true,
      bg: 'var(--danger)',
    }
  },
}

/** After an upload: one notification per optimized model that came with warnings. */
export async function notifyUploadWarnings(
  db: Executor,
  rows: { owner_id: string; project_id: string; name: string; triangles: number | null; size: number; warnings: string }[],
): Promise<void> {
  for (const row of rows) {
    const warnings = JSON.parse(row.warnings) as string[]
    if (warnings.length) await notify(db, notices.uploadWarnings(row.owner_id, row.project_id, row.name, row.triangles, row.size, warnings))
  }
}
