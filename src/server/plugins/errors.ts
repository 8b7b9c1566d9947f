import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { FieldError } from '@shared/api/envelope'
import { HttpError } from '../lib/http-error'

/** Fastify's own error codes for malformed requests, with messages a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; JSON was expected'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body'],
  FST_ERR_VALIDATION: [400, 'Validation failed'],
}

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.')
  return path || context || 'body'
}

/** Every failure leaves as `{ success: false, message, errors? }`; bad input is never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.statusCode).send({ success: false, message: error.message, errors: error.errors })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }))
      const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ')
      return reply.status(400).send({ success: false, message: `Validation failed: ${summary}`, errors })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply.status(500).send({ success: false, message: 'Internal server error' })
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined
    if (known) return reply.status(known[0]).send({ success: false, message: known[1] })
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', '60')
      return reply.status(status).send({ success: false, message: error.message || 'Bad request' })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ success: false, message: 'Internal server error' })
  })
}
