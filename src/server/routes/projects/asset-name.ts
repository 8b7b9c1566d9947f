import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { retrySceneWrite, writeSceneAt } from '../scenes/scene-repository'
import { sql, type Kysely } from 'kysely'
import { ASSET_NAME_MESSAGES, assetIdParams, KINDS_OF_ASSET_TYPE, renameAssetBody, renameAssetEnvelope, type RenameAssetAnswer } from '@shared/api/asset-name'
import { loadScene } from '@shared/scene/load'
import { applyOps } from '@shared/scene/ops'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { hasProjectRole, requireProjectRole } from '../../lib/project-access'

/** A concurrent save can win the revision race; the rename is re-read and retried this often. */

export interface RenameInput {
  ownerId: string
  nodeId: string
  name: string
  assetType: keyof typeof KINDS_OF_ASSET_TYPE | ''
  projectId?: string
}

/**
 * Renames one node of a saved document as a new revision, in one conditional UPDATE like the
 * scene save: the document is either the renamed one or untouched. Only the projects the caller
 * may edit are searched, so another user's node is as missing as one that never existed.
 */
export async function renameSceneNode(db: Kysely<Database>, input: RenameInput): Promise<RenameAssetAnswer> {
  const notFound = () => new HttpError(404, ASSET_NAME_MESSAGES.notFound)
  // Unsaved nodes live only in the editor; the client skips them, and they are never in a saved document.
  if (input.nodeId.startsWith('temp')) throw notFound()
  // A named project says 403 to its viewers; unnamed, only the projects the caller may edit are searched.
  if (input.projectId) await requireProjectRole(db, input.projectId, input.ownerId, 'editor')
  return retrySceneWrite(ASSET_NAME_MESSAGES.busy, async () => {
    let query = db
      .selectFrom('projects')
      .select(['id', 'scene', 'scene_revision'])
      .where(hasProjectRole(input.ownerId, 'editor'))
      .where(sql<boolean>`(scene -> 'nodes' -> ${input.nodeId}) IS NOT NULL`)
    if (input.projectId) query = query.where('id', '=', input.projectId)
    // A node id in two of the caller's projects (one template used twice): the one edited last.
    const row = await query.orderBy('updated_at', 'desc').limit(1).executeTakeFirst()
    if (!row) throw notFound()
    const doc = loadScene(row.scene)
    const node = doc.nodes[input.nodeId]
    if (!node || (input.assetType && !KINDS_OF_ASSET_TYPE[input.assetType].includes(node.kind))) throw notFound()
    // The same name again changes nothing, so it writes no revision the editor would have to catch up with.
    if (node.name === input.name) return { _id: node.id, asset_name: input.name, project_id: row.id, revision: row.scene_revision }
    const next = applyOps(doc, [{ op: 'update', id: node.id, patch: { name: input.name } }]).doc
    const revision = await writeSceneAt(db, { projectId: row.id, ownerId: input.ownerId, baseRevision: row.scene_revision, scene: next })
    return revision === null ? undefined : { _id: node.id, asset_name: input.name, project_id: row.id, revision }
  })
}

/** PATCH /experience/update/asset-name/:assetId (editor spec §7); registered inside the projects routes. */
export async function assetNameRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.patch(
    '/experience/update/asset-name/:assetId',
    {
      schema: {
        tags: ['projects'],
        security: [{ bearerAuth: [] }],
        params: assetIdParams,
        body: renameAssetBody,
        response: { 200: renameAssetEnvelope },
      },
    },
    async (request) => {
      const { asset_name, asset_type, project_id } = request.body
      const data = await renameSceneNode(db, { ownerId: request.userId!, nodeId: request.params.assetId, name: asset_name, assetType: asset_type, projectId: project_id })
      return { success: true as const, message: ASSET_NAME_MESSAGES.renamed, data }
    },
  )
}
