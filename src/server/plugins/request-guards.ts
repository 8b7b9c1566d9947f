import { Transform } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SCENE_MAX_NODES } from '@shared/scene/load'
import { assertCleanText } from '../lib/clean-text'
import { HttpError } from '../lib/http-error'

/** Bodies smaller than this cannot hold a scene over the node cap worth refusing early. */
const PRECOUNT_FROM_BYTES = 256 * 1024
/** A JSON escape that may decode to a NUL or a surrogate, or a raw NUL: only then is the body walked. */
const SUSPECT_ESCAPE = /\\u0000|\\u[dD][89abcdefABCDEF]|\0/

/**
 * Counts `parentId` in a JSON body as it streams in: every scene node carries that key (also
 * when the scene travels as a JSON string), so the count bounds the nodes from above. A body
 * over the node cap is never parsed; a crafted body can only make its own count larger, never
 * hide nodes. Each byte is searched once: a match across a chunk border must start in the last
 * 7 bytes carried over, so only those and the next chunk's first 7 are searched together.
 *
 * Once over the cap the rest of the body is read and dropped, and the refusal comes at its end
 * (up to `maxBytes`, the route's body limit): refusing mid-upload closes the connection under a
 * client still writing, which then sees a reset (EPIPE) instead of the 413 and its message.
 */
export function nodeCountGuard(cap: number, onTooMany: () => Error, maxBytes = Infinity): Transform {
  const word = Buffer.from('parentId')
  const tail = word.length - 1
  let carry: Buffer = Buffer.alloc(0)
  let count = 0
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length
      if (count > cap) return callback(bytes > maxBytes ? onTooMany() : null)
      if (carry.length && Buffer.concat([carry, chunk.subarray(0, tail)]).includes(word)) count++
      for (let at = chunk.indexOf(word); at !== -1 && count <= cap; at = chunk.indexOf(word, at + word.length)) count++
      if (count > cap) return callback(bytes > maxBytes ? onTooMany() : null)
      carry = chunk.length >= tail ? chunk.subarray(chunk.length - tail) : Buffer.concat([carry, chunk]).subarray(-tail)
      callback(null, chunk)
    },
    flush(callback) {
      callback(count > cap ? onTooMany() : null)
    },
  })
}

export const sceneTooLargeMessage = () => `The scene has more objects than one scene can hold (${SCENE_MAX_NODES}).`

/**
 * Boundary checks every route gets: JSON bodies keep Fastify's own parser (prototype-poisoning
 * refused), but an oversized scene is refused before parsing, and text that PostgreSQL cannot
 * store (NUL, unpaired surrogates) is refused with a 400 naming the field, in bodies, query
 * strings and path parameters alike.
 */
export function registerRequestGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined)
      try {
        if (SUSPECT_ESCAPE.test(text)) assertCleanText(value)
      } catch (dirty) {
        return done(dirty as Error, undefined)
      }
      done(null, value)
    })
  })
  app.addHook('preParsing', async (request, _reply, payload) => {
    const length = Number(request.headers['content-length'] ?? Infinity)
    if (length < PRECOUNT_FROM_BYTES || !/json/i.test(request.headers['content-type'] ?? '')) return payload
    const guard = nodeCountGuard(SCENE_MAX_NODES, () => new HttpError(413, sceneTooLargeMessage()), request.routeOptions.bodyLimit)
    payload.on('error', (error) => guard.destroy(error))
    // The body parser listens to the guard only while it reads it; a body refused by its declared
    // length is never read, and a drained one is unpiped. A client reset then fails the request
    // stream, the failure is forwarded here, and an 'error' without a listener ends the process.
    guard.on('error', (error) => request.log.debug({ err: error }, 'request body stream failed'))
    return payload.pipe(guard)
  })
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertCleanText(request.query)
    assertCleanText(request.params)
  })
}
