import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete'
import { json } from '@codemirror/lang-json'
import { bracketMatching, foldGutter, foldKeymap, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language'
import { lintGutter, lintKeymap } from '@codemirror/lint'
import type { Extension } from '@codemirror/state'
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { editorHistory } from './editor-history'
import { sceneCompletionSource } from './scene-completions'

/** The editor's colours, from the app's design tokens (tokens.css). */
const theme = EditorView.theme(
  {
    '&': { height: '100%', color: '#eef1f7', backgroundColor: '#0b0e15', fontSize: '13px' },
    '.cm-scroller': { fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace", lineHeight: '1.55' },
    '.cm-content': { caretColor: '#7c6cff', padding: '10px 0' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: '#7c6cff', borderLeftWidth: '2px' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'rgba(124, 108, 255, 0.28)' },
    '.cm-gutters': { backgroundColor: '#0f1219', color: '#5d6578', border: 'none', borderRight: '1px solid #262d3d' },
    '.cm-activeLineGutter': { backgroundColor: '#141823', color: '#b4bccd' },
    '.cm-activeLine': { backgroundColor: 'rgba(36, 42, 59, 0.45)' },
    '.cm-foldPlaceholder': { backgroundColor: '#1b2030', border: '1px solid #343c51', color: '#b4bccd' },
    '.cm-matchingBracket': { backgroundColor: 'rgba(34, 211, 238, 0.18)', outline: '1px solid rgba(34, 211, 238, 0.5)' },
    '.cm-tooltip': { backgroundColor: '#1b2030', border: '1px solid #343c51', borderRadius: '8px', color: '#eef1f7', overflow: 'hidden' },
    '.cm-tooltip-autocomplete > ul > li': { padding: '3px 10px' },
    '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'rgba(124, 108, 255, 0.3)', color: '#fff' },
    '.cm-completionDetail': { color: '#7f889c', marginLeft: '12px', fontStyle: 'normal' },
    '.cm-diagnostic': { padding: '6px 10px' },
    '.cm-diagnostic-error': { borderLeft: '3px solid #ff5d6c' },
    '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy #ff5d6c', textDecorationSkipInk: 'none', textUnderlineOffset: '3px' },
  },
  { dark: true },
)

const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: '#9db4ff' },
  { tag: tags.string, color: '#7ee0b5' },
  { tag: tags.number, color: '#ffb86b' },
  { tag: [tags.bool, tags.null], color: '#ff8fb1' },
  { tag: [tags.separator, tags.brace, tags.squareBracket, tags.punctuation], color: '#7f889c' },
  { tag: tags.invalid, color: '#ff5d6c' },
])

/** Everything the code window's editor runs with, minus the app's own listeners. */
export function codeSetup(extra: Extension[] = []): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    lintGutter(),
    highlightSpecialChars(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    json(),
    syntaxHighlighting(highlight),
    autocompletion({ override: [sceneCompletionSource()], icons: false }),
    editorHistory(),
    keymap.of([...closeBracketsKeymap, ...completionKeymap, ...foldKeymap, ...lintKeymap]),
    EditorView.contentAttributes.of({ 'aria-label': 'Scene document (JSON)' }),
    theme,
    ...extra,
  ]
}
