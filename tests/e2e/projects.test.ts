import { describe, expect, it } from 'vitest'
import { makeZip } from '../support/zips'
import { makeScanGlb } from '../support/scans'
import { signedInPage, useBrowser } from '../support/e2e'

const b = useBrowser()

describe('projects', () => {
  it('creates one project of each selectable type, then finds each under its filter and sort, and opens it', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base, 'Pat Maker')
    await page.goto(b.url('/dashboard/myprojects'))
    await page.getByRole('heading', { name: '0 Projects' }).waitFor()

    const created: Record<string, string> = {}
    const zip = await makeZip([{ name: 'scan/points.ply', data: 'ply\nformat ascii 1.0\nend_header\n' }, { name: 'scan/mesh.glb', data: await makeScanGlb() }])
    const roomScan = await makeScanGlb()
    for (const [type, name] of [['Surface Target', 'Couch Preview'], ['World Tracking', 'Gallery Walk'], ['Location-Based AR (VPS)', 'Old Town Square'], ['Area Tracking', 'Living Room']]) {
      await page.goto(b.url('/dashboard/myprojects'))
      await page.getByRole('button', { name: 'New Project' }).first().click()
      const dialog = page.getByRole('dialog')
      // Body, Face and Area Tracking can all be chosen.
      expect(await dialog.getByRole('button', { name: 'Body Tracking' }).isDisabled()).toBe(false)
      expect(await dialog.getByRole('button', { name: 'Face Tracking' }).isDisabled()).toBe(false)
      expect(await dialog.getByRole('button', { name: 'Area Tracking' }).isDisabled()).toBe(false)
      expect(await dialog.getByRole('tab', { name: /Virtual Reality/ }).isDisabled()).toBe(false)
      await dialog.getByRole('button', { name: type, exact: true }).click()
      if (type.startsWith('Location')) {
        await dialog.getByRole('button', { name: 'Create Project' }).click()
        await expect.poll(() => dialog.getByText('file is required').isVisible()).toBe(true)
        await dialog.getByRole('button', { name: 'Create Project' }).click()
        await expect.poll(() => page.getByText('Please wait before clicking again').isVisible()).toBe(true)
        await page.waitForTimeout(3100)
        await page.getByTestId('zip-input').setInputFiles({ name: 'scan.zip', mimeType: 'application/zip', buffer: zip })
        await dialog.getByText('scan.zip').waitFor()
      }
      if (type === 'Area Tracking') {
        await page.getByTestId('scan-input').setInputFiles({ name: 'room.zip', mimeType: 'application/zip', buffer: zip })
        await expect.poll(() => dialog.getByText('Only .glb scans are accepted for Area Tracking').isVisible()).toBe(true)
        await page.getByTestId('scan-input').setInputFiles({ name: 'room.glb', mimeType: 'model/gltf-binary', buffer: roomScan })
        await dialog.getByText('room.glb').waitFor()
      }
      await dialog.getByLabel('Project name').fill(name)
      await dialog.getByLabel('Comment').fill(`${type} test`)
      await dialog.getByRole('button', { name: 'Create Project' }).click()
      await page.waitForURL(/\/gridpage\/[0-9a-f]{24}$/)
      created[name] = page.url().split('/').pop()!
    }

    await page.goto(b.url('/dashboard/myprojects'))
    await page.getByRole('heading', { name: '4 Projects' }).waitFor()
    const names = () => page.getByTestId('project-card').locator('h3').allTextContents()
    expect(await names()).toEqual(['Living Room', 'Old Town Square', 'Gallery Walk', 'Couch Preview'])
    await page.getByLabel('Sort by').selectOption('Previous')
    await expect.poll(names).toEqual(['Couch Preview', 'Gallery Walk', 'Old Town Square', 'Living Room'])
    for (const [category, name] of [['SURFACE', 'Couch Preview'], ['WORLD', 'Gallery Walk'], ['AREA', 'Living Room'], ['VPS', 'Old Town Square']]) {
      await page.getByLabel('Tech Type').selectOption(category)
      await expect.poll(names).toEqual([name])
      await page.getByRole('heading', { name: '1 Projects' }).waitFor()
    }
    await page.getByRole('link', { name: 'Open Old Town Square' }).click()
    await page.waitForURL(b.url(`/gridpage/${created['Old Town Square']}`))
    await context.close()
  })

  it('deletes a project after confirming', async () => {
    const { page, context } = await b.newPage()
    const { token } = await signedInPage(page, b.base)
    for (const name of ['Keep me', 'Remove me']) {
      await fetch(b.url('/api/v1/experience/surface/create'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ project_name: name, comment: '' }),
      })
    }
    await page.goto(b.url('/dashboard/myprojects'))
    await page.getByRole('heading', { name: '2 Projects' }).waitFor()
    await page.getByRole('button', { name: 'Actions for Remove me' }).click()
    await page.getByRole('menuitem', { name: 'Delete project' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('heading', { name: '1 Projects' }).waitFor()
    expect(await page.getByTestId('project-card').locator('h3').allTextContents()).toEqual(['Keep me'])
    await context.close()
  })
})

describe('tutorials', () => {
  it('falls back to getting_started for an unknown category and opens a tutorial with its steps', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard/tutorials/not_a_category'))
    await page.getByText('Basics · Getting Started').waitFor()
    await page.getByRole('button', { name: /Your first experience with the AI assistant/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Open Home').waitFor()
    expect(await dialog.locator('ol li').count()).toBeGreaterThanOrEqual(4)
    await context.close()
  })

  it('says No authentication token found without a token', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.evaluate(() => localStorage.removeItem('token'))
    await page.goto(b.url('/dashboard/tutorials/vr_training'))
    await page.getByText('No authentication token found').waitFor()
    await context.close()
  })
})

describe('templates', () => {
  it('opens an industry template from Home as the user’s own copy, drawn in the editor', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard'))
    await page.getByRole('button', { name: 'Use template Furniture Placement' }).click()
    await page.waitForURL(/\/gridpage\/[0-9a-f]{24}$/)
    await page.getByRole('list', { name: 'Assets' }).getByRole('button', { name: 'Sofa' }).waitFor()
    // The library models really load: the poly count grows well past the floor plane's 2 triangles.
    await expect.poll(async () => Number((await page.getByTestId('status-line').textContent())!.split('Poly Count: ')[1]), { timeout: 20_000 }).toBeGreaterThan(1000)
    await page.goto(b.url('/dashboard/myprojects'))
    await page.getByRole('heading', { name: '1 Projects' }).waitFor()
    expect(await page.getByTestId('project-card').locator('h3').allTextContents()).toEqual(['Furniture Placemen'])
    await context.close()
  })
})
