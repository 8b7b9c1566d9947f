// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { penguinScene } from '../../../../../tests/support/scene-fixtures'
import { useDomRoot } from '../../../../../tests/support/dom-root'

const api = vi.hoisted(() => ({ get: vi.fn() }))
const versionScene = vi.hoisted(() => ({ doc: null as SceneDocument | null }))
vi.mock('@app/lib/api', () => ({ api, errorMessage: (_e: unknown, fallback: string) => fallback }))
vi.mock('@app/lib/scene-api', () => ({ loadVersionScene: async () => versionScene.doc }))
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const { VersionHistory } = await import('./version-history')
const { docStore, sessionStore } = await import('../editor-store')

const dom = useDomRoot()

describe('Version History', () => {
  it('restores a published version with groups, its own assets and fewer penguins, as one undo step', async () => {
    const before = penguinScene(3).doc
    docStore.getState().load('p1', 'Penguins', before, 7)
    sessionStore.setState({ selection: ['body-2'] })
    // Version 2: two penguins, the second moved inside the first, a poster image, the Ice renamed.
    const asset = { id: 'img1', type: 'image' as const, name: 'poster.png', url: '/poster.png', size: 5, mime: 'image/png' }
    versionScene.doc = applyOps(penguinScene(2).doc, [
      { op: 'add-asset', asset },
      { op: 'update', id: 'penguin-1', patch: { parentId: 'penguin-0' } },
      { op: 'update', id: 'ice', patch: { name: 'Old ice' } },
    ]).doc
    api.get.mockResolvedValue({ data: { data: [{ id: 'v2', version: 2, created_at: '2026-11-01T10:00:00Z' }] } })
    const onClose = vi.fn()
    await act(async () => dom.root.render(<VersionHistory onClose={onClose} />))
    const restore = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Restore')!
    await act(async () => restore.click())

    expect(docStore.getState().doc).toEqual(versionScene.doc)
    expect(docStore.getState().undoLabel).toBe('Restore version 2')
    expect(sessionStore.getState().selection).toEqual([])
    expect(onClose).toHaveBeenCalled()
    act(() => void docStore.getState().undo())
    expect(docStore.getState().doc).toEqual(before)
  })
})
