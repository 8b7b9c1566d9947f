import * as z from 'zod'

/**
 * The live co-editing wire protocol: one WebSocket per open editor. The server is the
 * authority: it orders every client's batches into one sequence per scene (seq 1, 2, …) and
 * every client replays that sequence; a client's own unacknowledged batches sit on top of it and
 * are rebased whenever the sequence moves. Ops are the document's own (`SceneOp`): their contents
 * are checked by `applyOps`, the one door, so the schemas here check only the envelope.
 */

/** The most ops one batch may carry, and the most batches one client may have unacknowledged. */
export const MAX_BATCH_OPS = 2000
export const MAX_PENDING_BATCHES = 5000
/** Presence: at most this many messages a second per client (pointers are throttled to it). */
export const PRESENCE_RATE_PER_S = 20
/** Selections travel as ids; a longer selection is cut (presence is a hint, never a record). */
export const MAX_PRESENCE_IDS = 50

/**
 * The protocol's version, sent in `hello`. A server that speaks another one closes the socket with
 * CLOSE.outdated, which tells an editor tab left open across a deploy to reload rather than retry
 * forever. Clients from before the version existed send none: they count as version 1.
 */
export const LIVE_PROTOCOL_VERSION = 2

const id = z.string().min(1).max(64)
/** A client id names one editor tab's queue; it survives reloads (kept with the offline queue). */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

/** Envelope of one scene op; `applyOps` checks the node, the patch and the references. */
export const wireOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), node: z.looseObject({ id, kind: z.string() }) }),
  z.object({ op: z.literal('remove'), id }),
  z.object({ op: z.literal('update'), id, patch: z.record(z.string(), z.unknown()), unset: z.array(z.string().max(64)).max(100).optional() }),
  z.object({ op: z.literal('settings'), patch: z.record(z.string(), z.unknown()), unset: z.array(z.string().max(64)).max(100).optional() }),
  z.object({ op: z.literal('add-asset'), asset: z.looseObject({ id }) }),
  z.object({ op: z.literal('remove-asset'), id }),
])

const vec3 = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()])

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** The first message: the bearer token travels here, never in the URL (URLs end up in logs). */
  z.object({ type: z.literal('hello'), v: z.number().int().min(1).max(1_000_000).optional(), token: z.string().min(1).max(4096), clientId: clientIdSchema, name: z.string().max(120).optional() }),
  /** One user step. `seq` counts this client's batches from 1; `baseSeq` is the scene seq it was made on. */
  z.object({ type: z.literal('batch'), seq: z.number().int().positive(), baseSeq: z.number().int().min(0), ops: z.array(wireOpSchema).min(1).max(MAX_BATCH_OPS) }),
  z.object({ type: z.literal('presence'), selection: z.array(id).max(MAX_PRESENCE_IDS), pointer: vec3.nullable() }),
  z.object({ type: z.literal('ping'), at: z.number() }),
])
export type ClientMessage = z.infer<typeof clientMessageSchema>
export type BatchMessage = Extract<ClientMessage, { type: 'batch' }>

export interface PeerInfo {
  clientId: string
  userId: string
  name: string
  color: string
  role: 'owner' | 'editor' | 'viewer'
  selection: string[]
  pointer: [number, number, number] | null
  /** An outside agent (a personal access token through the MCP endpoint), shown under the token's name. */
  agent?: boolean
}

/** One committed entry of the scene's sequence, as every client receives it (its sender too: that is its ack). */
export interface OpsMessage {
  type: 'ops'
  seq: number
  clientId: string
  clientSeq: number
  userId: string
  /** The scene's revision after this entry (what a publish or a REST save names). */
  revision?: number
  /** The ops the server applied: the batch minus any op that no longer fitted the document. */
  ops: unknown[]
  /** How many of the batch's ops were dropped, and why (sent to the batch's own client). */
  dropped?: { index: number; reason: string }[]
}

export type ServerMessage =
  | {
      type: 'welcome'
      seq: number
      revision?: number
      doc: unknown
      /** The highest batch seq of this client the scene already holds: a resent batch up to it is done. */
      acked: number
      you: { userId: string; role: PeerInfo['role']; color: string }
      peers: PeerInfo[]
    }
  | OpsMessage
  /** A batch refused as a whole (403: a viewer; 400: malformed; 413: too big). Nothing of it was applied. */
  | { type: 'reject'; clientSeq: number; code: 400 | 403 | 409 | 413; reason: string }
  /** The scene was replaced outside the op log (a REST save, the assistant): start again from it. */
  | { type: 'reset'; seq: number; revision?: number; doc: unknown }
  | { type: 'presence'; peer: PeerInfo }
  /** This person's role on the project changed (a viewer's editor turns read-only). */
  | { type: 'role'; role: PeerInfo['role'] }
  | { type: 'leave'; clientId: string }
  /** The project's comments changed: fetch them again (comments travel over REST, not this socket). */
  | { type: 'comments' }
  | { type: 'pong'; at: number }
  | { type: 'error'; code: number; reason: string }

/** Close codes: 4401 not signed in, 4403 access removed, 4404 no such project (or not yours). */
/**
 * Close codes. unauthorized, forbidden, notFound and outdated end a client's session for good;
 * helloLate (no hello in time: a page whose main thread was busy, say compiling shaders on a slow
 * phone) and the rest are retried.
 */
export const CLOSE = { unauthorized: 4401, forbidden: 4403, notFound: 4404, protocol: 4400, helloLate: 4408, outdated: 4426 } as const

/** A person's colour, the same on every node and every client (derived from the user id). */
export const PRESENCE_COLORS = ['#E5484D', '#2F81F7', '#30A46C', '#F76B15', '#8E4EC6', '#12A594', '#D6409F', '#AD7F58'] as const
export function presenceColor(userId: string): string {
  let h = 0
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0
  return PRESENCE_COLORS[h % PRESENCE_COLORS.length]
}
