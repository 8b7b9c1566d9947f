import * as z from 'zod'
import { OBJECT_ID_PATTERN } from '../ids'
import { requiredMessage } from '../validation/rules'

/** The assistant's chat (spec §2 home chat, §3 threads and messages, §7 chat calls). */
export const CHAT_LIMITS = {
  queryMax: 2000,
  titleMax: 80,
} as const

export const CHAT_MESSAGES = {
  queryRequired: requiredMessage('query'),
  queryTooLong: `query must be at most ${CHAT_LIMITS.queryMax} characters`,
  threadNotFound: 'Chat thread not found',
  threadDeleted: 'The selected chat has been removed',
  /** Shown after every reply that made or changed an experience, followed by its id (spec §4). */
  experienceCreated:
    'The experience has been successfully created. you can look at the preview on the right section and also this is the id for the experience:-',
  conflict: 'The experience changed while the assistant was working on it. Please send your message again.',
  invalidPlan: 'The assistant produced a change that does not fit this experience; nothing was saved. Please rephrase and try again.',
} as const

export const SPEECH_MESSAGES = {
  micRequired: 'Microphone access is required to use voice input.',
  network: 'Network error occurred during speech recognition.',
  revoked: 'Microphone permission was revoked. Please enable it to continue using voice input.',
  noDevices: 'No audio input devices found. Please connect a microphone.',
  allowMic: 'Microphone access is required. Please allow microphone access and try again.',
  noMic: 'No microphone found. Please connect a microphone and try again.',
  micError: 'Error accessing microphone. Please try again.',
  unsupported: 'Speech recognition is not supported in your browser.',
} as const

const objectId = (what: string) => z.string().regex(OBJECT_ID_PATTERN, `${what} must be 24 lowercase hexadecimal characters`)

export const chatQueryBody = z.object({
  query: z
    .string({ error: CHAT_MESSAGES.queryRequired })
    .trim()
    .min(1, CHAT_MESSAGES.queryRequired)
    .max(CHAT_LIMITS.queryMax, CHAT_MESSAGES.queryTooLong),
  threadId: objectId('threadId').nullish(),
  experienceId: objectId('experienceId').nullish(),
})
export type ChatQueryBody = z.input<typeof chatQueryBody>

/**
 * One assistant change, as the editor replays it: the operations, applied to the document at
 * baseRevision, gave the document at revision. `label` names the undo entry.
 */
export const assistantStepSchema = z.object({
  label: z.string(),
  ops: z.array(z.unknown()),
  baseRevision: z.number().int(),
  revision: z.number().int(),
  source: z.enum(['planner', 'llm']),
})
export type AssistantStep = z.infer<typeof assistantStepSchema>

export const chatMessageSchema = z.object({
  _id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Set on an assistant message whose turn made or changed this experience. */
  experienceId: z.string().nullable(),
  step: assistantStepSchema.nullable(),
  created_at: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatQueryResponse = z.object({
  success: z.literal(true),
  threadId: z.string(),
  response: chatMessageSchema.extend({
    /** True when this turn made a new experience (false for a change to an existing one). */
    created: z.boolean(),
  }),
})
export type ChatQueryResponse = z.infer<typeof chatQueryResponse>

export const threadSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  experienceId: z.string().nullable(),
  updated_at: z.string(),
})
export type ThreadSummary = z.infer<typeof threadSummarySchema>

export const threadsResponse = z.object({ success: z.literal(true), threads: z.array(threadSummarySchema) })
export const threadResponse = z.object({
  success: z.literal(true),
  thread: threadSummarySchema.extend({ messages: z.array(chatMessageSchema) }),
})
export type ThreadDetail = z.infer<typeof threadResponse>['thread']

/**
 * GET /chat/experience/{id}/steps: the assistant's steps on an experience, oldest first, each
 * with a diff already rebased onto the stored document at `revision`, so an editor that loaded
 * that revision can push them onto its undo history as they are.
 */
export const replayStepSchema = z.object({
  messageId: z.string(),
  label: z.string(),
  /** SceneDiff (src/shared/scene/ops.ts): undo = applyDiff(doc, diff, 'backward'). */
  diff: z.object({
    nodes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
    assets: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
    settings: z.tuple([z.unknown(), z.unknown()]).optional(),
  }),
})
export const assistantStepsResponse = z.object({
  success: z.literal(true),
  data: z.object({ revision: z.number().int(), steps: z.array(replayStepSchema) }),
})
