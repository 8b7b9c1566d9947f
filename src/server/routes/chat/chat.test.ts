import { describe, expect, it } from 'vitest'
import { CHAT_MESSAGES } from '@shared/api/chat'
import { defaultSettings, emptyScene } from '@shared/scene/defaults'
import { applyDiff, applyOps, type SceneDiff, type SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { planPrompt, type PlannerMemory } from '@server/services/planner/planner'
import { HttpError } from '../../lib/http-error'
import type { Assistant } from '../../services/llm/assistant'
import { runQuery } from './chat.service'
import { useTestApp } from '../../../../tests/support/api-fixture'

const api = useTestApp()
const { t, alice, bob, call, saveScene } = api
const ask = (payload: object, token = alice.token) => call('POST', '/chat/query', token, payload)
const get = (url: string, token = alice.token) => call('GET', url, token)
const load = async (id: string, token?: string) => (await api.load(id, token)) as { scene: SceneDocument; revision: number; project_name: string }

describe('a conversation that builds an experience', () => {
  let threadId: string
  let experienceId: string
  let afterFirst: SceneDocument

  it('a first prompt creates an experience named by the plan, with the planned operations applied to an empty scene', async () => {
    const res = await ask({ query: 'a red cube' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.success).toBe(true)
    expect(body.threadId).toMatch(/^[0-9a-f]{24}$/)
    expect(body.response).toMatchObject({ role: 'assistant', created: true, step: { baseRevision: 0, revision: 1, source: 'planner' } })
    expect(body.response.content.length).toBeGreaterThan(0)
    expect(body.response.experienceId).toMatch(/^[0-9a-f]{24}$/)
    threadId = body.threadId
    experienceId = body.response.experienceId

    const stored = await load(experienceId)
    expect(stored.revision).toBe(1)
    expect(stored.scene).toEqual(applyOps(emptyScene(), body.response.step.ops as SceneOp[]).doc)
    expect(Object.values(stored.scene.nodes).some((n) => n.kind === 'shape' && n.shape === 'cube')).toBe(true)
    afterFirst = stored.scene

    const list = (await get('/experience')).json().data as { _id: string; project_name: string; category: string }[]
    const project = list.find((p) => p._id === experienceId)!
    expect(project.category).toBe('WORLD')
    expect(project.project_name.trim().length).toBeGreaterThan(0)
  })

  it('a follow-up in the same thread changes that experience and bumps its revision by one', async () => {
    const res = await ask({ query: 'add a sphere', threadId })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.threadId).toBe(threadId)
    expect(body.response).toMatchObject({ experienceId, created: false, step: { baseRevision: 1, revision: 2 } })
    const stored = await load(experienceId)
    expect(stored.revision).toBe(2)
    expect(stored.scene).toEqual(applyOps(afterFirst, body.response.step.ops as SceneOp[]).doc)
    expect(Object.values(stored.scene.nodes).some((n) => n.kind === 'shape' && n.shape === 'sphere')).toBe(true)
    // Still one experience: the follow-up made no second project.
    expect(((await get('/experience')).json().data as unknown[]).length).toBe(1)
  })

  it('builds on what the editor saved in between, not on the document it saw before', async () => {
    const before = await load(experienceId)
    const edited = applyOps(before.scene, [{ op: 'settings', patch: { background: '#123456' } }]).doc
    const saved = await saveScene(experienceId, edited, before.revision)
    expect(saved.statusCode).toBe(200)
    const res = (await ask({ query: 'add a cone', threadId })).json()
    expect(res.response.step).toMatchObject({ baseRevision: 3, revision: 4 })
    const stored = await load(experienceId)
    expect(stored.scene.settings.background).toBe('#123456')
    expect(stored.scene).toEqual(applyOps(edited, res.response.step.ops as SceneOp[]).doc)
  })

  it('answers in words and changes nothing when it cannot tell what to build', async () => {
    const before = await load(experienceId)
    const res = (await ask({ query: 'qwxz vbnm plokij', threadId })).json()
    expect(res.response.experienceId).toBeNull()
    expect(res.response.step).toBeNull()
    expect(res.response.content.length).toBeGreaterThan(0)
    expect((await load(experienceId)).revision).toBe(before.revision)
  })

  it('keeps the thread: its messages in order, with the experience id on the replies that changed it', async () => {
    const res = await get(`/chat/thread/${threadId}`)
    expect(res.statusCode).toBe(200)
    const { thread } = res.json()
    expect(thread).toMatchObject({ _id: threadId, title: 'A red cube', experienceId })
    expect(thread.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant'])
    expect(thread.messages.filter((m: { role: string }) => m.role === 'user').map((m: { content: string }) => m.content)).toEqual([
      'a red cube',
      'add a sphere',
      'add a cone',
      'qwxz vbnm plokij',
    ])
    expect(thread.messages.map((m: { experienceId: string | null }) => m.experienceId)).toEqual([null, experienceId, null, experienceId, null, experienceId, null, null])
  })

  it('gives the editor the assistant steps, rebased so that undoing them all leaves the editor change and removes the rest', async () => {
    const stored = await load(experienceId)
    const res = await get(`/chat/experience/${experienceId}/steps`)
    expect(res.statusCode).toBe(200)
    const { revision, steps } = res.json().data as { revision: number; steps: { label: string; diff: SceneDiff }[] }
    expect(revision).toBe(stored.revision)
    expect(steps.map((s) => s.label)).toEqual(['Assistant: A red cube', 'Assistant: Add a sphere', 'Assistant: Add a cone'])
    let doc = stored.scene
    for (const step of [...steps].reverse()) doc = applyDiff(doc, step.diff, 'backward')
    expect(doc.nodes).toEqual({})
    expect(doc.settings).toEqual({ ...defaultSettings(), background: '#123456' })
  })

  it('drops from the steps what was deleted since (a chip removed on the home page)', async () => {
    const stored = await load(experienceId)
    const cube = Object.values(stored.scene.nodes).find((n) => n.parentId === null && n.kind === 'shape' && n.shape === 'cube')!
    const without = applyOps(stored.scene, [{ op: 'remove', id: cube.id }]).doc
    const saved = await saveScene(experienceId, without, stored.revision)
    expect(saved.statusCode).toBe(200)
    const { revision, steps } = (await get(`/chat/experience/${experienceId}/steps`)).json().data as { revision: number; steps: { diff: SceneDiff }[] }
    expect(revision).toBe(stored.revision + 1)
    expect(steps.every((s) => !(cube.id in s.diff.nodes))).toBe(true)
    let doc = without
    for (const step of [...steps].reverse()) doc = applyDiff(doc, step.diff, 'backward')
    expect(doc.nodes).toEqual({})
  })

  it('lists threads newest first and deletes one with the spec message, keeping the experience', async () => {
    const second = (await ask({ query: 'a blue cylinder' })).json()
    const threads = (await get('/chat/user/threads')).json().threads as { _id: string; title: string }[]
    expect(threads.map((th) => th._id)).toEqual([second.threadId, threadId])
    expect(threads[0].title).toBe('A blue cylinder')

    const deleted = await call('DELETE', `/chat/chat-thread/${threadId}`, alice.token)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ success: true, message: 'The selected chat has been removed' })
    expect((await get(`/chat/thread/${threadId}`)).statusCode).toBe(404)
    expect(((await get('/chat/user/threads')).json().threads as { _id: string }[]).map((th) => th._id)).toEqual([second.threadId])
    expect((await get(`/assets/project/${experienceId}/assets`)).statusCode).toBe(200)
    const again = await call('DELETE', `/chat/chat-thread/${threadId}`, alice.token)
    expect(again.statusCode).toBe(404)
  })
})

describe('rules', () => {
  it('refuses an empty, blank, missing or over-long query with a clear message', async () => {
    for (const payload of [{ query: '' }, { query: '   \n ' }, {}]) {
      const res = await ask(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(CHAT_MESSAGES.queryRequired)
    }
    const long = await ask({ query: 'a'.repeat(2001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toContain('query must be at most 2000 characters')
    expect((await ask({ query: 'a'.repeat(2000) })).statusCode).toBe(200)
    expect((await ask({ query: 'a cube', threadId: 'not-an-id' })).statusCode).toBe(400)
  })

  it("keeps threads and experiences to their owner: another user's are not found", async () => {
    const mine = (await ask({ query: 'a green torus' })).json()
    const experienceId = mine.response.experienceId
    expect((await get(`/chat/thread/${mine.threadId}`, bob.token)).statusCode).toBe(404)
    expect((await ask({ query: 'add a cube', threadId: mine.threadId }, bob.token)).statusCode).toBe(404)
    expect((await ask({ query: 'add a cube', experienceId }, bob.token)).statusCode).toBe(404)
    expect((await get(`/chat/experience/${experienceId}/steps`, bob.token)).statusCode).toBe(404)
    const del = await call('DELETE', `/chat/chat-thread/${mine.threadId}`, bob.token)
    expect(del.statusCode).toBe(404)
    expect((await get('/chat/user/threads', bob.token)).json().threads).toEqual([])
    expect((await get(`/chat/thread/${mine.threadId}`)).statusCode).toBe(200)
    expect((await load(experienceId)).revision).toBe(1)
  })

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chat/query', payload: { query: 'a cube' } })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/chat/user/threads' })).statusCode).toBe(401)
  })

  it('works on an experience named in the query, starting a thread about it', async () => {
    const created = await call('POST', '/experience/surface/create', alice.token, { project_name: 'Made by hand', comment: '' })
    const id = created.json().data._id
    const res = (await ask({ query: 'add a pyramid', experienceId: id })).json()
    expect(res.response).toMatchObject({ experienceId: id, created: false, step: { baseRevision: 0, revision: 1 } })
    expect((await load(id)).project_name).toBe('Made by hand')
    expect((await get(`/chat/thread/${res.threadId}`)).json().thread.experienceId).toBe(id)
  })
})

describe('saving a turn', () => {
  /** An assistant that saves an edit of its own (as another tab would) while it plans. */
  function racingAssistant(experienceId: string, races: number): Assistant & { calls: number } {
    const assistant = {
      llmEnabled: false,
      calls: 0,
      async plan(prompt: string, doc: SceneDocument, memory: PlannerMemory) {
        assistant.calls++
        if (assistant.calls <= races) {
          const current = await load(experienceId)
          const edited = applyOps(current.scene, [{ op: 'settings', patch: { background: `#00000${assistant.calls}` } }]).doc
          await saveScene(experienceId, edited, current.revision)
        }
        return { ...planPrompt(prompt, doc, memory), source: 'planner' as const }
      },
    }
    return assistant
  }

  it('plans again on the newer document when someone saved while it was planning', async () => {
    const first = (await ask({ query: 'a cube' })).json()
    const id = first.response.experienceId
    const assistant = racingAssistant(id, 1)
    const me = (await t.db.kysely.selectFrom('projects').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow()).owner_id
    const result = await runQuery(t.db.kysely, assistant, { userId: me, query: 'add a sphere', threadId: first.threadId })
    expect(assistant.calls).toBe(2)
    expect(result.message.step).toMatchObject({ baseRevision: 2, revision: 3 })
    const stored = await load(id)
    expect(stored.scene.settings.background).toBe('#000001')
    expect(Object.values(stored.scene.nodes).some((n) => n.kind === 'shape' && n.shape === 'sphere')).toBe(true)
  })

  it('gives up with 409 and writes nothing when every attempt races', async () => {
    const first = (await ask({ query: 'a cube' })).json()
    const id = first.response.experienceId
    const me = (await t.db.kysely.selectFrom('projects').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow()).owner_id
    const assistant = racingAssistant(id, 99)
    const error = await runQuery(t.db.kysely, assistant, { userId: me, query: 'add a sphere', threadId: first.threadId }).catch((e) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ statusCode: 409, message: CHAT_MESSAGES.conflict })
    expect(assistant.calls).toBe(3)
    expect((await get(`/chat/thread/${first.threadId}`)).json().thread.messages).toHaveLength(2)
    expect(Object.values((await load(id)).scene.nodes).some((n) => n.kind === 'shape' && n.shape === 'sphere')).toBe(false)
  })
})

describe('library models', () => {
  it('a prompt answered with a library model stores the model node and its asset, and the stored scene reloads', async () => {
    const res = await ask({ query: 'a sofa facing a TV' })
    expect(res.statusCode).toBe(200)
    const stored = await load(res.json().response.experienceId)
    const sofa = Object.values(stored.scene.nodes).find((n) => n.kind === 'model')
    expect(sofa).toMatchObject({ name: 'Sofa', assetId: 'library-sofa' })
    expect(stored.scene.assets['library-sofa']).toMatchObject({ type: 'model', url: '/library/models/sofa.glb' })
    const saved = await saveScene(res.json().response.experienceId, stored.scene, stored.revision)
    expect(saved.statusCode).toBe(200)
  })
})
