import { expect, it } from 'vitest'
import { issueOAuthState, verifyOAuthState } from './oauth-state'

const secret = new TextEncoder().encode('s'.repeat(48))
const uri = 'https://studio.example/api/v1/users/auth/google/callback'

it('a state verifies with the same secret and redirect URI, and yields the same PKCE verifier', () => {
  const { state, verifier } = issueOAuthState(secret, uri, 60_000)
  expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(state).not.toContain(verifier)
  // Another node: same secret, nothing shared in memory.
  expect(verifyOAuthState(new TextEncoder().encode('s'.repeat(48)), state, uri)?.verifier).toBe(verifier)
})

it('refuses another secret, another redirect URI, a tampered or expired state', () => {
  const now = 1_700_000_000_000
  const { state } = issueOAuthState(secret, uri, 60_000, now)
  expect(verifyOAuthState(new TextEncoder().encode('t'.repeat(48)), state, uri, now)).toBeNull()
  expect(verifyOAuthState(secret, state, 'https://evil.example/cb', now)).toBeNull()
  const [nonce, expires, mac] = state.split('.')
  const later = (parseInt(expires, 36) + 3_600_000).toString(36)
  expect(verifyOAuthState(secret, `${nonce}.${later}.${mac}`, uri, now)).toBeNull()
  // Tampered in its first character: it always differs (a last 'A' replaced by 'A' did not, one time
  // in 64), and carries six whole bits (the last one of a 32-byte MAC only four).
  const tampered = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`
  expect(verifyOAuthState(secret, `${nonce}.${expires}.${tampered}`, uri, now)).toBeNull()
  expect(verifyOAuthState(secret, state, uri, now + 60_001)).toBeNull()
  expect(verifyOAuthState(secret, state, uri, now + 59_000)?.nonce).toBe(nonce)
  expect(verifyOAuthState(secret, 'random', uri, now)).toBeNull()
})
