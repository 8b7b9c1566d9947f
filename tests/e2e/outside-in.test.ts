import { describe, expect, inject, it } from 'vitest'
import { signedInPage, STRONG_PASSWORD, uniqueEmail, useBrowser } from '../support/e2e'
import { storeSession } from '../support/session'

/** What a person meets first, tried as they would: the https address, the Add menu, a big body. */
const b = useBrowser()

interface SavedNode { id: string; kind: string; parentId: string | null; transform: { position: number[]; rotation: number[]; scale: number[] }; shape?: string }

async function newProject(token: string, name: string): Promise<string> {
  const created = await fetch(b.url('/api/v1/experience/world/create'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ project_name: name, comment: '' }),
  }).then((r) => r.json())
  return created.data._id
}

const savedNodes = async (token: string, id: string): Promise<SavedNode[]> => {
  const read = await fetch(b.url(`/api/v1/assets/project/${id}/assets`), { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())
  return Object.values(read.data.scene.nodes) as SavedNode[]
}

describe('from the outside', () => {
  it('the editor opened on the https address goes live, and an edit there is stored', async () => {
    const httpsBase = inject('httpsUrl')
    const register = await fetch(b.url('/api/v1/users/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tess Ellis', email: uniqueEmail('tls'), password: STRONG_PASSWORD }),
    }).then((r) => r.json())
    const token = register.data.accessToken as string
    const id = await newProject(token, 'Over https')
    const { page } = await b.newPage({ ignoreHTTPSErrors: true })
    await storeSession(page, httpsBase, register.data)
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 200)))
    await page.goto(`${httpsBase}/gridpage/${id}`)
    await page.getByTestId('live-status').filter({ hasText: 'Live' }).waitFor({ timeout: 60_000 }).catch(async (error) => {
      const status = await page.getByTestId('live-status').textContent({ timeout: 1000 }).catch(() => 'no live bar')
      throw new Error(`on ${httpsBase}: live status '${status}', console errors ${JSON.stringify(errors)}`, { cause: error })
    })
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Shapes', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Sphere', exact: true }).click()
    await expect.poll(async () => (await savedNodes(token, id)).filter((n) => n.kind === 'shape').length, { timeout: 15_000 }).toBe(1)
    await page.context().close()
  })

  it('five cubes added through the Add menu with the mouse each rest on the ground or on what is under them', async () => {
    const { page } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(page, b.base)
    const id = await newProject(token, 'Five cubes')
    await page.goto(b.url(`/gridpage/${id}`))
    await page.getByTestId('live-status').filter({ hasText: 'Live' }).waitFor({ timeout: 30_000 })
    // A person's clicks: the pointer travels to each item and presses there (the menus open over
    // the viewport, so what is under the pointer after they close is the scene).
    const press = async (name: string, role: 'button' | 'menuitem') => {
      const box = (await page.getByRole(role, { name, exact: true }).boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 })
      await page.mouse.down()
      await page.mouse.up()
    }
    for (let i = 0; i < 5; i++) {
      await press('Add', 'button')
      await press('Shapes', 'menuitem')
      await press('Cube', 'menuitem')
      await page.mouse.move(640, 420, { steps: 8 })
    }
    await expect.poll(async () => (await savedNodes(token, id)).filter((n) => n.kind === 'shape').length, { timeout: 15_000 }).toBe(5)
    const cubes = (await savedNodes(token, id)).filter((n) => n.kind === 'shape')
    // A cube's box from its transform (unit cube, unrotated about x and z as the menu makes it).
    const boxes = cubes.map((n) => {
      const [x, y, z] = n.transform.position
      const [sx, sy, sz] = n.transform.scale
      return { x, z, hx: sx / 2, hz: sz / 2, bottom: y - sy / 2, top: y + sy / 2 }
    })
    for (const box of boxes) {
      const under = boxes.filter((o) => o !== box && Math.abs(o.x - box.x) < o.hx + box.hx && Math.abs(o.z - box.z) < o.hz + box.hz).map((o) => o.top)
      const rests = [0, ...under].some((surface) => Math.abs(box.bottom - surface) <= 0.02)
      expect(rests, `a cube with its bottom at ${box.bottom.toFixed(3)} m (ground 0, tops under it ${JSON.stringify(under)})`).toBe(true)
    }
    await page.context().close()
  })

  it("Chromium's fetch posting 2 MB to a 1 MB JSON route reads status 413 and the JSON message", async () => {
    const { page } = await b.newPage()
    await page.goto(b.url('/api/v1/health'))
    const answers = await page.evaluate(async () => {
      const out: string[] = []
      const body = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'nope' })
      for (let i = 0; i < 5; i++) {
        try {
          const res = await fetch('/api/v1/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          out.push(`${res.status} ${(await res.json()).message}`)
        } catch (error) {
          out.push(String(error))
        }
      }
      return out
    })
    expect([...new Set(answers)]).toEqual(['413 The request body is too large'])
    await page.context().close()
  })
})
