import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const APP = path.resolve(import.meta.dirname, '../../src/app')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sources(p)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : []
  })
}

/** The object literal a `setState({` opens, read to its matching brace (strings are rare enough here to ignore). */
function literalAt(text: string, open: number): string {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return text.slice(open, i + 1)
  }
  return text.slice(open)
}

/**
 * A store's actions are fixed when it is made: live editing once swapped the editor store's commit,
 * undo and redo at run time (and a read-only editor swapped them again), so what a call did
 * depended on who had bound the store last. A backend is chosen at load instead (doc-backend.ts).
 * A setState whose literal gives a property a function, or names one of the store's actions,
 * is that swap coming back.
 */
const ACTIONS = ['commit', 'apply', 'seal', 'undo', 'redo', 'pushSteps', 'load']
const FUNCTION_VALUE = /[{,]\s*(\w+)\s*:\s*(async\s+)?(\([^()]*\)|\w+)\s*=>|[{,]\s*(\w+)\s*:\s*function\b|[{,]\s*(\w+)\s*\([^()]*\)\s*\{/
const ACTION_NAMED = new RegExp(`[{,]\\s*(${ACTIONS.join('|')})\\s*[,}:]`)

/** What in a setState literal swaps an action, if anything. */
function swapIn(literal: string): string | null {
  const m = FUNCTION_VALUE.exec(literal) ?? ACTION_NAMED.exec(literal)
  return m ? m[0].replace(/\s+/g, ' ') : null
}

describe("stores' actions", () => {
  it('are never replaced at run time through setState', () => {
    const swaps: string[] = []
    for (const file of sources(APP)) {
      const text = fs.readFileSync(file, 'utf8')
      for (const m of text.matchAll(/\.setState\(\s*\{/g)) {
        const swap = swapIn(literalAt(text, m.index + m[0].length - 1))
        if (swap) swaps.push(`${path.relative(APP, file)}: ${swap}`)
      }
    }
    expect(swaps).toEqual([])
  })

  it('would catch the swap live editing used to make', () => {
    const old = "docStore.setState({\n    commit: (label, ops, mergeKey) => {\n      session.commit(label, ops, mergeKey)\n    },\n  })"
    expect(swapIn(literalAt(old, old.indexOf('{')))).toMatch(/^\{ commit: \(label, ops, mergeKey\) =>/)
    // read-only.ts put them back by name.
    expect(swapIn('{ commit, apply, undo, redo }')).toBe('{ commit,')
    expect(swapIn('{ doc: next, revision: 3, canUndo: false }')).toBeNull()
  })
})
