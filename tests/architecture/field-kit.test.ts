import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const EDITOR = path.resolve(import.meta.dirname, '../../src/app/features/editor')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sources(p)
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [p] : []
  })
}

describe('the field kit', () => {
  it('is the only place the editor draws a slider, a checkbox or a colour picker (one Slider, one Check, one ColorField)', () => {
    const handMade = sources(EDITOR).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/type=["'](range|checkbox|color)["']/g)].map((m) => `${path.relative(EDITOR, file)}: ${m[1]}`),
    )
    expect(handMade).toEqual([])
  })
})
