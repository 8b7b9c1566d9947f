// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { readInlineScene } from './inline-scene'

const page = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="viewer-scene">${json}</script>`
  return document
}

it('reads the scene the page carries for this address', () => {
  const data = { id: 'a'.repeat(24), sceneData: { nodes: {} }, project_name: 'P </script>' }
  // As the server writes it: '<' escaped inside the block.
  const doc = page(JSON.stringify(data).replace(/</g, '\\u003c'))
  expect(readInlineScene('a'.repeat(24), doc)?.project_name).toBe('P </script>')
})

it('ignores a block for another address, a broken one, or none', () => {
  expect(readInlineScene('b'.repeat(24), page(JSON.stringify({ id: 'a'.repeat(24), sceneData: {} })))).toBeNull()
  expect(readInlineScene('a'.repeat(24), page('{not json'))).toBeNull()
  document.body.innerHTML = ''
  expect(readInlineScene('a'.repeat(24), document)).toBeNull()
})
