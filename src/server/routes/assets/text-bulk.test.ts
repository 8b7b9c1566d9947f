import { describe, expect, it } from 'vitest'
import { TEXT_BULK_MESSAGES, textBulkEnvelope } from '@shared/api/assets'
import { createShape, createText, emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import { useTestApp, type MultipartParts } from '../../../../tests/support/api-fixture'
import type { HttpError } from '../../lib/http-error'
import { commitTextBulk } from './text-bulk'
import { textDescriptionSchema } from './text-bulk-plan'

const { t, alice, bob, load, createProject, saveScene, sendParts } = useTestApp()

/** A project of Alice's whose saved scene holds a cube (with an event aimed at the text) and a text. */
async function project() {
  const id = await createProject('Texts')
  let doc: SceneDocument = emptyScene()
  const text = { ...createText(doc), transform: { position: [1, 2, 3], rotation: [0, Math.PI, 0], scale: [2, 2, 2] } } as ReturnType<typeof createText>
  doc = { ...doc, nodes: { [text.id]: text } }
  const event = { id: 'ev1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: text.id, url: null } as const
  const cube = { ...createShape(doc, 'cube'), events: [event] }
  doc = { ...doc, nodes: { ...doc.nodes, [cube.id]: cube } }
  const saved = await saveScene(id, doc, 0)
  expect(saved.statusCode, saved.body).toBe(200)
  return { id, cube: cube.id, text: text.id, revision: saved.json().data.revision as number }
}

type Parts = { project?: string; assets?: unknown; toDelete?: unknown; token?: string | null; file?: boolean }
function textBulk({ project, assets, toDelete, token = alice.token, file }: Parts) {
  const parts: MultipartParts = []
  if (project) parts.push({ name: 'projectId', value: project })
  if (assets !== undefined) parts.push({ name: 'assets', value: typeof assets === 'string' ? assets : JSON.stringify(assets) })
  if (toDelete !== undefined) parts.push({ name: 'toDelete', value: JSON.stringify(toDelete) })
  if (file) parts.push({ name: 'files', filename: 'a.txt', data: Buffer.from('hi'), type: 'text/plain' })
  return sendParts('/assets/text/bulk', parts, token)
}

const newText = (over: object = {}) => ({
  _id: 'temp-1712345678',
  name: 'Title',
  position_x: 1, position_y: 0.5, position_z: -2,
  rotation_x: 90, rotation_y: 0, rotation_z: -45,
  scale_x: 1, scale_y: 1, scale_z: 3,
  text_material: { content: 'Hello', color: '#00AAFF', textType: '2D' },
  ...over,
})

describe('POST /api/v1/assets/text/bulk', () => {
  it('saves a temp text as a new node with a real id, degrees stored as radians, defaults for the rest', async () => {
    const p = await project()
    const res = await textBulk({ project: p.id, assets: [newText()] })
    expect(res.statusCode, res.body).toBe(201)
    const body = textBulkEnvelope.parse(res.json())
    expect(body.message).toBe('1 text saved')
    expect(body.data.revision).toBe(p.revision + 1)
    const [item] = body.data.data
    expect(item.originalId).toBe('temp-1712345678')
    expect(item.id).toMatch(/^[0-9a-f]{24}$/)
    expect(item._id).toBe(item.id)
    expect(item.text_material).toMatchObject({ id: item.id, content: 'Hello', color: '#00AAFF', textType: '2D', fontFamily: 'ABeeZee', fontSize: 80 })
    expect(item).toMatchObject({ name: 'Title', position_x: 1, position_z: -2, rotation_x: 90, rotation_z: -45, scale_z: 3 })

    const data = await load(p.id)
    expect(data.revision).toBe(p.revision + 1)
    const node = data.scene.nodes[item.id]
    expect(node).toMatchObject({ kind: 'text', parentId: null, name: 'Title' })
    // Last among the roots: its key sorts after both others'.
    expect(node.order > data.scene.nodes[p.cube].order && node.order > data.scene.nodes[p.text].order).toBe(true)
    expect(node.transform.rotation[0]).toBeCloseTo(Math.PI / 2)
    expect(node.transform.rotation[2]).toBeCloseTo(-Math.PI / 4)
    expect(node.text.extrusion).toBe(0.01)
    const record = data.text.find((r: { _id: string }) => r._id === item.id)
    expect(record).toMatchObject({ rotation_x: 90, rotation_z: -45, position_y: 0.5, text_material: { content: 'Hello' } })
  })

  it('several new texts get their own ids and names, in one revision', async () => {
    const p = await project()
    const res = await textBulk({ project: p.id, assets: [newText({ _id: 'temp-a', name: undefined }), newText({ _id: undefined, id: 'temp-b', name: undefined })] })
    expect(res.statusCode, res.body).toBe(201)
    const items = res.json().data.data
    expect(res.json().message).toBe('2 texts saved')
    expect(items.map((i: { originalId: string }) => i.originalId)).toEqual(['temp-a', 'temp-b'])
    expect(new Set(items.map((i: { id: string }) => i.id)).size).toBe(2)
    expect(items.map((i: { name: string }) => i.name)).toEqual(['Text1', 'Text2'])
    expect((await load(p.id)).revision).toBe(p.revision + 1)
  })

  it('updates an existing text: name, transform and text settings, keeping what is not sent', async () => {
    const p = await project()
    const res = await textBulk({ project: p.id, assets: [{ _id: p.text, name: 'Headline', position_x: 5, rotation_y: 45, text_material: { id: p.text, content: 'Changed', fontSize: 40 } }] })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.data[0]).toMatchObject({ id: p.text, originalId: p.text, name: 'Headline', rotation_y: 45, text_material: { id: p.text, content: 'Changed' } })
    const data = await load(p.id)
    expect(data.revision).toBe(p.revision + 1)
    const node = data.scene.nodes[p.text]
    expect(node.transform.position).toEqual([5, 2, 3])
    expect(node.transform.rotation[1]).toBeCloseTo(Math.PI / 4)
    expect(node.transform.scale).toEqual([2, 2, 2])
    expect(node.text).toMatchObject({ content: 'Changed', fontSize: 40, color: '#FF6600', textType: '3D' })
    expect(node.text.id).toBeUndefined()
  })

  it('deletes a text, drops events aimed at it, and adds another, all in one revision', async () => {
    const p = await project()
    const res = await textBulk({ project: p.id, assets: [newText()], toDelete: [{ id: p.text, url: '', deleteType: 'text' }] })
    expect(res.statusCode, res.body).toBe(201)
    const data = await load(p.id)
    expect(data.revision).toBe(p.revision + 1)
    expect(data.scene.nodes[p.text]).toBeUndefined()
    expect(data.scene.nodes[p.cube].events).toEqual([])
    expect(data.text.map((r: { _id: string }) => r._id)).toEqual([res.json().data.data[0].id])
    const only = await textBulk({ project: p.id, toDelete: [{ id: res.json().data.data[0].id }] })
    expect(only.json()).toMatchObject({ message: '0 texts saved', data: { data: [], revision: p.revision + 2 } })
  })

  it('racing writes to one project: a loser re-reads and retries, and one that keeps losing answers 409 and writes nothing', async () => {
    const p = await project()
    const commit = (n: number) =>
      commitTextBulk(t.db.kysely, alice.userId, { projectId: p.id, items: [textDescriptionSchema.parse(newText({ _id: `temp-${n}`, name: `Race ${n}` }))], deletions: [] }).then(
        (answer) => ({ ok: true as const, answer }),
        (error: HttpError) => ({ ok: false as const, error }),
      )
    // Three writers: each loses at most twice, so all land, as three revisions.
    const three = await Promise.all([1, 2, 3].map(commit))
    expect(three.map((r) => r.ok)).toEqual([true, true, true])
    const won = three.flatMap((r) => (r.ok ? [r.answer.data] : []))
    expect(won.map((d) => d.revision).sort()).toEqual([p.revision + 1, p.revision + 2, p.revision + 3])
    // Six writers: whoever loses every attempt is refused whole; the revision counts only the winners.
    const six = await Promise.all([4, 5, 6, 7, 8, 9].map(commit))
    for (const r of six) if (!r.ok) expect([r.error.statusCode, r.error.message]).toEqual([409, TEXT_BULK_MESSAGES.busy])
    const winners = six.filter((r) => r.ok).length
    expect(winners).toBeGreaterThanOrEqual(3)
    const data = await load(p.id)
    expect(data.revision).toBe(p.revision + 3 + winners)
    expect(data.text).toHaveLength(1 + 3 + winners)
    for (const d of won) expect(data.scene.nodes[d.data[0].id].name).toBe(d.data[0].name)
  })

  it('refuses wrong types, bad JSON and invalid text settings with field details, writing nothing', async () => {
    const p = await project()
    const cases: [unknown, string][] = [
      [[newText({ position_x: 'a' })], 'assets.0.position_x'],
      [[newText({ text_material: { color: 'red' } })], 'assets.0.text_material.color'],
      [[newText({ text_material: { fontWeight: 50 } })], 'assets.0.text_material.fontWeight'],
      [[{ name: 'no id' }], 'assets.0._id'],
      ['{not json', 'assets'],
      [{ _id: 'temp-1' }, 'assets'],
    ]
    for (const [assets, field] of cases) {
      const res = await textBulk({ project: p.id, assets })
      expect(res.statusCode, JSON.stringify(assets)).toBe(400)
      expect(res.json().success).toBe(false)
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    expect((await load(p.id)).revision).toBe(p.revision)
  })

  it('refuses a non-text node, an unknown id, an unknown or non-text deletion and duplicates, writing nothing', async () => {
    const p = await project()
    const refusals: [Parts, string][] = [
      [{ assets: [newText(), { _id: p.cube, name: 'Box' }] }, TEXT_BULK_MESSAGES.notText(p.cube)],
      [{ assets: [{ _id: '0123456789abcdef01234567', name: 'X' }] }, TEXT_BULK_MESSAGES.notText('0123456789abcdef01234567')],
      [{ assets: [newText()], toDelete: [{ id: '0123456789abcdef01234567' }] }, TEXT_BULK_MESSAGES.unknownDelete('0123456789abcdef01234567')],
      [{ toDelete: [{ id: p.cube }] }, TEXT_BULK_MESSAGES.unknownDelete(p.cube)],
      [{ assets: [{ _id: p.text, name: 'A' }], toDelete: [{ id: p.text }] }, TEXT_BULK_MESSAGES.duplicate(p.text)],
    ]
    for (const [parts, message] of refusals) {
      const res = await textBulk({ project: p.id, ...parts })
      expect(res.statusCode, message).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const data = await load(p.id)
    expect(data.revision).toBe(p.revision)
    expect(Object.keys(data.scene.nodes).sort()).toEqual([p.cube, p.text].sort())
    expect(data.scene.nodes[p.cube].name).toBe('Cube')
  })

  it('refuses files, a missing or foreign project and a missing token', async () => {
    const p = await project()
    const withFile = await textBulk({ project: p.id, assets: [newText()], file: true })
    expect(withFile.statusCode).toBe(400)
    expect(withFile.json().message).toBe(TEXT_BULK_MESSAGES.noFiles)
    expect((await textBulk({ assets: [newText()] })).json()).toMatchObject({ success: false, message: 'projectId is required' })
    expect((await textBulk({ project: 'nope', assets: [newText()] })).statusCode).toBe(400)
    const foreign = await textBulk({ project: p.id, assets: [newText()], token: bob.token })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('Project not found')
    expect((await textBulk({ project: p.id, assets: [newText()], token: null })).statusCode).toBe(401)
    expect((await load(p.id)).revision).toBe(p.revision)
  })
})
