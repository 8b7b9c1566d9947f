import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { libraryGroupsEnvelope, librarySearchQuery, libraryTypeQuery } from '@shared/api/library'
import type { Database } from '../../db/schema'
import { groupBySubtype, searchLibrary, toCard } from './library.service'

export async function libraryRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('preHandler', app.requireUser)
  const schema = { tags: ['library'], security: [{ bearerAuth: [] }] }

  app.get('/library', { schema: { ...schema, querystring: libraryTypeQuery, response: { 200: libraryGroupsEnvelope } } }, async (request) => {
    let query = db.selectFrom('library_items').selectAll()
    if (request.query.type) query = query.where('type', '=', request.query.type)
    const cards = (await query.orderBy('type').orderBy('subtype').orderBy('name').execute()).map(toCard)
    return { success: true as const, data: groupBySubtype(cards), total: cards.length }
  })

  app.get('/library/search', { schema: { ...schema, querystring: librarySearchQuery, response: { 200: libraryGroupsEnvelope } } }, async (request) => {
    const cards = (await searchLibrary(db, request.query.query)).map(toCard)
    return { success: true as const, data: [{ subtype: 'search_results', data: cards }], total: cards.length }
  })
}
