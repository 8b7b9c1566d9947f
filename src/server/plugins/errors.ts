import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
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

/** busboy's messages for a multipart body it cannot read (no boundary, cut short, bad headers). */
const MALFORMED_MULTIPART = /^(Multipart: |Unexpected end of (multipart data|form|file)|Malformed (part header|urlencoded form)|Part terminated early)/

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
    // A backstop behind the boundary's text check: PostgreSQL refusing a NUL or a lone surrogate.
    if (error.code === '22021' || error.code === '22P05' || (error.code === '22P02' && /unicode|surrogate/i.test(error.message))) {
      return reply.status(400).send({ success: false, message: 'Text must not contain NUL characters or unpaired surrogates' })
    }
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return reply.status(400).send({ success: false, message: `Malformed multipart body: ${error.message}` })
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

/**
 * Errors Fastify answers before any route or hook runs (a path parameter over its length, a URL
 * it cannot decode): the same envelope as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ success: false, message: 'The request URL is too long' })
  return reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({ success: false, message: 'Malformed request URL' })
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'The request URL is too long'],
}

/** Node's parser refusing a request (headers too large, a timeout): answered in the envelope too. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'Malformed request']
  const body = JSON.stringify({ success: false, message })
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`)
  }
  socket.destroy(error)
}
