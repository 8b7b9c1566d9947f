import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Kysely } from 'kysely'
import * as z from 'zod'
import { TOKEN_MESSAGES } from '@shared/api/access-tokens'
import { projectName } from '@shared/api/projects'
import { MAX_BATCH_OPS, wireOpSchema } from '@shared/sync/protocol'
import type { WireOp } from '@shared/sync/wire-ops'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { projectForRole } from '../../lib/project-access'
import type { LiveHub } from '../live/live-hub'
import { readSnapshot } from '../live/op-log'
import type { Assistant } from '../../services/llm/assistant'
import { runQuery } from '../chat/chat.service'
import { notices, notify } from '../notifications/notifications.service'
import { accessibleProjects, ACCESS_COLUMNS, insertProject, toListedProject } from '../projects/projects.service'
import { thumbnailKey, type ProjectFiles } from '../projects/project-files'
import { freezeVersion } from '../publish/publish.service'
import type { TokenCaller } from '../tokens/access-tokens.service'
import { applyAgentOps, undoAgentStep } from './agent-ops'
import { sceneOutline } from './scene-outline'
import { SKETCH_VIEWS, sketchScene } from './scene-sketch'

export interface ToolContext {
  db: Kysely<Database>
  hub: LiveHub
  files: ProjectFiles
  assistant: Assistant
  caller: TokenCaller
  /** The origin shared links use (PUBLIC_URL, else this request's). */
  origin: string
  log: Parameters<Assistant['plan']>[3]
}

/** The live socket's op envelope, except that an add's node may leave out its id (completeOps fills it). */
const agentOpSchema = z.union([
  z.object({ op: z.literal('add'), node: z.looseObject({ id: z.string().min(1).max(64).optional(), kind: z.string() }) }),
  ...wireOpSchema.options.filter((option) => option.shape.op.value !== 'add'),
])
const projectId = z.string().regex(/^[0-9a-f]{24}$/, 'projectId is a 24-character project id (list_projects)')
const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }] })
const CATEGORY = { world: 'WORLD', surface: 'SURFACE', face: 'FACE' } as const
const LIST_LIMIT = 100

/**
 * The agent door's tools. Each one does what the matching editor or REST call does, through the
 * same functions and the same checks: the person's role on the project (project-access), the
 * scene door (`applyOps` in the op log's commit), the assistant's turn, the publish freeze. An
 * edit tool refuses a read-only token before anything else.
 */
export function registerTools(server: McpServer, ctx: ToolContext) {
  const { db, caller } = ctx
  const canEdit = () => {
    if (caller.scope !== 'edit') throw new HttpError(403, TOKEN_MESSAGES.readOnly)
  }

  server.registerTool(
    'list_projects',
    {
      title: 'List projects',
      description: 'The projects this token\'s owner can open (their own, their teams\', those shared with them), newest change first, with each one\'s id, type and the owner\'s role.',
      inputSchema: { scope: z.enum(['all', 'mine', 'shared', 'team']).optional().describe('which projects; default all') },
      annotations: { readOnlyHint: true },
    },
    async ({ scope }) => {
      const rows = await accessibleProjects(db, caller.userId, scope ?? 'all').selectAll('projects').select(ACCESS_COLUMNS).orderBy('projects.updated_at', 'desc').limit(LIST_LIMIT).execute()
      return text(rows.map((row) => {
        const p = toListedProject(row, caller.userId)
        return { id: p._id, name: p.project_name, type: p.category.toLowerCase(), role: p.role, team: p.team?.name ?? null, updated_at: p.updated_at }
      }))
    },
  )

  server.registerTool(
    'create_project',
    {
      title: 'Create a project',
      description: 'A new, empty project of a type: world (a 3D/VR scene), surface (AR on a floor or table) or face (AR face tracking). Answers its id.',
      inputSchema: { name: projectName, type: z.enum(['world', 'surface', 'face']), description: z.string().trim().max(1000).optional() },
    },
    async ({ name, type, description }) => {
      canEdit()
      const id = await insertProject(db, caller.userId, CATEGORY[type], { project_name: name, comment: description ?? '' })
      return text({ id, name, type, editor: `${ctx.origin}/gridpage/${id}` })
    },
  )

  server.registerTool(
    'read_scene',
    {
      title: 'Read a scene',
      description: 'Without nodeId: a compact outline of the scene (one line per node: id, name, kind, position; children indented under their parent). With nodeId: that node\'s full record, as apply_ops\' update and add take it.',
      inputSchema: { projectId, nodeId: z.string().min(1).max(64).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ projectId: id, nodeId }) => {
      await projectForRole(db, id, caller.userId, 'viewer')
      const snapshot = await readSnapshot(db, id, '')
      if (!snapshot) throw new HttpError(404, 'Project not found')
      if (nodeId) {
        const node = snapshot.doc.nodes[nodeId]
        if (!node) throw new HttpError(404, `No node ${nodeId} in this scene; read the outline for the ids.`)
        return text(node)
      }
      return text(`revision ${snapshot.revision}\n${sceneOutline(snapshot.doc)}`)
    },
  )

  server.registerTool(
    'apply_ops',
    {
      title: 'Change a scene',
      description: [
        'Applies scene operations as one step, live: open editors see it at once, under this token\'s name.',
        'Ops: {op:"add", node}, {op:"update", id, patch, unset?}, {op:"remove", id} (takes its children), {op:"settings", patch}, {op:"add-asset", asset}, {op:"remove-asset", id}.',
        'An added node needs only kind (shape, text, light, hotspot, group) and what differs from the editor\'s defaults, e.g. {kind:"shape", shape:"sphere", transform:{position:[0,1,0]}, material:{albedo:"#FF0000"}}; ids, names and order are filled in. Colours are #RRGGBB upper case; rotations radians; +Y is up, +Z faces the viewer.',
        'An op that no longer fits the scene is dropped with its reason; the rest apply. undo takes the step back.',
      ].join(' '),
      inputSchema: {
        projectId,
        ops: z.array(agentOpSchema).min(1).max(MAX_BATCH_OPS),
        label: z.string().trim().min(1).max(120).optional().describe('what the step does, shown in the undo'),
      },
    },
    async ({ projectId: id, ops, label }) => {
      canEdit()
      await projectForRole(db, id, caller.userId, 'editor')
      const result = await applyAgentOps(ctx, id, ops as WireOp[], label ?? `Agent: ${ops.length} change${ops.length === 1 ? '' : 's'}`)
      if (!result.applied && result.dropped.length) throw new HttpError(422, `Nothing was applied: ${result.dropped.map((d) => `op ${d.index}: ${d.reason}`).join('; ')}`)
      const { doc: _doc, ...summary } = result
      return text(summary)
    },
  )

  server.registerTool(
    'undo',
    {
      title: 'Undo this agent\'s last step',
      description: 'Takes back this token\'s last apply_ops step on the scene, touching only what that step changed (what someone else changed since stays).',
      inputSchema: { projectId },
    },
    async ({ projectId: id }) => {
      canEdit()
      await projectForRole(db, id, caller.userId, 'editor')
      return text(await undoAgentStep(ctx, id))
    },
  )

  server.registerTool(
    'ask_assistant',
    {
      title: 'Ask the built-in assistant',
      description: 'Sends a prompt to the product\'s own scene assistant. With projectId it changes that scene; without, it makes a new project. Answers its reply and the project id.',
      inputSchema: { prompt: z.string().trim().min(1).max(2000), projectId: projectId.optional() },
    },
    async ({ prompt, projectId: id }) => {
      canEdit()
      const result = await runQuery(db, ctx.assistant, { userId: caller.userId, query: prompt, experienceId: id ?? null }, ctx.log)
      return text({ reply: result.message.content, projectId: result.message.experienceId, createdProject: result.created })
    },
  )

  server.registerTool(
    'publish',
    {
      title: 'Publish',
      description: 'Publishes the scene as it is now as the project\'s next version; answers the public link and the embed link. (The editor\'s publish also exports USDZ/GLB files for iOS Quick Look; this one publishes the scene alone, which the web viewer and WebXR show.)',
      inputSchema: { projectId },
    },
    async ({ projectId: id }) => {
      canEdit()
      const project = await projectForRole(db, id, caller.userId, 'editor')
      const { inserted, projectName: name } = await freezeVersion(db, id, project.scene_revision, async () => ({ usdz: null, glb: null }))
      const link = `${ctx.origin}/preview-page/${id}`
      await notify(db, notices.published(caller.userId, id, name, inserted.version, link))
      return text({ version: inserted.version, revision: inserted.scene_revision, public_link: link, embed_link: `${link}?embed=1` })
    },
  )

  server.registerTool(
    'screenshot',
    {
      title: 'See the scene',
      description: 'A PNG of the scene from a named view: front, back, left, right or top, drawn on the server as a schematic (each object as its outline in its colour, with its name; the scene as it is now). Or thumbnail: the picture the editor last saved of the project (real rendering, but only as recent as the last editor session).',
      inputSchema: { projectId, view: z.enum([...SKETCH_VIEWS, 'thumbnail']).default('front') },
      annotations: { readOnlyHint: true },
    },
    async ({ projectId: id, view }) => {
      const project = await projectForRole(db, id, caller.userId, 'viewer')
      let png: Buffer
      if (view === 'thumbnail') {
        const key = thumbnailKey(project.thumbnail)
        const stream = key ? await ctx.files.thumbnails.get(key) : null
        if (!stream) throw new HttpError(404, 'This project has no thumbnail yet (the editor saves one); ask for a named view instead.')
        const chunks: Buffer[] = []
        for await (const chunk of stream) chunks.push(chunk as Buffer)
        png = Buffer.concat(chunks)
      } else {
        const snapshot = await readSnapshot(db, id, '')
        if (!snapshot) throw new HttpError(404, 'Project not found')
        png = await sketchScene(snapshot.doc, view)
      }
      return { content: [{ type: 'image' as const, data: png.toString('base64'), mimeType: 'image/png' }, { type: 'text' as const, text: `${project.project_name}: ${view}` }] }
    },
  )
}
