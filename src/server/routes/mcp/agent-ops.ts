import type { Kysely } from 'kysely'
import { createGroup, createHotspot, createLight, createShape, createText, nextOrder } from '@shared/scene/defaults'
import { applyOps, type SceneDiff } from '@shared/scene/ops'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { inverseOps } from '@shared/sync/live-history'
import { toWire, type WireOp } from '@shared/sync/wire-ops'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import type { LiveHub } from '../live/live-hub'
import { readSnapshot, type LogCommit } from '../live/op-log'
import type { TokenCaller } from '../tokens/access-tokens.service'

/** How many of its steps per scene an agent can take back (the editor's history keeps about as many). */
export const AGENT_UNDO_DEPTH = 50

/** The agent's queue in the op log: one per token, so its batches never pose as an editor's. */
export const agentClientId = (caller: TokenCaller) => `agent-${caller.tokenId}`
export const agentName = (caller: TokenCaller) => `${caller.tokenName} (agent of ${caller.userName})`

type Raw = Record<string, unknown>
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * An `add` may leave out what the editor's own create fills in (id, name, order, parentId,
 * visible, events, parts of the transform, a shape's material, a text's or light's settings):
 * the same factories fill them, and what was sent wins field by field. The node that results
 * goes through the door's own checks like any other. Media kinds (model, image, video, audio)
 * name an uploaded asset and are taken as sent.
 */
function completeNode(doc: SceneDocument, raw: Raw): Raw {
  const kind = raw.kind
  const made: SceneNode | null =
    kind === 'shape' ? createShape(doc, (typeof raw.shape === 'string' ? raw.shape : 'cube') as never)
    : kind === 'light' ? createLight(doc, ((isObject(raw.light) && raw.light.type) || 'point') as never)
    : kind === 'text' ? createText(doc, ((isObject(raw.text) && raw.text.textType) || '3D') as never)
    : kind === 'hotspot' ? createHotspot(doc)
    : kind === 'group' ? createGroup(doc)
    : null
  if (!made) return raw
  const base = made as unknown as Raw
  const out: Raw = { ...base, ...raw }
  for (const key of ['transform', 'material', 'text', 'light'] as const) if (isObject(base[key]) && isObject(raw[key])) out[key] = { ...(base[key] as Raw), ...(raw[key] as Raw) }
  if (typeof raw.parentId === 'string' && raw.order === undefined) out.order = nextOrder(doc, raw.parentId)
  return out
}

export function completeOps(doc: SceneDocument, ops: WireOp[]): WireOp[] {
  // Each completed add joins a working copy, so the next one is named and ordered after it.
  const nodes = { ...doc.nodes }
  const working: SceneDocument = { ...doc, nodes }
  return ops.map((op) => {
    if (op.op !== 'add' || !isObject(op.node)) return op
    const node = completeNode(working, op.node)
    if (typeof node.id === 'string') nodes[node.id] = node as unknown as SceneNode
    return { ...op, node }
  })
}

export interface AgentContext {
  db: Kysely<Database>
  hub: LiveHub
  caller: TokenCaller
}

const refused = (outcome: Exclude<LogCommit, { kind: 'commit' }>): never => {
  if (outcome.kind === 'gone') throw new HttpError(404, 'Project not found')
  if (outcome.kind === 'reject') throw new HttpError(outcome.code, outcome.reason)
  // A duplicate cannot happen: the batch took the next seq under the scene's lock.
  throw new HttpError(409, 'The change was not applied; try again.')
}

/** The agent's ops through the live door (the op log: every open editor sees them), recorded as its step for undo. */
export async function applyAgentOps(ctx: AgentContext, projectId: string, ops: WireOp[], label: string) {
  const snapshot = await readSnapshot(ctx.db, projectId, '')
  if (!snapshot) throw new HttpError(404, 'Project not found')
  const completed = completeOps(snapshot.doc, ops)
  const outcome = await ctx.hub.externalBatch(
    projectId,
    {
      userId: ctx.caller.userId,
      clientId: agentClientId(ctx.caller),
      name: agentName(ctx.caller),
      onCommit: async (trx, commit) => {
        const diff = applyOps(commit.before, commit.ops).diff
        await trx.insertInto('agent_steps').values({ token_id: ctx.caller.tokenId, project_id: projectId, label, diff: JSON.stringify(diff) }).execute()
        const keep = await trx.selectFrom('agent_steps').select('id').where('token_id', '=', ctx.caller.tokenId).where('project_id', '=', projectId).orderBy('id', 'desc').offset(AGENT_UNDO_DEPTH).limit(1).executeTakeFirst()
        if (keep) await trx.deleteFrom('agent_steps').where('token_id', '=', ctx.caller.tokenId).where('project_id', '=', projectId).where('id', '<=', keep.id).execute()
      },
    },
    completed,
  )
  if (outcome.kind !== 'commit') return refused(outcome)
  const added = (outcome.entry.ops as WireOp[]).filter((op) => op.op === 'add').map((op) => (op.node as { id: string }).id)
  return { seq: outcome.entry.seq, revision: outcome.entry.revision, applied: outcome.entry.ops.length, added, dropped: outcome.entry.dropped ?? [], doc: outcome.doc }
}

/**
 * Takes back this token's last step on the scene, touching only what that step changed (the
 * editor's per-person undo, `inverseOps`): what someone else changed since stays theirs. A step
 * that no longer fits is dropped with the reason.
 */
export async function undoAgentStep(ctx: AgentContext, projectId: string) {
  const step = await ctx.db
    .selectFrom('agent_steps')
    .select(['id', 'label', 'diff'])
    .where('token_id', '=', ctx.caller.tokenId)
    .where('project_id', '=', projectId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!step) throw new HttpError(409, 'This token has no step to undo on this scene.')
  const snapshot = await readSnapshot(ctx.db, projectId, '')
  if (!snapshot) throw new HttpError(404, 'Project not found')
  const diff = (typeof step.diff === 'string' ? JSON.parse(step.diff) : step.diff) as SceneDiff
  const inverse = inverseOps(diff, snapshot.doc)
  const forget = () => ctx.db.deleteFrom('agent_steps').where('id', '=', step.id).execute()
  if ('skip' in inverse) {
    await forget()
    throw new HttpError(409, `Could not undo "${step.label}": ${inverse.skip}.`)
  }
  if (!inverse.ops.length) {
    await forget()
    return { label: step.label, applied: 0, revision: snapshot.revision }
  }
  const outcome = await ctx.hub.externalBatch(
    projectId,
    {
      userId: ctx.caller.userId,
      clientId: agentClientId(ctx.caller),
      name: agentName(ctx.caller),
      onCommit: async (trx) => void (await trx.deleteFrom('agent_steps').where('id', '=', step.id).execute()),
    },
    inverse.ops.map(toWire),
  )
  if (outcome.kind !== 'commit') return refused(outcome)
  return { label: step.label, applied: outcome.entry.ops.length, revision: outcome.entry.revision }
}
