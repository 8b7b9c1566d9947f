import { describe, expect, it } from 'vitest'
import { signedInPage, useBrowser } from '../support/e2e'

const b = useBrowser()
const PAGES = [
  ['/dashboard', 'what shall we build today?'],
  ['/dashboard/myprojects', 'Projects'],
  ['/dashboard/library', 'Library'],
  ['/dashboard/tutorials', 'Tutorials'],
  ['/dashboard/teams', 'You currently have no teams'],
  ['/dashboard/analytics', 'User Engagement Metrics'],
  ['/dashboard/notifications', 'Notifications'],
  ['/profile', 'Account Details'],
  ['/profile/setting', 'Change password'],
  ['/profile/my-team', 'You currently have no teams'],
  ['/profile/invoices', 'No invoices yet'],
]

describe('dashboard pages', () => {
  for (const width of [375, 768, 1280]) {
    it(`render at ${width} px without horizontal overflow`, async () => {
      const { page, context } = await b.newPage({ viewport: { width, height: 800 } })
      await signedInPage(page, b.base)
      for (const [path, text] of PAGES) {
        await page.goto(b.url(path))
        await page.getByText(text).first().waitFor()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
      await context.close()
    })
  }

  it('shows the spec texts on Teams and the nine report sections on Analytics', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard/teams'))
    await page.getByText('You currently have no teams').waitFor()
    await page.getByRole('button', { name: 'Add a Team' }).first().click()
    await page.getByRole('dialog').waitFor()
    // Issue 28: the team is real, and a new one has no projects yet.
    await page.getByLabel('Team name').fill('Spec team')
    await page.getByRole('button', { name: 'Create team' }).click()
    await page.getByText('This Team has no projects yet').waitFor()
    await page.goto(b.url('/dashboard/analytics'))
    for (const title of [
      'User Engagement Metrics', 'Interaction Tracking', 'User Movement and Navigation', 'Heatmaps and Spatial Analytics',
      'Interaction with UI Elements', 'Error Tracking and Debugging', 'User Segmentation', 'Conversion and Goal Tracking',
      'User Behaviour and Experience',
    ]) {
      await page.getByRole('heading', { name: title }).waitFor()
    }
    await context.close()
  })

  it('opens a notification on its own page below 768 px, with Back and the fallback text', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 375, height: 800 } })
    const { token } = await signedInPage(page, b.base)
    // A real notification: publish a project through the API.
    const auth = { authorization: `Bearer ${token}` }
    const created = await (await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Notice board', comment: '' }) })).json()
    const form = new FormData()
    form.append('revision', '0')
    expect((await fetch(b.url(`/api/v1/experience/${created.data._id}/publish`), { method: 'POST', headers: auth, body: form })).status).toBe(201)
    await page.goto(b.url('/dashboard/notifications'))
    await page.getByRole('button', { name: /was published/ }).first().click()
    await page.getByText(/Version 1 of 'Notice board' is live/).waitFor()
    await page.waitForURL(/\/dashboard\/notification-details\?id=/)
    await page.getByRole('button', { name: /Back/ }).click()
    await page.waitForURL(/\/dashboard\/notifications$/)
    await page.goto(b.url('/dashboard/notification-details'))
    await page.getByText('No notification details available.').waitFor()
    await context.close()
  })

  it('opens the Learning Center from Help & Feedback', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard'))
    await page.getByRole('button', { name: 'Help & Feedback' }).click()
    await page.getByRole('button', { name: /Learning Center/ }).click()
    await page.getByPlaceholder('Search for tutorials, articles, and help').waitFor()
    await context.close()
  })
})

describe('library', () => {
  it('finds a model by a word only in its description after the 2000 ms debounce, and blank text restores the list', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard/library/3D'))
    await page.getByText(/Showing "[1-9]\d* Assets" in 3D Models/).waitFor()
    await page.getByTestId('library-card').first().waitFor()
    const listed = await page.getByTestId('library-card').count()
    expect(listed).toBeGreaterThan(10)
    await page.getByLabel('Search the library').fill('denim')
    await page.waitForTimeout(1000)
    expect(await page.getByRole('region', { name: 'Search results' }).count()).toBe(0) // still debouncing
    await page.getByRole('region', { name: 'Search results' }).waitFor()
    expect(await page.getByTestId('library-card').locator('h3').allTextContents()).toContain('Sofa')
    // A thumbnail really loads.
    const loaded = await page.getByTestId('library-card').first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    expect(loaded).toBe(true)
    await page.getByLabel('Search the library').fill('')
    await page.getByText(/Showing "[1-9]\d* Assets" in 3D Models/).waitFor()
    await expect.poll(() => page.getByTestId('library-card').count()).toBe(listed)
    await page.getByLabel('Search the library').fill('qqqzzzxx')
    await page.getByText('No assets found').waitFor()
    await context.close()
  })
})
