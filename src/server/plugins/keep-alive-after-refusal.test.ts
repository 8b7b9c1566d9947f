import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCENE_MAX_NODES } from '@shared/scene/load'
import { parentChainScene } from '../../../tests/support/scene-chain'
import { createTestApp, registerUser, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let port: number
let token: string
let projectId: string

beforeAll(async () => {
  t = await createTestApp()
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
  token = (await registerUser(t.app)).token
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: { authorization: `Bearer ${token}` }, payload: { project_name: 'Keep alive', comment: '' } })
  projectId = res.json().data._id
})
afterAll(() => t?.close())

function multipart(fields: Record<string, string>, file: { name: string; filename: string; type: string; data: Buffer }) {
  const boundary = '----keepalive' + Math.random().toString(16).slice(2)
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\ncontent-type: ${file.type}\r\n\r\n`), file.data, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

/** Two requests through one keep-alive agent that holds a single socket, as browsers and undici reuse one. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer, type?: string) {
  return new Promise<{ status: number; text: string; connection?: string; reused: boolean }>((resolve, reject) => {
    const req = http.request({ agent, port, host: '127.0.0.1', method, path, headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}), ...(body ? { 'content-length': body.length } : {}) } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode!, text, connection: res.headers.connection, reused: req.reusedSocket }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('a refusal before the body ends leaves the connection usable', () => {
  it('an 11 MB video to the bulk call: 413, then the next request on the same agent is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const video = Buffer.alloc(11 * 1024 * 1024, 7)
    const { body, type } = multipart({ projectId, assets: JSON.stringify([{ id: 'temp-1-v', name: 'Clip', file_name: 'clip.mp4' }]) }, { name: 'files', filename: 'clip.mp4', type: 'video/mp4', data: video })
    const refused = await send(agent, 'POST', '/api/v1/assets/video/bulk', body, type)
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.text)).toMatchObject({ success: false, message: 'File size should not exceed 10MB.' })
    const next = await send(agent, 'GET', `/api/v1/assets/project/${projectId}/assets`)
    expect(next.status).toBe(200)
    agent.destroy()
  })
  it('a scene over the node cap: 413, then the next request on the same agent is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const body = Buffer.from(JSON.stringify({ scene: parentChainScene(SCENE_MAX_NODES + 5_000), baseRevision: 0 }))
    const refused = await send(agent, 'PUT', `/api/v1/assets/project/${projectId}/scene`, body, 'application/json')
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.text).message).toContain(String(SCENE_MAX_NODES))
    const next = await send(agent, 'GET', `/api/v1/assets/project/${projectId}/assets`)
    expect(next.status).toBe(200)
    // Either the socket was kept and reused, or the refusal said it would close: never a silent reset.
    expect(next.reused || refused.connection === 'close', `refusal said connection: ${refused.connection}`).toBe(true)
    agent.destroy()
  })

  it('a refused upload whose body is sent chunked says Connection: close, and the next request still gets its answer', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const { body, type } = multipart({ projectId, assets: '[]' }, { name: 'files', filename: 'clip.mp4', type: 'video/mp4', data: Buffer.alloc(11 * 1024 * 1024, 7) })
    const refused = await new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const req = http.request({ agent, port, host: '127.0.0.1', method: 'POST', path: '/api/v1/assets/video/bulk', headers: { authorization: `Bearer ${token}`, 'content-type': type, 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }))
      })
      req.on('error', reject)
      for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024))
      req.end()
    })
    expect(refused).toEqual({ status: 413, connection: 'close' })
    const next = await send(agent, 'GET', `/api/v1/assets/project/${projectId}/assets`)
    expect(next.status).toBe(200)
    agent.destroy()
  })
})
