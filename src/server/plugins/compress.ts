import zlib from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Compressed answers for what is made per request: API JSON and the viewer's page (its scene is
 * inline). Built files come pre-compressed from the build (@fastify/static preCompressed) and are
 * left alone, as are media, which are already compressed and are read with ranges. Brotli at a
 * low quality: a scene is compressed on every read, so speed matters more than the last bytes.
 * Call before the routes are registered: the plugin hooks every route added after it.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 512,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(application\/json|text\/html)/,
  })
}
