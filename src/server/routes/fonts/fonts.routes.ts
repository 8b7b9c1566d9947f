import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '@shared/api/envelope'
import { convertFontAnswer, convertFontQuery, fontFileParams } from '@shared/api/fonts'
import { FONT_MESSAGES, variantKey } from '@shared/fonts'
import { createFontConverter, type FontConverter } from '../../services/fonts/font-converter'

export interface FontsRoutesOptions {
  /** Typefaces are kept under DATA_DIR/fonts. */
  dataDir: string
  /** Tests pass their own to read its counters. */
  converter?: FontConverter
}

/**
 * Public like the viewer (spec §6: font conversion sends no token). Typefaces are converted once
 * from the bundled @fontsource files, then served from disk under content-addressed names.
 */
export async function fontsRoutes(fastify: FastifyInstance, options: FontsRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const converter = options.converter ?? createFontConverter({ cacheDir: path.join(options.dataDir, 'fonts') })
  const filesBase = `${app.prefix}/font/files`

  app.get(
    '/font/convert-font',
    {
      schema: {
        tags: ['fonts'],
        querystring: convertFontQuery,
        response: { 200: convertFontAnswer, 404: errorEnvelopeSchema, 500: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await converter.resolve(request.query.name, request.query.variant || 'regular')
      if (!result.ok) {
        if (result.reason === 'not-found') return reply.status(404).send({ success: false, message: FONT_MESSAGES.notFound })
        request.log.error({ err: result.error, font: request.query }, 'font conversion failed')
        return reply.status(500).send({ success: false, message: FONT_MESSAGES.failed })
      }
      // The answer names files that never change, but which file a name maps to may (a package update).
      reply.header('cache-control', 'no-cache')
      return {
        success: true as const,
        font: `${filesBase}/${result.typefaceFile}`,
        fontFile: `${filesBase}/${result.woffFile}`,
        family: result.family.family,
        variant: variantKey(result.variant),
      }
    },
  )

  // No response schema: the 200 is a file stream, and the 404 uses the same envelope as everything else.
  app.get('/font/files/:file', { schema: { tags: ['fonts'], params: fontFileParams } }, async (request, reply) => {
    const file = await converter.fileFor(request.params.file)
    if (!file) return reply.status(404).send({ success: false, message: FONT_MESSAGES.notFound })
    // Typefaces are text and shrink about fourfold; the gzip copy is written beside each one.
    const gzipped = file.gzipPath !== undefined && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    if (file.type === 'typeface') reply.header('vary', 'accept-encoding')
    if (gzipped) reply.header('content-encoding', 'gzip')
    return reply
      .type(file.type === 'woff' ? 'font/woff' : 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(gzipped ? file.gzipPath! : file.path))
  })
}
