import { expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/support/api-fixture'

const { alice, bob, call } = useTestApp()

it('lists at least six real templates, and opening one gives each user their own copy', async () => {
  const list = (await call('GET', '/experience/get-industry-templates', alice.token)).json().data
  expect(list.length).toBeGreaterThanOrEqual(6)
  for (const template of list) expect(template.objects).toBeGreaterThanOrEqual(4)
  const showcase = list.find((x: { slug: string }) => x.slug === 'furniture-placement')

  const mine = (await call('POST', `/experience/templates/${showcase._id}/use`, alice.token)).json().data._id
  const theirs = (await call('POST', `/experience/templates/${showcase._id}/use`, bob.token)).json().data._id
  expect(mine).not.toBe(theirs)
  const scene = (await call('GET', `/assets/project/${mine}/assets`, alice.token)).json().data
  expect(scene.project_name).toBe('Furniture Placement')
  expect(scene.mesh.length).toBeGreaterThanOrEqual(6)
  expect(Object.values(scene.scene.assets).map((a: any) => a.url)).toContain('/library/models/sofa.glb')

  // Editing my copy changes neither the template nor Bob's copy.
  const emptied = { ...scene.scene, nodes: {} }
  expect((await call('PUT', `/assets/project/${mine}/scene`, alice.token, { scene: emptied, baseRevision: scene.revision })).statusCode).toBe(200)
  expect(Object.keys((await call('GET', `/assets/project/${theirs}/assets`, bob.token)).json().data.scene.nodes).length).toBeGreaterThanOrEqual(6)
  const again = (await call('GET', '/experience/get-industry-templates', alice.token)).json().data
  expect(again.find((x: { slug: string }) => x.slug === 'furniture-placement').objects).toBe(showcase.objects)
  expect((await call('GET', `/assets/project/${mine}/assets`, bob.token)).statusCode).toBe(404)
  expect((await call('POST', '/experience/templates/0123456789abcdef01234567/use', alice.token)).statusCode).toBe(404)
})
