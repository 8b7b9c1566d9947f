import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { TUTORIAL_CATEGORIES, tutorialCategoryOrDefault } from '@shared/catalog'
import { recentTutorialsEnvelope, tutorialsEnvelope, tutorialsQuery, type TutorialCard } from '@shared/api/tutorials'
import { TUTORIALS } from '../../services/tutorials/tutorial-content'

/** Stable 24-hex ids derived from the slug, so links and keys survive restarts. */
const cards: TutorialCard[] = TUTORIALS.map((t) => ({
  _id: crypto.createHash('sha256').update(t.slug).digest('hex').slice(0, 24),
  slug: t.slug,
  category: t.category,
  category_label: TUTORIAL_CATEGORIES.find((c) => c.id === t.category)!.label,
  title: t.title,
  description: t.description,
  minutes: t.minutes,
  level: t.level,
  tags: t.tags,
  steps: t.steps,
}))

/** Accepts the id ('getting_started') or the label the client sends ('Getting Started'). */
function categoryFrom(value: string | undefined) {
  const wanted = value?.trim().toLowerCase().replace(/[\s-]+/g, '_')
  return tutorialCategoryOrDefault(TUTORIAL_CATEGORIES.find((c) => c.id === wanted || c.label.toLowerCase().replace(/\s+/g, '_') === wanted)?.id)
}

export async function tutorialsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('preHandler', app.requireUser)
  const schema = { tags: ['tutorials'], security: [{ bearerAuth: [] }] }

  app.get('/tutorials', { schema: { ...schema, querystring: tutorialsQuery, response: { 200: tutorialsEnvelope } } }, async (request) => {
    const category = categoryFrom(request.query.category)
    const tutorials = cards.filter((c) => c.category === category)
    const label = TUTORIAL_CATEGORIES.find((c) => c.id === category)!.label
    return { success: true as const, message: `${tutorials.length} ${label} tutorials`, tutorials, totalTutorials: tutorials.length }
  })

  app.get('/tutorials/recent', { schema: { ...schema, response: { 200: recentTutorialsEnvelope } } }, async () => {
    // One from each category first, so the home row shows the breadth of what there is to learn.
    const firsts = TUTORIAL_CATEGORIES.map((c) => cards.find((t) => t.category === c.id)).filter((t): t is TutorialCard => !!t)
    return { success: true as const, tutorials: firsts.slice(0, 6) }
  })
}
