// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LibraryCard } from '@shared/api/library'
import { emptyScene } from '@shared/scene/defaults'
import { newObjectId } from '@shared/ids'
import type { SceneNode } from '@shared/scene/schema'

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }))

const { addMediaItems, initialModelScale } = await import('./media-actions')
const { addLibraryItem } = await import('../panels/library-picker')
const { docStore } = await import('../editor-store')

const model = (dimensions?: number[]) => ({ id: newObjectId(), type: 'model' as const, name: 'chair.glb', url: '/uploads/media/x.glb', size: 100, mime: 'model/gltf-binary', dimensions })
const nodes = () => Object.values(docStore.getState().doc.nodes) as SceneNode[]
const card = (dimensions: [number, number, number] | null): LibraryCard => ({
  _id: newObjectId(),
  slug: 'mug',
  type: '3D',
  subtype: 'Kitchen',
  name: 'Mug',
  description: '',
  tags: [],
  file: '/library/mug.glb',
  thumbnail: '/library/mug.png',
  size: 10,
  mime: 'model/gltf-binary',
  triangles: 100,
  dimensions,
  text: null,
})

beforeEach(() => docStore.getState().load(newObjectId(), 'Test', emptyScene(), 0))

describe('initialModelScale', () => {
  it.each([
    [[0.5, 0.2, 0.9], 3],
    [[0.99, 0.99, 0.99], 3],
    [[1, 0.2, 0.2], 1],
    [[0.2, 4, 0.2], 1],
    [[0, 0, 0], 1],
    [undefined, 1],
    [null, 1],
    [[0.5, Number.NaN, 0.5], 1],
    [[0.5, 0.5], 1],
  ])('%j → ×%d', (dimensions, scale) => {
    expect(initialModelScale(dimensions as number[] | null | undefined)).toBe(scale)
  })
})

describe('adding models', () => {
  it('starts an uploaded model under 1 unit at scale 3, in the add step itself (one undo removes it)', () => {
    addMediaItems([model([0.4, 0.3, 0.2])])
    const [node] = nodes()
    expect(node.transform.scale).toEqual([3, 3, 3])
    expect(docStore.getState().undoLabel).toMatch(/^Add/)
    docStore.getState().undo()
    expect(nodes()).toHaveLength(0)
    docStore.getState().redo()
    expect(nodes()[0].transform.scale).toEqual([3, 3, 3])
  })

  it('leaves larger models and models of unknown size at scale 1', () => {
    addMediaItems([model([1.5, 0.3, 0.2]), model()])
    expect(nodes().map((n) => n.transform.scale)).toEqual([[1, 1, 1], [1, 1, 1]])
  })

  it('uses a library model\u2019s recorded dimensions', () => {
    addLibraryItem(card([0.2, 0.44, 0.362]))
    addLibraryItem(card([2.1, 0.848, 0.925]))
    expect(nodes().map((n) => n.transform.scale)).toEqual([[3, 3, 3], [1, 1, 1]])
  })
})
