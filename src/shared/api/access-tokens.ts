import * as z from 'zod'
import { requiredMessage } from '../validation/rules'
import { okEnvelope } from './envelope'

/**
 * Personal access tokens: what an outside agent (a desktop assistant, an editor) uses to reach
 * the MCP endpoint, and only that endpoint. `read` lists and reads; `edit` also changes scenes,
 * creates projects, asks the assistant and publishes.
 */
export const TOKEN_SCOPES = ['read', 'edit'] as const
export type TokenScope = (typeof TOKEN_SCOPES)[number]
/** Every token starts with this, so one pasted in the wrong place (a log, a chat) is recognisable. */
export const TOKEN_PREFIX = 'sst_'
export const TOKEN_NAME_MAX = 60
/** The most live tokens one account may hold. */
export const TOKENS_PER_USER = 20

export const createTokenBody = z.object({
  name: z
    .string({ error: requiredMessage('name') })
    .trim()
    .min(1, requiredMessage('name'))
    .max(TOKEN_NAME_MAX, `name must be at most ${TOKEN_NAME_MAX} characters`),
  scope: z.enum(TOKEN_SCOPES, { error: 'scope must be read or edit' }),
})
export type CreateTokenBody = z.infer<typeof createTokenBody>

export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  /** The token's last four characters. */
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
})
export type AccessToken = z.infer<typeof accessTokenSchema>

export const tokenListEnvelope = okEnvelope(z.array(accessTokenSchema))
/** The plaintext travels once, in this answer; the server keeps only its hash. */
export const tokenCreatedEnvelope = okEnvelope(accessTokenSchema.extend({ token: z.string() }))
export const tokenIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'id must be a token id') })

export const TOKEN_MESSAGES = {
  created: 'Token created. Copy it now: it will not be shown again.',
  revoked: 'Token revoked',
  notFound: 'Token not found',
  tooMany: `An account may hold at most ${TOKENS_PER_USER} tokens. Revoke one first.`,
  /** The MCP endpoint's answers to a missing, unknown or revoked token. */
  missing: 'A personal access token is required (Authorization: Bearer sst_…). Create one in Settings.',
  invalid: 'This access token is not valid: it was revoked, or never existed.',
  readOnly: 'This access token is read-only; create an edit token in Settings to change scenes.',
} as const
