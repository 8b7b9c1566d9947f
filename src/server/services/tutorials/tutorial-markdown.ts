import type { TutorialCategory } from '@shared/catalog'

/**
 * A tutorial as a Markdown file: a front matter of `key: value` lines (slug, category, title,
 * description, minutes, level, tags as a comma list), then one `## Title` section per step whose
 * text is the step's body. Pure, so the reader is tested without the files.
 */
export interface TutorialStep {
  title: string
  body: string
}

export interface Tutorial {
  /** kebab-case, unique */
  slug: string
  category: TutorialCategory
  title: string
  /** one or two sentences for the card */
  description: string
  /** reading/doing time estimate */
  minutes: number
  level: 'Beginner' | 'Intermediate' | 'Advanced'
  tags: string[]
  /** 4 to 8 steps, each body 1-4 sentences, plain text */
  steps: TutorialStep[]
}

const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const

export function parseTutorial(source: string, where: string): Tutorial {
  const fail = (why: string): never => {
    throw new Error(`${where}: ${why}`)
  }
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'))
  if (!match) return fail('no front matter between --- lines')
  const meta: Record<string, string> = {}
  for (const line of match[1].split('\n')) {
    const at = line.indexOf(': ')
    if (at > 0) meta[line.slice(0, at).trim()] = line.slice(at + 2).trim()
  }
  const need = (key: string) => meta[key] || fail(`front matter lacks ${key}`)
  const level = need('level')
  if (!(LEVELS as readonly string[]).includes(level)) fail(`level must be one of ${LEVELS.join(', ')}`)
  const minutes = Number(need('minutes'))
  if (!Number.isInteger(minutes) || minutes <= 0) fail('minutes must be a whole number')
  const steps = match[2]
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [title, ...body] = section.split('\n')
      return { title: title.trim(), body: body.join('\n').trim().replace(/\s*\n\s*/g, ' ') }
    })
  if (steps.length === 0) fail('no steps (## sections)')
  for (const step of steps) if (!step.title || !step.body) fail(`step "${step.title}" is empty`)
  return {
    slug: need('slug'),
    category: need('category') as TutorialCategory,
    title: need('title'),
    description: need('description'),
    minutes,
    level: level as Tutorial['level'],
    tags: need('tags').split(',').map((t) => t.trim()).filter(Boolean),
    steps,
  }
}

/** The file for a tutorial: what parseTutorial reads back as the same tutorial. */
export function tutorialMarkdown(t: Tutorial): string {
  const meta = [`slug: ${t.slug}`, `category: ${t.category}`, `title: ${t.title}`, `description: ${t.description}`, `minutes: ${t.minutes}`, `level: ${t.level}`, `tags: ${t.tags.join(', ')}`]
  return `---\n${meta.join('\n')}\n---\n\n${t.steps.map((s) => `## ${s.title}\n\n${s.body}\n`).join('\n')}`
}
