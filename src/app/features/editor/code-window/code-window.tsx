import { setDiagnostics, type Diagnostic } from '@codemirror/lint'
import { EditorState } from '@codemirror/state'
import { EditorView, keymap } from '@codemirror/view'
import { AlertCircle, CheckCircle2, Copy, FileJson, Play, RotateCcw } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'react-toastify'
import type { SceneDocument } from '@shared/scene/schema'
import { docStore, sessionStore, useDoc } from '../editor-store'
import { copyText } from '../publish/copy-field'
import { codeSetup } from './code-setup'
import { resetHistory } from './editor-history'
import { lineColumn } from './json-paths'
import { sceneToR3F } from './r3f-codegen'
import { formatScene, validateSceneText, type Problem } from './scene-validate'
import './code-window.css'
import { exposePartForTests } from '@app/test-hook'

const CHECK_DELAY_MS = 300

/** Replaces the editor's text with the smallest change (the caret stays put), outside the undo history. */
function replaceText(view: EditorView, text: string) {
  const old = view.state.doc.toString()
  if (old === text) return
  let start = 0
  while (start < old.length && start < text.length && old[start] === text[start]) start++
  let end = 0
  while (end < old.length - start && end < text.length - start && old[old.length - 1 - end] === text[text.length - 1 - end]) end++
  view.dispatch({ changes: { from: start, to: old.length - end, insert: text.slice(start, text.length - end) }, effects: resetHistory })
}

type Status = 'synced' | 'edited' | 'invalid'

/**
 * The code window (spec §2 window types): the scene document as JSON in CodeMirror, checked as
 * it is typed (schema issues drawn where they are), with completions from the schema. Apply
 * turns a valid edit into operations through the one door (one undo step); an invalid edit is
 * refused with its problems listed, and the scene stays as it was.
 */
export default function CodeWindow() {
  const doc = useDoc((s) => s.doc)
  const host = useRef<HTMLDivElement>(null)
  const viewRef = useRef<EditorView | null>(null)
  /** The text of the document the editor last loaded: equal to the editor's text = nothing to apply. */
  const baseline = useRef('')
  const [problems, setProblems] = useState<Problem[]>([])
  const [dirty, setDirty] = useState(false)
  const [stale, setStale] = useState(false)
  const applyRef = useRef<() => void>(() => {})

  const check = useCallback((view: EditorView) => {
    const text = view.state.doc.toString()
    const result = validateSceneText(text)
    const diagnostics: Diagnostic[] = result.problems.map((p) => ({ from: p.from, to: Math.max(p.to, p.from), severity: 'error', message: p.message }))
    view.dispatch(setDiagnostics(view.state, diagnostics))
    setProblems(result.problems)
    setDirty(text !== baseline.current)
    return result
  }, [])

  useEffect(() => {
    const text = formatScene(docStore.getState().doc)
    baseline.current = text
    let timer: ReturnType<typeof setTimeout> | undefined
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: codeSetup([
          keymap.of([{ key: 'Mod-Enter', run: () => (applyRef.current(), true), preventDefault: true }]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return
            setDirty(update.state.doc.toString() !== baseline.current)
            clearTimeout(timer)
            timer = setTimeout(() => check(update.view), CHECK_DELAY_MS)
          }),
        ]),
      }),
    })
    viewRef.current = view
    const withdraw = exposePartForTests('spatialEditor', 'codeView', view)
    return () => {
      withdraw()
      clearTimeout(timer)
      view.destroy()
      viewRef.current = null
    }
  }, [check])

  // The scene changed elsewhere (undo, a panel): follow it unless the editor holds unapplied edits.
  useEffect(() => {
    const view = viewRef.current
    if (!view) return
    const text = formatScene(doc)
    if (text === baseline.current) return
    if (view.state.doc.toString() === baseline.current) {
      baseline.current = text
      replaceText(view, text)
      check(view)
      setStale(false)
    } else setStale(true)
  }, [doc, check])

  const load = (next: SceneDocument) => {
    const view = viewRef.current!
    baseline.current = formatScene(next)
    replaceText(view, baseline.current)
    check(view)
    setStale(false)
  }

  const apply = () => {
    const view = viewRef.current
    if (!view) return
    const result = check(view)
    if (!result.doc) {
      const first = result.problems[0]
      toast.error(`The scene was not changed. ${first ? first.message : 'The code is not a valid scene.'}`, { toastId: 'code-apply' })
      if (first) view.dispatch({ selection: { anchor: first.from, head: first.to }, effects: EditorView.scrollIntoView(first.from, { y: 'center' }) })
      return
    }
    const { doc: current, begin, apply } = docStore.getState()
    try {
      const tx = begin().replaceWith(result.doc)
      if (!tx.changed) {
        load(current)
        toast.info('Nothing to apply: the code matches the scene.', { toastId: 'code-apply' })
        return
      }
      apply(tx.commit('Edit scene code'))
    } catch (error) {
      toast.error(`The scene was not changed: ${(error as Error).message}`, { toastId: 'code-apply' })
      return
    }
    const next = docStore.getState().doc
    const { selection, select } = sessionStore.getState()
    if (selection.some((id) => !next.nodes[id])) select(selection.filter((id) => next.nodes[id]))
    load(next)
    toast.success('Applied the code to the scene. Undo (Ctrl+Z) reverts it.', { toastId: 'code-apply' })
  }
  applyRef.current = apply

  const copyR3F = async () => {
    const { doc: current, projectName } = docStore.getState()
    try {
      await copyText(sceneToR3F(current, projectName || 'Scene'))
      toast.success('React Three Fiber component copied to the clipboard.')
    } catch {
      toast.error('Could not copy the component. Check the clipboard permission and try again.')
    }
  }

  const jump = (p: Problem) => {
    const view = viewRef.current
    if (!view) return
    view.dispatch({ selection: { anchor: p.from, head: p.to }, effects: EditorView.scrollIntoView(p.from, { y: 'center' }) })
    view.focus()
  }

  const status: Status = problems.length ? 'invalid' : dirty ? 'edited' : 'synced'
  const text = viewRef.current?.state.doc.toString() ?? ''
  return (
    <div className="code-window" data-testid="code-window">
      <div className="code-head">
        <FileJson size={16} aria-hidden />
        <span className="code-file">scene.json</span>
        <span className={`code-status ${status}`} role="status" data-testid="code-status">
          {status === 'invalid' ? <AlertCircle size={14} /> : <CheckCircle2 size={14} />}
          {status === 'invalid' ? `${problems.length} problem${problems.length === 1 ? '' : 's'}` : status === 'edited' ? 'Valid · not applied' : 'In sync with the scene'}
        </span>
        <div className="code-actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={copyR3F} aria-label="Copy as React Three Fiber component" title="Copy the scene as a React Three Fiber (TSX) component">
            <Copy size={14} /> <span className="code-copy-long">Copy as React Three Fiber component</span>
            <span className="code-copy-short">Copy as R3F</span>
          </button>
          <button type="button" className="btn btn-outline btn-sm" disabled={!dirty && !stale} onClick={() => load(docStore.getState().doc)} title="Discard the edits and show the scene as it is">
            <RotateCcw size={14} /> Revert
          </button>
          <button type="button" className="btn btn-primary btn-sm" disabled={!dirty} onClick={apply} title="Apply the edits to the scene (Ctrl+Enter)">
            <Play size={14} /> Apply
          </button>
        </div>
      </div>
      {stale && (
        <div className="code-banner" role="alert">
          The scene changed outside the code window while you had edits here. Apply them to replace it, or Revert to load the scene.
        </div>
      )}
      <div className="code-editor" ref={host} />
      {problems.length > 0 && (
        <ul className="code-problems" aria-label="Problems">
          {problems.map((p, i) => {
            const { line, column } = lineColumn(text, p.from)
            return (
              <li key={i}>
                <button type="button" onClick={() => jump(p)}>
                  <AlertCircle size={13} aria-hidden />
                  <span className="code-problem-where">Line {line}:{column}</span>
                  <span className="code-problem-text">{p.message}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
