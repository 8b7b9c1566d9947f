import type { Page } from 'playwright-core'
import type { SceneDocument } from '@shared/scene/schema'

export type XrCategory = 'vr' | 'web3d' | 'glasses'
const SHOTS = '.tmp/shots/xr-categories'

/**
 * A project of `kind` made through its create call, its first scene changed by `edit` (the
 * category's own settings kept) and published: its id.
 */
export async function categoryProject(url: (path: string) => string, token: string, kind: XrCategory, edit: (doc: SceneDocument) => SceneDocument) {
  const auth = { authorization: `Bearer ${token}` }
  const json = { ...auth, 'content-type': 'application/json' }
  const created = await (await fetch(url(`/api/v1/experience/${kind}/create`), { method: 'POST', headers: json, body: JSON.stringify({ project_name: `${kind} project`, comment: '' }) })).json()
  const id = created.data._id as string
  const loaded = await (await fetch(url(`/api/v1/assets/project/${id}/assets`), { headers: auth })).json()
  const scene = edit(loaded.data.scene as SceneDocument)
  const saved = await fetch(url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: json, body: JSON.stringify({ scene, baseRevision: loaded.data.revision }) })
  if (!saved.ok) throw new Error(`save failed: ${saved.status} ${await saved.text()}`)
  const form = new FormData()
  form.append('revision', String((await saved.json()).data.revision))
  const published = await fetch(url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: auth, body: form })
  if (published.status !== 201) throw new Error(`publish failed: ${published.status} ${await published.text()}`)
  return { id, cubeId: 'grab-cube' }
}

/** The project's public page and editor at 1280x800 and 390x844, for a person to look at. */
export async function shoot(page: Page, url: (path: string) => string, id: string, kind: XrCategory) {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width: w, height: h })
    await page.goto(url(`/preview-page/${id}`))
    await page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 60_000 })
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `${SHOTS}/${kind}-public-${w}x${h}.png` })
    await page.goto(url(`/gridpage/${id}`))
    // A slow editor still gets its picture taken: what is on screen then is what a person would see.
    const ready = await page.locator('[data-testid="editor-canvas"] canvas').waitFor({ timeout: 60_000 }).then(() => true, () => false)
    await page.waitForTimeout(ready ? 3000 : 0)
    await page.screenshot({ path: `${SHOTS}/${kind}-editor-${w}x${h}.png` })
  }
}
