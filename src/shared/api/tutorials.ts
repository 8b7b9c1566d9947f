import * as z from 'zod'

export const tutorialCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  category: z.string(),
  category_label: z.string(),
  title: z.string(),
  description: z.string(),
  minutes: z.number(),
  level: z.string(),
  tags: z.array(z.string()),
  steps: z.array(z.object({ title: z.string(), body: z.string() })),
})
export type TutorialCard = z.infer<typeof tutorialCardSchema>

export const tutorialsQuery = z.object({ category: z.string().max(60).optional() })

export const tutorialsEnvelope = z.object({
  success: z.literal(true),
  message: z.string(),
  tutorials: z.array(tutorialCardSchema),
  totalTutorials: z.number(),
})
export const recentTutorialsEnvelope = z.object({ success: z.literal(true), tutorials: z.array(tutorialCardSchema) })
