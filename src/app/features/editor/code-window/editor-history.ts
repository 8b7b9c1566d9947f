import { EditorSelection, StateEffect, StateField, Transaction, type ChangeSet, type EditorState, type Extension } from '@codemirror/state'
import { keymap, type EditorView } from '@codemirror/view'
import { getIndentation, indentString, indentUnit } from '@codemirror/language'

/**
 * Undo/redo, select-all and Enter-with-indent for the code window. @codemirror/commands is not
 * among our dependencies, so this is the small part of it the window needs: typing within
 * 750 ms folds into one step; a change made from outside (the scene was updated) starts a fresh
 * history.
 */
interface Step {
  changes: ChangeSet
  inverted: ChangeSet
  before: EditorSelection
  after: EditorSelection
  at: number
  typing: boolean
}
interface Stacks {
  done: Step[]
  undone: Step[]
}

const LIMIT = 200
const MERGE_MS = 750
const EMPTY: Stacks = { done: [], undone: [] }
const setStacks = StateEffect.define<Stacks>()
/** Dispatch with this to change the text without recording it, and drop the history. */
export const resetHistory = setStacks.of(EMPTY)

const stacks = StateField.define<Stacks>({
  create: () => EMPTY,
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setStacks)) return effect.value
    if (!tr.docChanged || tr.annotation(Transaction.addToHistory) === false) return value
    const typing = tr.isUserEvent('input.type') || tr.isUserEvent('delete')
    const step: Step = { changes: tr.changes, inverted: tr.changes.invert(tr.startState.doc), before: tr.startState.selection, after: tr.newSelection, at: Date.now(), typing }
    const last = value.done.at(-1)
    if (last && typing && last.typing && step.at - last.at < MERGE_MS) {
      const merged: Step = { ...step, changes: last.changes.compose(tr.changes), inverted: step.inverted.compose(last.inverted), before: last.before }
      return { done: [...value.done.slice(0, -1), merged], undone: [] }
    }
    return { done: [...value.done, step].slice(-LIMIT), undone: [] }
  },
})

function move(view: EditorView, from: 'done' | 'undone'): boolean {
  const current = view.state.field(stacks)
  const step = current[from].at(-1)
  if (!step) return false
  const undo = from === 'done'
  const next: Stacks = undo ? { done: current.done.slice(0, -1), undone: [...current.undone, step] } : { done: [...current.done, step], undone: current.undone.slice(0, -1) }
  view.dispatch({
    changes: undo ? step.inverted : step.changes,
    selection: undo ? step.before : step.after,
    effects: setStacks.of(next),
    annotations: [Transaction.addToHistory.of(false), Transaction.userEvent.of(undo ? 'undo' : 'redo')],
    scrollIntoView: true,
  })
  return true
}

export const undo = (view: EditorView) => move(view, 'done')
export const redo = (view: EditorView) => move(view, 'undone')
export const canUndo = (state: EditorState) => state.field(stacks, false)?.done.length ?? 0

/** Enter: a new line indented as the JSON structure asks (inside braces, one level deeper). */
function newlineAndIndent(view: EditorView): boolean {
  const { state } = view
  view.dispatch(
    state.changeByRange((range) => {
      const indent = getIndentation(state, range.from) ?? 0
      const insert = `\n${indentString(state, indent)}`
      // Between a pair of brackets the closing one moves to its own line: {|} becomes three lines.
      const pair = state.sliceDoc(range.from - 1, range.from) + state.sliceDoc(range.to, range.to + 1)
      const closing = pair === '{}' || pair === '[]' ? `\n${indentString(state, Math.max(0, indent - state.facet(indentUnit).length))}` : ''
      return { changes: { from: range.from, to: range.to, insert: insert + closing }, range: EditorSelection.cursor(range.from + insert.length) }
    }),
    { scrollIntoView: true, userEvent: 'input' },
  )
  return true
}

export function editorHistory(): Extension {
  return [
    stacks,
    keymap.of([
      { key: 'Mod-z', run: undo, preventDefault: true },
      { key: 'Mod-y', run: redo, preventDefault: true },
      { key: 'Mod-Shift-z', run: redo, preventDefault: true },
      { key: 'Enter', run: newlineAndIndent },
      // The whole document, not only the lines drawn on screen (the browser's own select-all).
      { key: 'Mod-a', run: (view) => (view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } }), true), preventDefault: true },
    ]),
  ]
}
