import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { signedInPage, useBrowser } from '../support/e2e'
import { connectAgent } from '../support/mcp'

const b = useBrowser()
const shots = path.resolve(import.meta.dirname, '../../.tmp/shots-agent')

/**
 * The agent door from a person's side: a token made in Settings (shown once), then an outside
 * agent's edit over MCP showing live in the open editor, under the token's name.
 */
describe('the agent door', () => {
  it('makes a token in Settings, shown once; an agent using it edits the scene open in the editor, live', async () => {
    fs.mkdirSync(shots, { recursive: true })
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token: session } = await signedInPage(page, b.base, 'Eve Tester')

    await page.goto(b.url('/profile/setting'))
    const box = page.getByTestId('access-tokens')
    await box.getByText('No tokens yet.').waitFor()
    await box.getByLabel('Token name').fill('Claude')
    await box.getByLabel('Read and edit').check()
    await box.getByRole('button', { name: 'Create token' }).click()
    const plaintext = (await page.getByTestId('new-token-value').textContent())!
    expect(plaintext).toMatch(/^sst_/)
    await box.locator('[data-token="Claude"]').waitFor()
    await box.screenshot({ path: path.join(shots, 'settings-1280x800.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await box.screenshot({ path: path.join(shots, 'settings-390x844.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    // Shown once: a reload lists the token without it.
    await page.reload()
    await box.locator('[data-token="Claude"]').waitFor()
    expect(await page.content()).not.toContain(plaintext)

    const created = await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Agent at work' }) })
    const projectId = (await created.json()).data._id as string
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(b.url(`/gridpage/${projectId}`))
    try {
      await page.getByTestId('live-status').filter({ hasText: 'Live' }).waitFor({ timeout: 45_000 })
    } catch (error) {
      const status = await page.getByTestId('live-status').textContent({ timeout: 1000 }).catch(() => 'no live bar')
      await page.screenshot({ path: path.join(shots, 'editor-not-live.png') })
      throw new Error(`live status '${status}', page errors ${JSON.stringify(errors)}`, { cause: error })
    }

    const agent = await connectAgent(b.base, plaintext)
    const result = await agent.callTool({
      name: 'apply_ops',
      arguments: { projectId, ops: [{ op: 'add', node: { kind: 'shape', shape: 'sphere', name: 'Agent Sphere', transform: { position: [0, 1, 0] }, material: { albedo: '#E53935' } } }] },
    })
    expect(result.isError).toBeFalsy()
    await page.locator('ul[aria-label="Assets"] li[data-node-id]', { hasText: 'Agent Sphere' }).waitFor({ timeout: 5000 })
    const avatar = page.locator('.live-avatar[data-peer="Claude (agent of Eve Tester)"]')
    await avatar.waitFor({ timeout: 5000 })
    expect(await avatar.textContent()).toBe('C')
    await page.screenshot({ path: path.join(shots, 'editor-1280x800.png') })
    await agent.close()
    await context.close()
  })
})
