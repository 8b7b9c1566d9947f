import * as z from 'zod'
import { okEnvelope } from './envelope'

export const COMMENT_MAX = 2000

export const COMMENT_MESSAGES = {
  notFound: 'Comment not found',
  nodeMissing: 'That object is not in the saved scene',
  authorOnly: 'Only its author can change this comment',
  deleteDenied: 'Only its author or the project owner can delete this comment',
  empty: 'comment is required',
  /** Shown by a pin whose object was deleted after the comment was made. */
  objectDeleted: 'Object deleted',
} as const

const finite = z.number().finite().min(-1e6).max(1e6)
const body = z.string({ error: COMMENT_MESSAGES.empty }).trim().min(1, COMMENT_MESSAGES.empty).max(COMMENT_MAX, `comment must be at most ${COMMENT_MAX} characters`)

/** A thread's first comment: pinned to an object (its node id), to a point, or to the scene as a whole. */
export const newThreadBody = z
  .object({ body, nodeId: z.string().min(1).max(64).optional(), point: z.tuple([finite, finite, finite]).optional() })
  .refine((b) => !(b.nodeId && b.point), { message: 'Pin a comment to an object or to a point, not both' })
export const replyBody = z.object({ body })
export const updateCommentBody = z.object({ body: body.optional(), resolved: z.boolean().optional() }).refine((b) => b.body !== undefined || b.resolved !== undefined, { message: 'Send body or resolved' })
export const commentParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/), commentId: z.string().regex(/^[0-9a-f]{24}$/) })

const author = z.object({ id: z.string(), name: z.string() }).nullable()
export const commentSchema = z.object({ id: z.string(), body: z.string(), author, created_at: z.string(), updated_at: z.string() })
export type Comment = z.infer<typeof commentSchema>

export const threadSchema = commentSchema.extend({
  nodeId: z.string().nullable(),
  /** The pinned object's name now, or null. */
  nodeName: z.string().nullable(),
  /** The pin's object is gone from the saved scene; the thread stays, marked. */
  nodeDeleted: z.boolean(),
  /** Where the pin is now: the node's world position (it follows moves and reparents), or the fixed point. */
  position: z.tuple([z.number(), z.number(), z.number()]).nullable(),
  resolved: z.boolean(),
  resolvedBy: author,
  replies: z.array(commentSchema),
})
export type CommentThread = z.infer<typeof threadSchema>

export const threadsEnvelope = okEnvelope(z.array(threadSchema))
export const threadEnvelope = okEnvelope(threadSchema)
