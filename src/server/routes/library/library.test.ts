import { expect, it } from 'vitest'
import { LIBRARY_ITEMS } from '../../services/library/library-catalog'
import { useTestApp } from '../../../../tests/support/api-fixture'

const { alice, call } = useTestApp()
const get = (url: string) => call('GET', url, alice.token)

it('seeds the starter library once per start and groups it by subtype', async () => {
  const all = (await get('/library')).json()
  expect(all.total).toBe(LIBRARY_ITEMS.length)
  const models = (await get('/library?type=3D')).json()
  expect(models.total).toBeGreaterThanOrEqual(30)
  expect(models.data.length).toBeGreaterThanOrEqual(6)
  for (const group of models.data) for (const card of group.data) expect(card).toMatchObject({ type: '3D', subtype: group.subtype, mime: 'model/gltf-binary' })
  expect((await get('/library?type=vector')).json()).toEqual({ success: true, data: [], total: 0 })
  expect((await get('/library?type=planets')).statusCode).toBe(400)
})

it('finds a model by a word that is only in its description, and by a prefix', async () => {
  // 'denim' appears only in the sofa's description, not in any name or tag.
  const sofa = LIBRARY_ITEMS.find((i) => /denim/i.test(i.description))!
  expect(sofa.name.toLowerCase()).not.toContain('denim')
  expect(sofa.tags.join(' ')).not.toContain('denim')
  const res = (await get('/library/search?query=denim')).json()
  expect(res.data[0].subtype).toBe('search_results')
  expect(res.data[0].data.map((c: { slug: string }) => c.slug)).toContain(sofa.slug)
  const prefix = (await get('/library/search?query=deni')).json()
  expect(prefix.data[0].data.map((c: { slug: string }) => c.slug)).toContain(sofa.slug)
  expect((await get('/library/search?query=zzzqqq')).json().total).toBe(0)
  expect((await get('/library/search?query=%20%20')).statusCode).toBe(400)
  // Punctuation and operators never become a 500.
  expect((await get(`/library/search?query=${encodeURIComponent('"chair" -table OR (&|!')}`)).statusCode).toBe(200)
})
