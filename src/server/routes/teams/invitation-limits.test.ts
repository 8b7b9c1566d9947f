import { describe, expect, it } from 'vitest'
import { TEAM_MESSAGES } from '@shared/api/teams'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { teamCalls } from '../../../../tests/support/teams'
import { registerUser } from '../../../../tests/support/test-app'

// Low limits, so the test reaches them: 4 invitations an hour per sender, 2 per address.
const { t, alice, bob, call } = useTestApp({ INVITE_RATE_PER_INVITER: '4', INVITE_RATE_PER_ADDRESS: '2' })
const teams = teamCalls(t, call)

describe('invitation rate limits (issue 28)', () => {
  it('caps invitations per address, whoever sends them, and per sender, with a 429 in the house envelope', async () => {
    const studio = await teams.createTeam(alice.token, 'Studio')
    const other = await teams.createTeam(bob.token, 'Other studio')
    const invite = (token: string, team: string, email: string) => call('POST', `/teams/${team}/invitations`, token, { email, role: 'viewer' })
    const mailsBefore = t.outbox.length

    // One address: two invitations an hour, from anyone; the case of the address does not matter.
    expect((await invite(alice.token, studio, 'dana@example.com')).statusCode).toBe(201)
    expect((await invite(bob.token, other, 'Dana@Example.com')).statusCode).toBe(201)
    const toAddress = await invite(alice.token, studio, 'dana@example.com')
    expect(toAddress.statusCode).toBe(429)
    expect(toAddress.json()).toEqual({ success: false, message: expect.stringContaining(TEAM_MESSAGES.tooManyToAddress) })
    expect(Number(toAddress.headers['retry-after'])).toBeGreaterThan(0)

    // One sender: four an hour (the refused one above counted: it was hers to send).
    expect((await invite(alice.token, studio, 'erin@example.com')).statusCode).toBe(201)
    expect((await invite(alice.token, studio, 'fred@example.com')).statusCode).toBe(201)
    const bySender = await invite(alice.token, studio, 'gus@example.com')
    expect(bySender.statusCode).toBe(429)
    expect(bySender.json()).toEqual({ success: false, message: expect.stringContaining(TEAM_MESSAGES.tooManyInvitations) })
    expect(bySender.json().message).toMatch(/Please wait \d+ minutes/)
    // Bob's own count is his: he still invites someone new.
    expect((await invite(bob.token, other, 'gina@example.com')).statusCode).toBe(201)

    // Refused invitations send no mail and store nothing.
    expect(t.outbox.length - mailsBefore).toBe(5)
    const stored = await t.db.kysely.selectFrom('team_invitations').select('email').execute()
    expect(stored.map((r) => r.email).sort()).toEqual(['dana@example.com', 'dana@example.com', 'erin@example.com', 'fred@example.com', 'gina@example.com'])
  })

  it('counts nothing for calls that would not send (not an owner of the team)', async () => {
    const ivy = await registerUser(t.app, 'Ivy')
    const team = await teams.createTeam(ivy.token, 'Closed')
    for (let i = 0; i < 6; i++) expect((await call('POST', `/teams/${team}/invitations`, bob.token, { email: 'hank@example.com', role: 'viewer' })).statusCode).toBe(404)
    expect((await call('POST', `/teams/${team}/invitations`, ivy.token, { email: 'hank@example.com', role: 'viewer' })).statusCode).toBe(201)
  })
})
