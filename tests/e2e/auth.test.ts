import { describe, expect, it } from 'vitest'
import { signedInPage, STRONG_PASSWORD, uniqueEmail, useBrowser } from '../support/e2e'

const b = useBrowser()
const WEAK = 'Password must be 8-15 characters long, with at least 1 uppercase, 1 lowercase, 1 number, and 1 special character.'

describe('the two-step login card', () => {
  it('registers a new e-mail, signs out, then signs in through both steps', async () => {
    const { page, context } = await b.newPage()
    const email = uniqueEmail('journey')
    await page.goto(b.url('/'))

    // Step 1 validation, with the error clearing on edit.
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect.poll(() => page.getByText('email is required').isVisible()).toBe(true)
    await page.getByLabel('Email').fill('not-an-email')
    await expect.poll(() => page.getByText('email is required').count()).toBe(0)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect.poll(() => page.getByText('Invalid email address').isVisible()).toBe(true)

    // An unknown e-mail leads to the create-account step.
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('button', { name: 'Create account' }).waitFor()
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull()
    await page.getByLabel('Name').fill('Jordan Lee')
    await page.getByLabel('Password', { exact: true }).fill('password')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect.poll(() => page.getByText(WEAK).isVisible()).toBe(true)
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByText('Hi Jordan, what shall we build today?').waitFor()
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('J')

    // Sign out through the avatar menu and the confirmation.
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.getByText('Are you sure you want to log out of your account?').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(b.url('/'))
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor()
    expect(await page.evaluate(() => localStorage.length)).toBe(0)

    // Sign in: e-mail, then the password with the e-mail locked; a wrong password first.
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => page.getByText('password is required').isVisible()).toBe(true)
    await page.getByLabel('Password', { exact: true }).fill('Wrong-pass1!')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true)
    expect(page.url()).toBe(b.url('/'))
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/dashboard')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))
    expect(stored.email).toBe(email)
    await context.close()
  })

  it('takes a signed-in user from / to the last visited page', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard/teams'))
    await page.getByRole('heading', { name: 'Teams', exact: true }).first().waitFor()
    await page.goto(b.url('/'))
    await page.waitForURL('**/dashboard/teams')
    await context.close()
  })
})

describe('the session ends', () => {
  it('on an Unauthorized answer: storage is cleared and the user is sent home', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.evaluate(() => localStorage.setItem('token', 'forged.token.value'))
    await page.goto(b.url('/profile')) // Account Details asks the server who we are
    await page.waitForURL(b.url('/'))
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
    await context.close()
  })

  it('after 3600 s without activity, with the expiry toast', async () => {
    const { page, context } = await b.newPage()
    await context.clock.install()
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard'))
    await page.getByText('what shall we build today?').waitFor()
    await page.clock.fastForward('59:00')
    expect(page.url()).toBe(b.url('/dashboard'))
    await page.mouse.move(200, 200) // activity resets the countdown
    await page.clock.fastForward('59:00')
    expect(page.url()).toBe(b.url('/dashboard'))
    await page.clock.fastForward('01:02')
    await page.waitForURL(b.url('/'))
    await page.getByText('Your session has expired. Please log in again.').waitFor()
    expect(await page.evaluate(() => [localStorage.getItem('sessionExpired'), localStorage.getItem('user')])).toEqual(['true', null])
    await context.close()
  })
})

describe('routes', () => {
  it('shows the black not-found page with Back to Login when signed out, also for dashboard paths', async () => {
    const { page, context } = await b.newPage()
    for (const path of ['/no/such/page', '/dashboard/myprojects']) {
      await page.goto(b.url(path))
      await page.getByText("The page you're looking for doesn't exist in our XR universe.").waitFor()
      await page.getByRole('button', { name: 'Back to Login' }).waitFor()
    }
    await page.getByRole('button', { name: 'Back to Login' }).click()
    await page.waitForURL(b.url('/'))
    await context.close()
  })

  it('shows the dashboard not-found page inside the layout when signed in', async () => {
    const { page, context } = await b.newPage()
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard/unknown-section'))
    await page.getByText('Page Not Found').waitFor()
    await page.getByRole('button', { name: 'Back to Dashboard' }).click()
    await page.waitForURL('**/dashboard')
    await context.close()
  })

  it('handles the Google return: userData signs in, message is shown in an alert', async () => {
    const { page, context } = await b.newPage()
    const { token, user } = await signedInPage(page, b.base, 'Oauth Person')
    await page.evaluate(() => localStorage.clear())
    const userData = encodeURIComponent(JSON.stringify({ ...user, accessToken: token }))
    await page.goto(b.url(`/?userData=${userData}`))
    await page.waitForURL('**/dashboard')
    await page.getByText('Hi Oauth, what shall we build today?').waitFor()

    await page.evaluate(() => localStorage.clear())
    const dialog = page.waitForEvent('dialog')
    await page.goto(b.url('/?message=Google%20sign-in%20is%20not%20configured'))
    const shown = await dialog
    expect(shown.message()).toBe('Google sign-in is not configured')
    await shown.accept()
    await page.waitForURL(b.url('/'))
    await context.close()
  })

  it('shows the offline banner when the browser goes offline', async () => {
    const { page, context } = await b.newPage()
    await page.goto(b.url('/'))
    await context.setOffline(true)
    await page.getByText('No Internet Connection').waitFor()
    await context.setOffline(false)
    await expect.poll(() => page.getByText('No Internet Connection').count()).toBe(0)
    await context.close()
  })
})
