import * as z from 'zod'
import { EMAIL_PATTERN, MESSAGES, PASSWORD_PATTERN, requiredMessage } from '../validation/rules'
import { okEnvelope } from './envelope'

/** An e-mail address as every form and call takes it: trimmed, checked, lower-cased (teams and sharing use it too). */
export const email = z
  .string({ error: requiredMessage('email') })
  .trim()
  .min(1, requiredMessage('email'))
  .max(254, 'email must be at most 254 characters')
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase())

export const checkRegisteredBody = z.object({ email })

export const loginBody = z.object({
  email,
  // Login accepts any stored password; the strength rule applies when one is chosen.
  password: z.string({ error: requiredMessage('password') }).min(1, requiredMessage('password')).max(128),
})

export const NAME_MAX = 80

const name = z
  .string({ error: requiredMessage('name') })
  .trim()
  .min(1, requiredMessage('name'))
  .max(NAME_MAX, `name must be at most ${NAME_MAX} characters`)

/** The spec's strength rule, for every password a person chooses (registration and change). */
const chosenPassword = (field: string) =>
  z
    .string({ error: requiredMessage(field) })
    .min(1, { error: requiredMessage(field), abort: true })
    .regex(PASSWORD_PATTERN, MESSAGES.weakPassword)

export const registerBody = z.object({ name, email, password: chosenPassword('password') })

/** PATCH /users/me: what the account owner may change about themselves. */
export const updateMeBody = z.object({ name })
export type UpdateMeBody = z.infer<typeof updateMeBody>

/** POST /users/me/password: the current password proves it is the owner, not just a stolen tab. */
export const changePasswordBody = z.object({
  current_password: z
    .string({ error: requiredMessage('current_password') })
    .min(1, requiredMessage('current_password'))
    .max(128),
  new_password: chosenPassword('new_password'),
})
export type ChangePasswordBody = z.infer<typeof changePasswordBody>

export const PASSWORD_MESSAGES = {
  wrongCurrent: 'Current password is incorrect',
  sameAsCurrent: 'New password must be different from the current password',
  noPassword: 'This account signs in with Google and has no password to change.',
  changed: 'Password changed',
} as const

export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.string(),
  created_at: z.string(),
  /** Whether the e-mail address was proved (a link opened, or Google's word); absent from older servers. */
  emailVerified: z.boolean().optional(),
})
export type PublicUser = z.infer<typeof publicUserSchema>

export const authDataSchema = z.object({ accessToken: z.string(), user: publicUserSchema })
export type AuthData = z.infer<typeof authDataSchema>

export const authEnvelope = okEnvelope(authDataSchema)
export const meEnvelope = okEnvelope(publicUserSchema)
export const checkRegisteredEnvelope = okEnvelope(z.object({ registered: z.boolean() }))

export const notRegisteredEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.object({ registered: z.literal(false) }),
})

/** What the Google sign-in return carries in its `userData` query parameter (JSON). */
export const oauthUserDataSchema = publicUserSchema.extend({ accessToken: z.string() })

/** Session endings (POST /users/logout, POST /users/logout-everywhere). */
export const SESSION_MESSAGES = {
  loggedOut: 'Logged out',
  loggedOutEverywhere: 'Signed out on every device',
} as const

/** POST /users/auth/google/exchange: the one-time code the Google sign-in return carries. */
export const oauthExchangeBody = z.object({ code: z.string().min(1).max(200) })
/** POST /users/auth/google/link: the pending link's code and the existing account's password. */
export const googleLinkBody = z.object({ code: z.string().min(1).max(200), password: z.string().min(1).max(128) })

export const VERIFY_MESSAGES = {
  subject: 'Confirm your e-mail address for Spatial Studio',
  verified: 'Your e-mail address is confirmed.',
  invalid: 'This confirmation link is invalid or has expired. Sign in and ask for a new one from Settings.',
  sent: 'A confirmation link is on its way to your e-mail address.',
  notSent: 'The confirmation e-mail could not be sent. Please try again later.',
  already: 'Your e-mail address is already confirmed.',
  linkNeedsPassword: 'An account with this e-mail already exists and its address is not confirmed yet. Enter that account\'s password to link Google sign-in to it.',
  linkExpired: 'The Google link request expired. Please sign in with Google again.',
} as const
