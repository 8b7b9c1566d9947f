import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod'
import { MEDIA_NAME_PATTERN, MEDIA_URL_PREFIX } from '@shared/api/assets'
import { contentTypeOfKey, type ByteRange, type MediaStorage } from '../../lib/storage'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** One `bytes=` range against a size: the range, 'unsatisfiable', or null to send the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  // Several ranges or another unit: answering with the whole file is allowed (RFC 9110 §14.2).
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

export interface StoredFilesOptions {
  storage: MediaStorage
  /** Public path the names hang under, e.g. /uploads/media/. */
  prefix: string
  /** Names this route answers; anything else is a 404 before storage is asked. */
  namePattern: RegExp
}

/**
 * GET <prefix><sha256>.<ext> from a storage: public, as the names are unguessable and never reused
 * for other bytes, hence cached for a year. Ranges (206) let video and audio seek and stream.
 */
export async function serveStoredFiles(fastify: FastifyInstance, { storage, prefix, namePattern }: StoredFilesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    `${prefix}:name`,
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params
      const notFound = () => reply.status(404).send({ success: false, message: 'File not found' })
      if (!namePattern.test(name)) return notFound()
      const info = await storage.stat(name)
      if (!info) return notFound()
      const etag = `"${name.slice(0, 64)}"`
      // Stored SVGs are sanitized already; opened on their own they still run nothing and fetch nothing.
      if (name.endsWith('.svg')) reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      reply
        .header('content-type', contentTypeOfKey(name))
        .header('cache-control', IMMUTABLE)
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      const range = parseRange(request.headers.range, info.size)
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${info.size}`).send()
      const body = await storage.get(name, range ?? undefined)
      if (!body) return notFound()
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`).header('content-length', range.end - range.start + 1)
      } else {
        reply.header('content-length', info.size)
      }
      return reply.send(body)
    },
  )
}

/** GET /uploads/media/<sha256>.<ext>. */
export async function serveMediaRoutes(fastify: FastifyInstance, { storage }: { storage: MediaStorage }) {
  await serveStoredFiles(fastify, { storage, prefix: MEDIA_URL_PREFIX, namePattern: MEDIA_NAME_PATTERN })
}
