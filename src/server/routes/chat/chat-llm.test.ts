import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { defaultMaterial, emptyScene } from '@shared/scene/defaults'
import { applyOps, type SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'

/** A scripted OpenAI-compatible server on loopback: each test says how it answers. */
interface Received {
  url: string
  authorization?: string
  body: { model: string; messages: { role: string; content: string }[]; response_format: { type: string; json_schema: { name: string; schema: Record<string, unknown> } } }
}
let received: Received[] = []
let answer: (res: http.ServerResponse) => void = () => {}
const server = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    received.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) })
    answer(res)
  })
})
const completion = (content: string) => (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }))
const plan = (ops: unknown[], reply = 'I placed a glowing beacon.', title: string | null = 'Beacon Garden') => completion(JSON.stringify({ reply, title, ops }))

const beacon = {
  id: 'beacon-1',
  name: 'Beacon',
  parentId: null,
  order: 0,
  visible: true,
  transform: { position: [0, 1, 0], rotation: [0, 0, 0], scale: [0.4, 2, 0.4] },
  events: [],
  kind: 'shape',
  shape: 'cylinder',
  material: { ...defaultMaterial('#22D3EE'), emission: '#22D3EE' },
}

let t: TestApp
let token: string
const TIMEOUT_MS = 500
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  t = await createTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'scripted-model', LLM_API_KEY: 'test-key', LLM_TIMEOUT_MS: String(TIMEOUT_MS) })
  token = (await registerUser(t.app)).token
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await t?.close()
})
beforeEach(() => {
  received = []
})

const ask = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/chat/query', headers: { authorization: `Bearer ${token}` }, payload })
  expect(res.statusCode).toBe(200)
  return res.json()
}
const load = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/assets/project/${id}/assets`, headers: { authorization: `Bearer ${token}` } })).json().data as {
    scene: SceneDocument
    project_name: string
  }

describe('with a language model configured', () => {
  it('asks it for the operations with a JSON schema and uses a valid answer', async () => {
    answer = plan([{ op: 'add', node: beacon }, { op: 'settings', patch: { environment: { skybox: 'night', elements: ['stars'], reflectionProbes: { mode: 'sky', intensity: 1 } } } }])
    const res = await ask({ query: 'a glowing beacon under the stars' })
    expect(received).toHaveLength(1)
    const request = received[0]
    expect(request.url).toBe('/v1/chat/completions')
    expect(request.authorization).toBe('Bearer test-key')
    expect(request.body.model).toBe('scripted-model')
    expect(request.body.messages.map((m) => m.role)).toEqual(['system', 'user'])
    expect(request.body.messages[1].content).toBe('a glowing beacon under the stars')
    expect(request.body.messages[0].content).toMatch(/"op":"add"/)
    expect(request.body.response_format.type).toBe('json_schema')
    const schema = request.body.response_format.json_schema.schema as { properties: Record<string, unknown>; required: string[] }
    expect(Object.keys(schema.properties)).toEqual(['reply', 'title', 'ops'])
    expect(schema.required).toEqual(['reply', 'title', 'ops'])

    expect(res.response).toMatchObject({ content: 'I placed a glowing beacon.', created: true, step: { source: 'llm' } })
    const stored = await load(res.response.experienceId)
    expect(stored.project_name).toBe('Beacon Garden')
    expect(stored.scene.nodes['beacon-1']).toEqual({ ...beacon, order: 'a0' }) // the model's number becomes its key
    expect(stored.scene.settings.environment).toEqual({ skybox: 'night', elements: ['stars'], reflectionProbes: { mode: 'sky', intensity: 1 } })

    // A follow-up shows the model the current objects, so it can change them by id.
    answer = plan([{ op: 'update', id: 'beacon-1', patch: { transform: { ...beacon.transform, scale: [0.4, 4, 0.4], position: [0, 2, 0] } } }], 'The beacon is twice as tall now.', null)
    const next = await ask({ query: 'make it taller', threadId: res.threadId })
    expect(received.at(-1)!.body.messages[0].content).toContain('id=beacon-1 "Beacon" shape cylinder #22D3EE')
    expect(received.at(-1)!.body.messages[0].content).toContain('The user last talked about "Beacon"')
    expect(next.response).toMatchObject({ experienceId: res.response.experienceId, step: { source: 'llm', baseRevision: 1, revision: 2 } })
    expect((await load(res.response.experienceId)).scene.nodes['beacon-1'].transform.scale).toEqual([0.4, 4, 0.4])
  })

  const invalid: [string, (res: http.ServerResponse) => void][] = [
    ['text that is not JSON', completion('Sure! I will add a beacon for you.')],
    ['JSON that does not match the schema (a lower-case colour)', plan([{ op: 'add', node: { ...beacon, material: defaultMaterial('#22d3ee') } }])],
    ['an operation on an object that does not exist', plan([{ op: 'update', id: 'no-such-node', patch: { visible: false } }])],
    ['a field that does not belong to the object (text on a shape)', plan([{ op: 'add', node: beacon }, { op: 'update', id: 'beacon-1', patch: { label: 'hello' } }])],
    ['an answer without message content', (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}')],
    ['a 500 error', (res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"overloaded"}')],
  ]
  for (const [what, script] of invalid) {
    it(`falls back to the planner on ${what}`, async () => {
      answer = script
      const res = await ask({ query: 'a red cube' })
      expect(received).toHaveLength(1)
      expect(res.response.step.source).toBe('planner')
      const stored = await load(res.response.experienceId)
      expect(stored.scene.nodes['beacon-1']).toBeUndefined()
      expect(stored.scene).toEqual(applyOps(emptyScene(), res.response.step.ops as SceneOp[]).doc)
      expect(Object.values(stored.scene.nodes).some((n) => n.kind === 'shape' && n.shape === 'cube')).toBe(true)
    })
  }

  it('falls back to the planner when the model does not answer in time', async () => {
    answer = (res) => setTimeout(() => !res.destroyed && plan([{ op: 'add', node: beacon }])(res), TIMEOUT_MS * 6)
    const started = Date.now()
    const res = await ask({ query: 'a red cube' })
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4)
    expect(received).toHaveLength(1)
    expect(res.response.step.source).toBe('planner')
    expect((await load(res.response.experienceId)).scene.nodes['beacon-1']).toBeUndefined()
  })

  it('falls back to the planner when the model cannot be reached', async () => {
    const down = await createTestApp({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm', LLM_API_KEY: 'k' })
    try {
      const user = await registerUser(down.app)
      const res = await down.app.inject({ method: 'POST', url: '/api/v1/chat/query', headers: { authorization: `Bearer ${user.token}` }, payload: { query: 'a red cube' } })
      expect(res.statusCode).toBe(200)
      expect(res.json().response.step.source).toBe('planner')
    } finally {
      await down.close()
    }
  })
})
