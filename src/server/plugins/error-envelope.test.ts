import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerUser, type TestApp } from '../../../tests/support/test-app'
import { makeZip, multipart } from '../../../tests/support/zips'

// Finding 3 of issue 19: malformed multipart answered 500; 414 and 431 came in Fastify's shape.
let t: TestApp
let baseUrl: string
let alice: { token: string }
let projectId: string

beforeAll(async () => {
  t = await createTestApp()
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  alice = await registerUser(t.app)
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: { authorization: `Bearer ${alice.token}` }, payload: { project_name: 'Forms', comment: '' } })
  projectId = res.json().data._id
})
afterAll(() => t?.close())

function expectEnvelope(res: { statusCode: number; json: () => any }, status?: number) {
  if (status) expect(res.statusCode).toBe(status)
  expect(res.statusCode).toBeGreaterThanOrEqual(400)
  expect(res.statusCode).toBeLessThan(500)
  expect(res.json()).toMatchObject({ success: false, message: expect.any(String) })
}

describe.each([
  ['/api/v1/assets/mesh/bulk'],
  ['/api/v1/assets/image/bulk'],
  [`/api/v1/experience/PROJECT/publish`],
  ['/api/v1/experience/create-with-zip'],
])('malformed multipart to %s', (route) => {
  const url = () => route.replace('PROJECT', projectId)
  const post = (payload: Buffer, contentType: string) =>
    t.app.inject({ method: 'POST', url: url(), payload, headers: { 'content-type': contentType, authorization: `Bearer ${alice.token}` } })

  it('answers 4xx in the envelope for a multipart type without a boundary', async () => {
    expectEnvelope(await post(Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'), 'multipart/form-data'))
  })

  it('answers 4xx in the envelope for a body cut short', async () => {
    const form = multipart([
      { name: 'project_name', value: 'Cut' },
      { name: 'projectId', value: projectId },
      { name: 'revision', value: '0' },
      { name: 'files', filename: 'a.zip', data: await makeZip([{ name: 'x.txt', data: 'x'.repeat(5000) }]) },
    ])
    expectEnvelope(await post(form.payload.subarray(0, form.payload.length - 900), form.headers['content-type']))
  })
})

it('answers a path parameter over its length with 414 in the envelope', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/assets/project/${'a'.repeat(300)}/assets`, headers: { authorization: `Bearer ${alice.token}` } })
  expectEnvelope(res, 414)
})

it('answers headers over the limit with 431 in the envelope', async () => {
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/v1/health`, { headers: { 'x-big': 'a'.repeat(64 * 1024) } }, (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode!, body }))
    })
    req.on('error', reject)
    req.end()
  })
  expect(status).toBe(431)
  expect(JSON.parse(body)).toEqual({ success: false, message: 'The request headers are too large' })
})
