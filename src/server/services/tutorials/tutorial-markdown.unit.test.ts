import { describe, expect, it } from 'vitest'
import { TUTORIAL_CATEGORIES } from '@shared/catalog'
import { TUTORIALS } from './tutorial-content'
import { parseTutorial, tutorialMarkdown, type Tutorial } from './tutorial-markdown'

const sample: Tutorial = {
  slug: 'a-sample',
  category: TUTORIAL_CATEGORIES[0].id,
  title: 'A sample: with a colon',
  description: 'One sentence, with commas: and a colon.',
  minutes: 3,
  level: 'Intermediate',
  tags: ['one', 'two words'],
  steps: [
    { title: 'First', body: "Click 'Add' and pick Cube." },
    { title: 'Second', body: 'Then save.' },
  ],
}

describe('tutorials as Markdown', () => {
  it('reads back what it writes, front matter and steps', () => {
    expect(parseTutorial(tutorialMarkdown(sample), 'sample.md')).toEqual(sample)
  })

  it('joins a step written over several lines into one paragraph', () => {
    const md = tutorialMarkdown(sample).replace("Click 'Add' and pick Cube.", "Click 'Add'\nand pick Cube.")
    expect(parseTutorial(md, 'x.md').steps[0].body).toBe("Click 'Add' and pick Cube.")
  })

  it('refuses a file without front matter, a field or steps, naming the file', () => {
    expect(() => parseTutorial('## Step\n\nText', 'bare.md')).toThrow(/bare.md: no front matter/)
    expect(() => parseTutorial(tutorialMarkdown(sample).replace(/^minutes: .*$/m, ''), 'm.md')).toThrow(/m.md: front matter lacks minutes/)
    expect(() => parseTutorial(tutorialMarkdown({ ...sample, level: 'Expert' as never }), 'l.md')).toThrow(/level must be/)
    expect(() => parseTutorial(tutorialMarkdown({ ...sample, steps: [] }), 's.md')).toThrow(/no steps/)
  })

  it('the shipped files load: unique slugs, known categories, 4 to 8 steps each', () => {
    expect(TUTORIALS.length).toBeGreaterThanOrEqual(16)
    expect(new Set(TUTORIALS.map((t) => t.slug)).size).toBe(TUTORIALS.length)
    for (const t of TUTORIALS) {
      expect(TUTORIAL_CATEGORIES.map((c) => c.id)).toContain(t.category)
      expect(t.steps.length, t.slug).toBeGreaterThanOrEqual(4)
      expect(t.steps.length, t.slug).toBeLessThanOrEqual(8)
    }
    expect(TUTORIALS[0].slug).toBe('first-experience-with-the-ai-assistant')
  })
})
