import { afterAll, beforeAll, expect, it } from 'vitest'
import { PASSWORD_MESSAGES, SESSION_MESSAGES } from '@shared/api/users'
import { apiCaller, createTestApp, registerUser, STRONG_PASSWORD, type TestApp } from '../../../../tests/support/test-app'

// Finding 6 of issue 19: tokens could not be revoked (logout was client-side only, and a
// password change left every other session signed in for up to 24 h).
let t: TestApp
const call = apiCaller(() => t.app)
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

async function login(email: string, password = STRONG_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.accessToken as string
}
const me = async (token: string) => (await call('GET', '/users/me', token)).statusCode

it('a password change ends every other session and keeps this one', async () => {
  const { email, token: laptop } = await registerUser(t.app)
  const phone = await login(email)
  const copied = await login(email)
  const res = await call('POST', '/users/me/password', laptop, { current_password: STRONG_PASSWORD, new_password: 'N3wPass!x' })
  expect(res.json()).toEqual({ success: true, message: PASSWORD_MESSAGES.changed })
  expect(await me(laptop)).toBe(200)
  expect(await me(phone)).toBe(401)
  expect(await me(copied)).toBe(401)
  expect(await me(await login(email, 'N3wPass!x'))).toBe(200)
})

it('logout ends this session on the server; other devices stay signed in', async () => {
  const { email, token } = await registerUser(t.app)
  const other = await login(email)
  const res = await call('POST', '/users/logout', token)
  expect(res.json()).toEqual({ success: true, message: SESSION_MESSAGES.loggedOut })
  expect(await me(token)).toBe(401)
  expect((await call('GET', '/experience', token)).statusCode).toBe(401)
  expect(await me(other)).toBe(200)
})

it('sign out everywhere ends every session of the account, and only of that account', async () => {
  const { email, token } = await registerUser(t.app)
  const other = await login(email)
  const stranger = await registerUser(t.app)
  const res = await call('POST', '/users/logout-everywhere', token)
  expect(res.json()).toEqual({ success: true, message: SESSION_MESSAGES.loggedOutEverywhere })
  expect(await me(token)).toBe(401)
  expect(await me(other)).toBe(401)
  expect(await me(stranger.token)).toBe(200)
  expect(await me(await login(email))).toBe(200)
})

it('a token signed with the key but naming no session is refused', async () => {
  const { SignJWT } = await import('jose')
  const { userId } = await registerUser(t.app)
  const forged = await new SignJWT({ sid: 'f'.repeat(32) }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('1h').sign(new TextEncoder().encode('test-secret-'.repeat(4)))
  expect(await me(forged)).toBe(401)
})
