import { expect, it } from 'vitest'
import { TUTORIAL_CATEGORIES } from '@shared/catalog'
import { useTestApp } from '../../../../tests/support/api-fixture'

const { t, alice, call } = useTestApp()
const get = (url: string, auth = true) => (auth ? call('GET', url, alice.token) : t.app.inject({ method: 'GET', url: `/api/v1${url}` }))

it('has written tutorials with steps for every category, found by label as the client sends it', async () => {
  for (const category of TUTORIAL_CATEGORIES) {
    const res = await get(`/tutorials?category=${encodeURIComponent(category.id.replace(/_/g, ' '))}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.totalTutorials, category.id).toBeGreaterThanOrEqual(1)
    for (const tutorial of body.tutorials) {
      expect(tutorial.category).toBe(category.id)
      expect(tutorial.steps.length).toBeGreaterThanOrEqual(4)
    }
  }
})

it('falls back to getting_started for an unknown category and needs a token', async () => {
  const res = await get('/tutorials?category=underwater_basket_weaving')
  expect(res.json().tutorials.every((t: { category: string }) => t.category === 'getting_started')).toBe(true)
  expect((await get('/tutorials/recent', false)).statusCode).toBe(401)
  const recent = await get('/tutorials/recent')
  expect(recent.json().tutorials.length).toBeGreaterThan(3)
})
