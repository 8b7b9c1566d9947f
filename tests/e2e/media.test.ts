import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { QUAD_OBJ, elfBytes, libraryFile, makeCubeGlb, noisyPng, oggHeader, paddedMp4, pngOf } from '../support/media-fixtures'
import { signedInPage, useBrowser } from '../support/e2e'
import { editorDoc, waitForHook } from '../support/test-hook'

const b = useBrowser()

interface Node { id: string; name: string; kind: string; assetId?: string }
const doc = (page: Page) => editorDoc(page) as Promise<{ nodes: Record<string, Node>; assets: Record<string, { url: string; type: string }> }>
const kinds = async (page: Page) => Object.values((await doc(page)).nodes).map((n) => n.kind).sort()

async function openEditor(page: Page) {
  const { token } = await signedInPage(page, b.base)
  const res = await fetch(b.url('/api/v1/experience/surface/create'), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Media wall', comment: '' }) })
  const id = (await res.json()).data._id as string
  await page.goto(b.url(`/gridpage/${id}`))
  await page.locator('[data-testid="editor-canvas"] canvas').waitFor()
  return id
}

async function openUpload(page: Page) {
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Upload/Import', exact: true }).click()
  await page.getByText('Upload or Drag & Drop').waitFor()
}

/** Drops files on the viewport the way a file manager does: dragenter, dragover, drop with a DataTransfer. */
async function dropOnViewport(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }))
    return dt
  }, files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: Array.from(f.buffer) })))
  const viewport = page.locator('.editor-viewport')
  for (const type of ['dragenter', 'dragover', 'drop']) await viewport.dispatchEvent(type, { dataTransfer: transfer })
}

describe('uploads and imports', () => {
  it('uploads a GLB, an OBJ, an image, an MP4 and a WAV through the dialog and by drag and drop; all survive save and reload', async () => {
    const { page } = await b.newPage()
    await openEditor(page)
    await openUpload(page)
    await page.locator('[data-testid="upload-input"]').setInputFiles([
      { name: 'cube.glb', mimeType: 'model/gltf-binary', buffer: await makeCubeGlb() },
      { name: 'quad.obj', mimeType: 'text/plain', buffer: Buffer.from(QUAD_OBJ) },
      { name: 'poster.png', mimeType: 'image/png', buffer: await pngOf(64, 32) },
      { name: 'clip.mp4', mimeType: 'video/mp4', buffer: libraryFile('video/color-gradients.mp4') },
      { name: 'chime.wav', mimeType: 'audio/wav', buffer: libraryFile('audio/chime.wav') },
    ])
    await waitForHook(page, 'spatialEditor', (editor) => Object.keys(editor.docStore.getState().doc.nodes).length === 5, undefined, { timeout: 60_000 })
    expect(await kinds(page)).toEqual(['audio', 'image', 'model', 'model', 'video'])

    await dropOnViewport(page, [{ name: 'dropped.png', mimeType: 'image/png', buffer: await pngOf(40, 80) }])
    await waitForHook(page, 'spatialEditor', (editor) => Object.keys(editor.docStore.getState().doc.nodes).length === 6, undefined, { timeout: 30_000 })
    await page.getByText('Image added to scene successfully').first().waitFor()

    await page.getByRole('button', { name: /^Save/ }).click()
    await page.getByText('Your Project saved successfully.').waitFor()
    const before = await doc(page)
    await page.reload()
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor()
    await waitForHook(page, 'spatialEditor', (editor) => Object.keys(editor.docStore.getState().doc.nodes).length === 6)
    const after = await doc(page)
    expect(after).toEqual(before)
    // Every stored file is served back with its type.
    for (const asset of Object.values(after.assets)) {
      const res = await fetch(b.url(asset.url))
      expect(res.status, asset.url).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^(model|image|video|audio)\//)
    }
  })

  it('refuses bad files with the spec messages and adds nothing', async () => {
    const { page } = await b.newPage()
    await openEditor(page)
    const cube = await makeCubeGlb()
    const cases: [{ name: string; mimeType: string; buffer: Buffer }, RegExp][] = [
      [{ name: 'setup.glb', mimeType: 'model/gltf-binary', buffer: elfBytes() }, /not a valid GLB|not a 3D model|valid GLB/i],
      [{ name: 'broken.glb', mimeType: 'model/gltf-binary', buffer: cube.subarray(0, cube.length - 40) }, /GLB/],
      [{ name: 'huge.png', mimeType: 'image/png', buffer: await noisyPng() }, /File size should not exceed 2MB\./],
      [{ name: 'long.mp4', mimeType: 'video/mp4', buffer: paddedMp4(11 * 1024 * 1024) }, /File size should not exceed 10MB\./],
      [{ name: 'song.ogg', mimeType: 'audio/ogg', buffer: oggHeader() }, /Invalid file format\. Please upload an \.mp3 or \.wav file\./],
    ]
    for (const [file, message] of cases) {
      await openUpload(page)
      await page.locator('[data-testid="upload-input"]').setInputFiles([file])
      await expect.poll(async () => (await page.locator('.Toastify__toast').allInnerTexts()).some((t) => message.test(t.trim())), { timeout: 30_000, message: file.name }).toBe(true)
      await page.keyboard.press('Escape')
    }
    expect(Object.keys((await doc(page)).nodes)).toEqual([])
    expect(Object.keys((await doc(page)).assets)).toEqual([])
  })
})
