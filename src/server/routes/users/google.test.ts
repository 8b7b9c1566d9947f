import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VERIFY_MESSAGES } from '@shared/api/users'
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../../../tests/support/test-app'
import { fakeGoogle, googleEnv } from '../../../../tests/support/google-provider'
import { findUserByEmail } from './users.service'

const provider = fakeGoogle()
let t: TestApp
let unconfigured: TestApp
/** A second node: its own database and memory, the same signing secret. */
let sibling: TestApp

beforeAll(async () => {
  await new Promise<void>((r) => provider.server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'client-1',
    GOOGLE_CLIENT_SECRET: 'shh',
    GOOGLE_AUTH_URL: `${base}/authorize`,
    GOOGLE_TOKEN_URL: `${base}/token`,
    GOOGLE_USERINFO_URL: `${base}/userinfo`,
  })
  unconfigured = await createTestApp()
  sibling = await createTestApp(googleEnv(base))
})
afterAll(async () => {
  await t?.close()
  await unconfigured?.close()
  await sibling?.close()
  provider.server.close()
})

const returned = (location: string) => new URL(location, 'http://app').searchParams
const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/v1/users/auth/google/exchange', payload: { code } })
async function googleSignIn(profile: object) {
  const start = await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/google' })
  const { code, state } = provider.consent(start.headers.location as string, profile)
  const back = await t.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state}` })
  return returned(back.headers.location as string)
}

describe('Google sign-in', () => {
  it('says so when it is not configured', async () => {
    const res = await unconfigured.app.inject({ method: 'GET', url: '/api/v1/users/auth/google' })
    expect(res.statusCode).toBe(302)
    expect(returned(res.headers.location as string).get('message')).toMatch(/not configured/)
  })

  it('runs the code flow with PKCE and comes back with a one-time code, never a token, creating then reusing the account', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/google', headers: { host: 'studio.test' } })
    expect(start.statusCode).toBe(302)
    const authorize = new URL(start.headers.location as string)
    expect(authorize.searchParams.get('client_id')).toBe('client-1')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('scope')).toContain('openid')

    const profile = { sub: 'g-123', email: 'Grace@Example.com', email_verified: true, name: 'Grace Hopper' }
    const { code, state, redirectUri } = provider.consent(authorize.toString(), profile)
    expect(redirectUri).toBe('http://studio.test/api/v1/users/auth/google/callback')
    // Google sends the browser back to that address, so the callback comes to the same host.
    const back = await t.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state}`, headers: { host: 'studio.test' } })
    expect(back.statusCode).toBe(302)
    const location = back.headers.location as string
    expect(returned(location).get('userData')).toBeNull()
    expect(location).not.toMatch(/accessToken|eyJ/)
    const { data } = (await exchange(returned(location).get('signInCode')!)).json()
    expect(data.user).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', emailVerified: true })
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${data.accessToken}` } })
    expect(me.json().data._id).toBe(data.user._id)
    // The code works once.
    expect((await exchange(returned(location).get('signInCode')!)).statusCode).toBe(400)

    // The same Google account signs in to the same user; a replayed state is refused.
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/google' })
    const second = provider.consent(again.headers.location as string, profile)
    const back2 = await t.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${second.code}&state=${second.state}` })
    expect((await exchange(returned(back2.headers.location as string).get('signInCode')!)).json().data.user._id).toBe(data.user._id)
    const replay = await t.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${second.code}&state=${second.state}` })
    expect(returned(replay.headers.location as string).get('message')).toMatch(/expired or was not started/)
  })

  it('comes back with a message when the user cancels or the e-mail is unverified', async () => {
    const cancelled = await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/google/callback?error=access_denied' })
    expect(returned(cancelled.headers.location as string).get('message')).toMatch(/cancelled/)

    const start = await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/google' })
    const { code, state } = provider.consent(start.headers.location as string, { sub: 'g-9', email: 'x@example.com', email_verified: false })
    const back = await t.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state}` })
    expect(returned(back.headers.location as string).get('message')).toMatch(/not verified/)
    expect(returned(back.headers.location as string).get('userData')).toBeNull()
  })

  // Finding 4 of issue 19: a password account registered with someone else's address was
  // joined to that person's Google sign-in, and the first password kept opening it.
  it('does not join an unconfirmed password account; its password is asked first, once per code', async () => {
    const email = uniqueEmail('victim')
    const squatter = await t.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'Squatter', email, password: STRONG_PASSWORD } })
    expect(squatter.statusCode).toBe(201)
    const profile = { sub: `g-${email}`, email, email_verified: true, name: 'Victim' }
    const back = await googleSignIn(profile)
    expect(back.get('signInCode')).toBeNull()
    expect(back.get('message')).toBe(VERIFY_MESSAGES.linkNeedsPassword)
    const row = await findUserByEmail(t.db.kysely, email)
    expect(row?.google_sub).toBeNull()

    const link = (code: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/users/auth/google/link', payload: { code, password } })
    expect((await link(back.get('googleLink')!, 'Wrong-pass1!')).statusCode).toBe(401)
    expect((await link(back.get('googleLink')!, STRONG_PASSWORD)).statusCode).toBe(400)
    const retry = await googleSignIn(profile)
    const linked = await link(retry.get('googleLink')!, STRONG_PASSWORD)
    expect(linked.statusCode).toBe(200)
    expect(linked.json().data.user).toMatchObject({ _id: row!.id, emailVerified: true })
    expect((await findUserByEmail(t.db.kysely, email))?.google_sub).toBe(profile.sub)
  })

  it('joins a password account whose address was confirmed', async () => {
    const email = uniqueEmail('owner')
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'Owner', email, password: STRONG_PASSWORD } })
    const link = t.outbox.findLast((m) => m.to === email)!.text.match(/https?:\/\/\S+/)![0]
    expect((await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search })).statusCode).toBe(302)
    const back = await googleSignIn({ sub: `g-${email}`, email, email_verified: true })
    expect((await exchange(back.get('signInCode')!)).json().data.user._id).toBe(res.json().data.user._id)
  })
  it('takes a callback on another node than the one that sent the person to Google (a signed state, spent once)', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/google' })
    const email = uniqueEmail('roamer')
    const { code, state } = provider.consent(start.headers.location as string, { sub: `g-${email}`, email, email_verified: true })
    const back = await sibling.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state}` })
    const signInCode = returned(back.headers.location as string).get('signInCode')
    expect(signInCode).toBeTruthy()
    const session = await sibling.app.inject({ method: 'POST', url: '/api/v1/users/auth/google/exchange', payload: { code: signInCode } })
    expect(session.json().data.user.email).toBe(email)
    const replay = await sibling.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state}` })
    expect(returned(replay.headers.location as string).get('message')).toMatch(/expired or was not started/)
    // A state nobody signed is refused before Google is asked.
    const forged = await sibling.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state.slice(0, -2)}xx` })
    expect(returned(forged.headers.location as string).get('message')).toMatch(/expired or was not started/)
  })
})
