import type { Kysely } from 'kysely'
import type { SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { emptyScene } from '@shared/scene/defaults'
import { commitBatch, type IncomingBatch } from '@shared/sync/commit-batch'
import { toWire } from '@shared/sync/wire-ops'
import type { Database } from '../../db/schema'
import { readStoredScene } from '../../lib/stored-scene'
import { liveDb } from './live-db'
import type { SceneBus } from './scene-bus'

/** How many log rows a scene keeps behind its snapshot (a reconnecting client gets the snapshot anyway). */
export const LOG_KEEP = 500

export interface LogEntry {
  seq: number
  clientId: string
  clientSeq: number
  userId: string | null
  ops: unknown[]
  dropped: { index: number; reason: string }[] | null
  revision: number
}

export type LogCommit =
  | { kind: 'commit'; entry: LogEntry; doc: SceneDocument; before: SceneDocument }
  | { kind: 'duplicate' }
  | { kind: 'reject'; code: 400 | 403 | 409 | 413; reason: string }
  | { kind: 'gone' }

/** The last document each scene reached on this node, by revision: a commit then reads no scene JSON. */
export class DocCache {
  private docs = new Map<string, { revision: number; doc: SceneDocument }>()
  get(projectId: string, revision: number) {
    const hit = this.docs.get(projectId)
    return hit && hit.revision === revision ? hit.doc : undefined
  }
  set(projectId: string, revision: number, doc: SceneDocument) {
    this.docs.delete(projectId)
    this.docs.set(projectId, { revision, doc })
    if (this.docs.size > 200) this.docs.delete(this.docs.keys().next().value!)
  }
}

/**
 * One batch into the log, in one transaction with the scene's new revision: the project row is
 * locked (FOR UPDATE), so batches of one scene are ordered across every node; the log row, the
 * client's last seq and the document commit together or not at all. On PostgreSQL a NOTIFY
 * (`projectId:seq`, a wake-up only) goes out at commit. Callers have checked the person may edit.
 */
export async function commitToLog(
  db: Kysely<Database>,
  cache: DocCache,
  input: {
    projectId: string
    userId: string
    batch: IncomingBatch
    /** The bus's word to the other nodes, said inside the commit's transaction (so never before the entry is readable). */
    announce?: SceneBus['announceInTransaction']
    /**
     * The batch takes this client's next seq, read under the scene's lock (a caller with no queue of
     * its own, the agent door, cannot know it; two of its calls at once must not pose as resends).
     */
    nextSeq?: boolean
    /** Runs inside the commit's transaction (the agent door records its step there). */
    onCommit?: (trx: Kysely<Database>, commit: { before: SceneDocument; after: SceneDocument; ops: SceneOp[] }) => Promise<void>
  },
): Promise<LogCommit> {
  const live = liveDb(db)
  const { projectId } = input
  const outcome = await live.transaction().execute(async (trx): Promise<LogCommit> => {
    const head = await trx.selectFrom('projects').select(['scene_revision', 'op_seq']).where('id', '=', projectId).forUpdate().executeTakeFirst()
    if (!head) return { kind: 'gone' }
    const last = await trx.selectFrom('scene_clients').select(['last_seq', 'user_id']).where('project_id', '=', projectId).where('client_id', '=', input.batch.clientId).executeTakeFirst()
    if (last && last.user_id !== input.userId) return { kind: 'reject', code: 409, reason: 'This client id belongs to someone else; reload the editor.' }
    const batch = input.nextSeq ? { ...input.batch, seq: (last?.last_seq ?? 0) + 1 } : input.batch
    let doc = cache.get(projectId, head.scene_revision)
    if (!doc) {
      const row = await trx.selectFrom('projects').select('scene').where('id', '=', projectId).executeTakeFirst()
      doc = row?.scene ? readStoredScene(row.scene) : emptyScene()
    }
    const result = commitBatch({ doc, seq: head.op_seq }, batch, last?.last_seq ?? 0, true)
    if (result.kind !== 'commit') return result
    const revision = result.changed ? head.scene_revision + 1 : head.scene_revision
    await trx
      .updateTable('projects')
      .set(result.changed ? { op_seq: result.seq, scene: JSON.stringify(result.doc), scene_revision: revision, updated_at: new Date() } : { op_seq: result.seq })
      .where('id', '=', projectId)
      .execute()
    const entry: LogEntry = {
      seq: result.seq,
      clientId: batch.clientId,
      clientSeq: batch.seq,
      userId: input.userId,
      ops: result.ops.map(toWire),
      dropped: result.dropped.length ? result.dropped : null,
      revision,
    }
    await trx
      .insertInto('scene_ops')
      .values({
        project_id: projectId,
        seq: entry.seq,
        client_id: entry.clientId,
        client_seq: entry.clientSeq,
        ops: JSON.stringify(entry.ops),
        dropped: entry.dropped && JSON.stringify(entry.dropped),
        user_id: input.userId,
        revision,
      })
      .execute()
    await trx
      .insertInto('scene_clients')
      .values({ project_id: projectId, client_id: batch.clientId, last_seq: batch.seq, user_id: input.userId })
      .onConflict((oc) => oc.columns(['project_id', 'client_id']).doUpdateSet({ last_seq: batch.seq, updated_at: new Date() }))
      .execute()
    // Trimmed behind the snapshot now and then, in the same transaction.
    if (entry.seq % 100 === 0) await trx.deleteFrom('scene_ops').where('project_id', '=', projectId).where('seq', '<=', entry.seq - LOG_KEEP).execute()
    if (input.onCommit && result.changed) await input.onCommit(trx as unknown as Kysely<Database>, { before: doc, after: result.doc, ops: result.ops })
    if (input.announce) await input.announce(trx as unknown as Kysely<Database>, projectId, entry.seq)
    return { kind: 'commit', entry, doc: result.doc, before: doc }
  })
  if (outcome.kind === 'commit') cache.set(projectId, outcome.entry.revision, outcome.doc)
  return outcome
}

/** Log rows after `seq`, in order (what a node's sockets have not been told yet). */
export async function readLogAfter(db: Kysely<Database>, projectId: string, seq: number, limit = 200): Promise<LogEntry[]> {
  const rows = await liveDb(db)
    .selectFrom('scene_ops')
    .select(['seq', 'client_id', 'client_seq', 'user_id', 'ops', 'dropped', 'revision'])
    .where('project_id', '=', projectId)
    .where('seq', '>', seq)
    .orderBy('seq')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ seq: r.seq, clientId: r.client_id, clientSeq: r.client_seq, userId: r.user_id, ops: parse(r.ops), dropped: r.dropped ? parse(r.dropped) : null, revision: r.revision }))
}

/** The scene as a (re)connecting client starts from: the snapshot, its seq, and this client's last batch in it. */
export async function readSnapshot(db: Kysely<Database>, projectId: string, clientId: string) {
  // One statement, so the document, its seq and the client's last batch are one moment's.
  const row = await liveDb(db)
    .selectFrom('projects')
    .select((eb) => [
      'scene',
      'op_seq',
      'scene_revision',
      eb.selectFrom('scene_clients').select('last_seq').where('project_id', '=', projectId).where('client_id', '=', clientId).as('acked'),
    ])
    .where('id', '=', projectId)
    .executeTakeFirst()
  if (!row) return null
  return { doc: row.scene ? readStoredScene(row.scene) : emptyScene(), seq: row.op_seq, revision: row.scene_revision, acked: row.acked ?? 0 }
}

/** The head alone: where the log is, and the scene's revision (a REST write moves only the latter). */
export async function readHead(db: Kysely<Database>, projectId: string) {
  return liveDb(db).selectFrom('projects').select(['op_seq', 'scene_revision']).where('id', '=', projectId).executeTakeFirst()
}

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T
