import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app'

/** A scripted OpenID provider on loopback: checks PKCE and the client secret like Google does. */
function fakeProvider() {
  const codes = new Map<string, { challenge: string; profile: object }>()
  let nextProfile: object = {}
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x')
    if (url.pathname === '/token') {
      let body = ''
      for await (const chunk of req) body += chunk
      const form = new URLSearchParams(body)
      const entry = codes.get(form.get('code')!)
      const { createHash } = await import('node:crypto')
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url')
      if (!entry || form.get('client_secret') !== 'shh' || challenge !== entry.challenge) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}')
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: `at-${form.get('code')}` }))
      return
    }
    if (url.pathname === '/userinfo') {
      const code = req.headers.authorization?.replace('Bearer at-', '') ?? ''
      const entry = codes.get(code)
      res.writeHead(entry ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(entry?.profile ?? {}))
      return
    }
    res.writeHead(404).end()
  })
  return {
    server,
    /** What the user's browser would do at Google: consent, then come back with a code. */
    consent(authorizeUrl: string, profile: object) {
      const url = new URL(authorizeUrl)
      const code = `code${codes.size}`
      codes.set(code, { challenge: url.searchParams.get('code_challenge')!, profile })
      nextProfile = profile
      return { code, state: url.searchParams.get('state')!, redirectUri: url.searchParams.get('redirect_uri')! }
    },
    get lastProfile() {
      return nextProfile
    },
  }
}

const provider = fakeProvider()
let t: TestApp
let unconfigured: TestApp

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
})
afterAll(async () => {
  await t?.close()
  await unconfigured?.close()
  provider.server.close()
})

const returned = (location: string) => new URL(location, 'http://app').searchParams

describe('Google sign-in', () => {
  it('says so when it is not configured', async () => {
    const res = await unconfigured.app.inject({ method: 'GET', url: '/api/v1/users/auth/google' })
    expect(res.statusCode).toBe(302)
    expect(returned(res.headers.location as string).get('message')).toMatch(/not configured/)
  })

  it('runs the code flow with PKCE and comes back with userData, creating then reusing the account', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/google', headers: { host: 'studio.test' } })
    expect(start.statusCode).toBe(302)
    const authorize = new URL(start.headers.location as string)
    expect(authorize.searchParams.get('client_id')).toBe('client-1')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('scope')).toContain('openid')

    const profile = { sub: 'g-123', email: 'Grace@Example.com', email_verified: true, name: 'Grace Hopper' }
    const { code, state, redirectUri } = provider.consent(authorize.toString(), profile)
    expect(redirectUri).toBe('http://studio.test/api/v1/users/auth/google/callback')
    const back = await t.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state}` })
    expect(back.statusCode).toBe(302)
    const userData = JSON.parse(returned(back.headers.location as string).get('userData')!)
    expect(userData).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' })
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${userData.accessToken}` } })
    expect(me.json().data._id).toBe(userData._id)

    // The same Google account signs in to the same user; a replayed state is refused.
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/google' })
    const second = provider.consent(again.headers.location as string, profile)
    const back2 = await t.app.inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${second.code}&state=${second.state}` })
    expect(JSON.parse(returned(back2.headers.location as string).get('userData')!)._id).toBe(userData._id)
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
})
