import { beforeAll, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { notices, notify, notifyUploadWarnings } from './notifications.service'

const { t, alice, bob, call, createProject, sendParts } = useTestApp({ ANALYTICS_RATE_PER_MIN: '1000' })
let projectId: string
beforeAll(async () => {
  projectId = await createProject('Gallery', { comment: '' })
})

const get = (url: string, token: string) => call('GET', url, token)
const post = (url: string, token: string, payload?: object) => call('POST', url, token, payload)
const views = (n: number) => t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', payload: { projectId, events: Array.from({ length: n }, () => ({ kind: 'view' })) } })

it('tells the author a publish finished, with the link, and counts it unread', async () => {
  expect((await get('/notifications/unread-count', alice.token)).json().data).toEqual({ unread: 0 })
  expect((await sendParts(`/experience/${projectId}/publish`, [{ name: 'revision', value: '0' }])).statusCode).toBe(201)
  const list = (await get('/notifications', alice.token)).json().data
  expect(list.unread).toBe(1)
  expect(list.items[0]).toMatchObject({ name: 'Gallery', type: 'Published', mess: "'Gallery' was published (version 1)", imp: false, read: false, projectId })
  expect(list.items[0].desc).toContain(`/preview-page/${projectId}`)
  expect(Date.now() - Date.parse(list.items[0].time)).toBeLessThan(60_000)
})

it('tells the first view once and each views milestone once', async () => {
  await views(1)
  await views(1)
  await views(50)
  await views(47)
  let types = (await get('/notifications?limit=100', alice.token)).json().data.items.map((n: { type: string }) => n.type)
  expect(types.filter((x: string) => x === 'Views')).toHaveLength(1)
  expect(types.filter((x: string) => x === 'Milestone')).toHaveLength(0)
  await views(1) // the 100th view
  await views(5)
  const items = (await get('/notifications?limit=100', alice.token)).json().data.items
  types = items.map((n: { type: string }) => n.type)
  expect(types.filter((x: string) => x === 'Milestone')).toHaveLength(1)
  expect(items.find((n: { type: string }) => n.type === 'Milestone').mess).toBe("'Gallery' reached 100 views")
})

it('pages the list, marks one and all read, and keeps each user to their own', async () => {
  for (let i = 0; i < 4; i++) await notify(t.db.kysely, notices.exportFailed(alice.userId, projectId, 'Gallery', 'usdz', `try ${i}`))
  const first = (await get('/notifications?limit=3&page=1', alice.token)).json().data
  const second = (await get('/notifications?limit=3&page=2', alice.token)).json().data
  expect(first.items).toHaveLength(3)
  expect(first.total).toBe(7)
  expect(first.pages).toBe(3)
  expect(new Set([...first.items, ...second.items].map((n: { id: string }) => n.id)).size).toBe(6)
  const id = first.items[0].id
  expect((await get(`/notifications/${id}`, bob.token)).statusCode).toBe(404)
  expect((await post(`/notifications/${id}/read`, bob.token)).statusCode).toBe(404)
  expect((await get('/notifications', bob.token)).json().data).toMatchObject({ items: [], total: 0, unread: 0 })
  expect((await post(`/notifications/${id}/read`, alice.token)).json().data).toEqual({ unread: 6 })
  expect((await get(`/notifications/${id}`, alice.token)).json().data.read).toBe(true)
  expect((await post('/notifications/read-all', alice.token)).json().data).toEqual({ unread: 0 })
  expect((await get('/notifications/unread-count', alice.token)).json().data).toEqual({ unread: 0 })
  expect((await get('/notifications/unread-count', '')).statusCode).toBe(401)
})

it('records an export failure reported by the author, for their own project only', async () => {
  const res = await post('/notifications/export-failed', alice.token, { projectId, format: 'glb', reason: 'Out of memory' })
  expect(res.statusCode).toBe(201)
  const top = (await get('/notifications?limit=1', alice.token)).json().data.items[0]
  expect(top).toMatchObject({ type: 'Error', imp: true, mess: "Export of 'Gallery' to GLB failed" })
  await post('/notifications/export-failed', alice.token, { projectId, format: 'both', reason: '' })
  expect((await get('/notifications?limit=1', alice.token)).json().data.items[0].mess).toBe("Export of 'Gallery' to USDZ and GLB failed")
  expect(top.desc).toContain('Out of memory')
  expect((await post('/notifications/export-failed', bob.token, { projectId, format: 'glb', reason: 'x' })).statusCode).toBe(404)
})

it('tells about an optimized upload only when it came with warnings, with its triangles and size', async () => {
  const row = { owner_id: alice.userId, project_id: projectId, triangles: 250_000, size: 12 * 1024 * 1024 }
  await notifyUploadWarnings(t.db.kysely, [
    { ...row, name: 'heavy.glb', warnings: JSON.stringify(['This model has 250,000 triangles; AR runs best under 100,000.']) },
    { ...row, name: 'light.glb', warnings: '[]' },
  ])
  const items = (await get('/notifications?limit=100', alice.token)).json().data.items
  const uploads = items.filter((n: { type: string }) => n.type === 'Upload')
  expect(uploads).toHaveLength(1)
  expect(uploads[0]).toMatchObject({ name: 'heavy.glb', imp: true, mess: "'heavy.glb' was optimized with a warning" })
  expect(uploads[0].desc).toContain('250,000 triangles, 12.0 MB after optimization.')
})
