import fs from 'node:fs'
import { TUTORIAL_CATEGORIES } from '@shared/catalog'
import { parseTutorial, type Tutorial } from './tutorial-markdown'

export type { Tutorial, TutorialStep } from './tutorial-markdown'

/**
 * Built-in tutorial content shown on the dashboard's Tutorials page: one Markdown file per
 * tutorial in ./content (the file name's number gives the order), read once at start. Every
 * tutorial describes this product with its real labels; steps are plain text.
 */
const CONTENT = new URL('./content/', import.meta.url)

export function readTutorials(dir: URL = CONTENT): Tutorial[] {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.md')).sort()
  const tutorials = files.map((name) => parseTutorial(fs.readFileSync(new URL(name, dir), 'utf8'), name))
  const slugs = new Set<string>()
  for (const t of tutorials) {
    if (slugs.has(t.slug)) throw new Error(`tutorial slug ${t.slug} is used twice`)
    slugs.add(t.slug)
    if (!TUTORIAL_CATEGORIES.some((c) => c.id === t.category)) throw new Error(`${t.slug}: unknown category ${t.category}`)
  }
  return tutorials
}

export const TUTORIALS: Tutorial[] = readTutorials()
