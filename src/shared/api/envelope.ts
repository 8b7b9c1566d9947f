import * as z from 'zod'

/** Every answer of the API uses this envelope: `{ success, message?, data? }`. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() })
export type FieldError = z.infer<typeof fieldErrorSchema>

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data })
}

export const messageEnvelopeSchema = z.object({ success: z.boolean(), message: z.string() })

export type Envelope<T> = { success: true; message?: string; data: T }
