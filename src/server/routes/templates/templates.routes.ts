import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import * as z from 'zod'
import { createdEnvelope, idParams } from '@shared/api/projects'
import { newObjectId } from '@shared/ids'
import { loadScene } from '@shared/scene/load'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { TEMPLATES } from '../../services/templates/templates'

const templateSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  project_name: z.string(),
  industry: z.string(),
  description: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  objects: z.number(),
})

/** Builds, validates and upserts the shipped templates: a broken one stops the start, loudly. */
export async function seedTemplates(db: Kysely<Database>) {
  const rows = TEMPLATES.map((t, sort) => ({
    id: crypto.createHash('sha256').update(`template:${t.slug}`).digest('hex').slice(0, 24),
    slug: t.slug,
    name: t.name,
    industry: t.industry,
    description: t.description,
    category: t.category,
    thumbnail: t.thumbnail,
    scene: JSON.stringify(loadScene(t.build())),
    sort,
  }))
  await db
    .insertInto('templates')
    .values(rows)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        industry: eb.ref('excluded.industry'),
        description: eb.ref('excluded.description'),
        category: eb.ref('excluded.category'),
        thumbnail: eb.ref('excluded.thumbnail'),
        scene: eb.ref('excluded.scene'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute()
}

export async function templatesRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('preHandler', app.requireUser)
  const schema = { tags: ['templates'], security: [{ bearerAuth: [] }] }

  app.get(
    '/experience/get-industry-templates',
    { schema: { ...schema, response: { 200: z.object({ success: z.literal(true), data: z.array(templateSchema) }) } } },
    async () => {
      const rows = await db.selectFrom('templates').selectAll().orderBy('sort').execute()
      return {
        success: true as const,
        data: rows.map((r) => ({
          _id: r.id,
          slug: r.slug,
          project_name: r.name,
          industry: r.industry,
          description: r.description,
          category: r.category,
          thumbnail: r.thumbnail,
          objects: Object.keys((r.scene as { nodes: object }).nodes).length,
        })),
      }
    },
  )

  /** Opening a template gives the caller their own project, with a copy of its scene. */
  app.post('/experience/templates/:id/use', { schema: { ...schema, params: idParams, response: { 201: createdEnvelope } } }, async (request, reply) => {
    const template = await db.selectFrom('templates').selectAll().where('id', '=', request.params.id).executeTakeFirst()
    if (!template) throw new HttpError(404, 'Template not found')
    const id = newObjectId()
    await db
      .insertInto('projects')
      .values({
        id,
        owner_id: request.userId!,
        project_name: template.name,
        comment: template.description,
        category: template.category,
        thumbnail: template.thumbnail,
        scene: JSON.stringify(template.scene),
        scene_revision: 1,
      })
      .execute()
    return reply.status(201).send({ success: true as const, message: `${template.name} was added to your projects`, data: { _id: id } })
  })
}
