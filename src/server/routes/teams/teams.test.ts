import { beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES, TEAM_MESSAGES } from '@shared/api/teams'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { invitationToken, teamCalls } from '../../../../tests/support/teams'
import { registerUser } from '../../../../tests/support/test-app'

// These tests invite the same few people many times; the limits have their own test (invitation-limits).
const { t, alice, bob, call, createProject } = useTestApp({ INVITE_RATE_PER_ADDRESS: '100', INVITE_RATE_PER_INVITER: '100' })
const teams = teamCalls(t, call)
let carol: Awaited<ReturnType<typeof registerUser>>
beforeAll(async () => {
  carol = await registerUser(t.app, 'Carol')
})

describe('teams', () => {
  it('creates, lists, renames and reads a team; strangers get 404 and members below owner 403', async () => {
    const id = await teams.createTeam(alice.token, 'Studio')
    const list = (await call('GET', '/teams', alice.token)).json().data
    expect(list).toContainEqual(expect.objectContaining({ id, name: 'Studio', role: 'owner', members: 1, projects: 0 }))
    expect((await call('GET', '/teams', bob.token)).json().data.map((x: { id: string }) => x.id)).not.toContain(id)

    // A stranger learns nothing, whatever the call.
    for (const [method, url, body] of [
      ['GET', `/teams/${id}`],
      ['PATCH', `/teams/${id}`, { name: 'Mine now' }],
      ['DELETE', `/teams/${id}`],
      ['POST', `/teams/${id}/invitations`, { email: carol.email, role: 'editor' }],
      ['POST', `/teams/${id}/leave`],
      ['PATCH', `/teams/${id}/members/${alice.userId}`, { role: 'viewer' }],
      ['DELETE', `/teams/${id}/members/${alice.userId}`],
    ] as const) {
      const res = await call(method, url, bob.token, body)
      expect([method, url, res.statusCode, res.json().message]).toEqual([method, url, 404, TEAM_MESSAGES.notFound])
    }

    await teams.join(alice.token, id, bob, 'editor')
    const detail = (await call('GET', `/teams/${id}`, bob.token)).json().data
    expect(detail).toMatchObject({ id, name: 'Studio', role: 'editor', members: 2, invitations: [] })
    expect(detail.memberList.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([[alice.userId, 'owner'], [bob.userId, 'editor']])
    // An editor works in the team's projects but does not manage the team.
    for (const [method, url, body] of [
      ['PATCH', `/teams/${id}`, { name: 'Mine now' }],
      ['DELETE', `/teams/${id}`],
      ['POST', `/teams/${id}/invitations`, { email: carol.email, role: 'owner' }],
      ['PATCH', `/teams/${id}/members/${bob.userId}`, { role: 'owner' }],
      ['DELETE', `/teams/${id}/members/${alice.userId}`],
    ] as const) {
      const res = await call(method, url, bob.token, body)
      expect([method, url, res.statusCode]).toEqual([method, url, 403])
    }
    expect((await call('PATCH', `/teams/${id}`, alice.token, { name: '  Studio Two ' })).statusCode).toBe(200)
    expect((await call('GET', `/teams/${id}`, bob.token)).json().data.name).toBe('Studio Two')
    expect((await call('PATCH', `/teams/${id}`, alice.token, { name: '   ' })).statusCode).toBe(400)
  })

  it('keeps an owner: the last one can neither leave nor be demoted or removed', async () => {
    const id = await teams.createTeam(alice.token)
    await teams.join(alice.token, id, bob, 'viewer')
    expect((await call('POST', `/teams/${id}/leave`, alice.token)).json()).toMatchObject({ message: TEAM_MESSAGES.lastOwner })
    expect((await call('PATCH', `/teams/${id}/members/${alice.userId}`, alice.token, { role: 'editor' })).statusCode).toBe(409)
    expect((await call('DELETE', `/teams/${id}/members/${alice.userId}`, alice.token)).statusCode).toBe(409)
    expect((await call('PATCH', `/teams/${id}/members/${bob.userId}`, alice.token, { role: 'owner' })).statusCode).toBe(200)
    expect((await call('POST', `/teams/${id}/leave`, alice.token)).statusCode).toBe(200)
    expect((await call('GET', `/teams/${id}`, alice.token)).statusCode).toBe(404)
    expect((await call('GET', `/teams/${id}`, bob.token)).json().data.memberList).toEqual([expect.objectContaining({ userId: bob.userId, role: 'owner' })])
    expect((await call('DELETE', `/teams/${id}/members/${carol.userId}`, bob.token)).statusCode).toBe(404)
  })

  it('members see each other by name; addresses only for owners and for oneself', async () => {
    const id = await teams.createTeam(alice.token)
    await teams.join(alice.token, id, bob, 'editor')
    await teams.join(alice.token, id, carol, 'viewer')
    const members = async (token: string) => {
      const res = await call('GET', `/teams/${id}`, token)
      return res.json().data.memberList.map((m: { name: string; email: string | null }) => [m.name, m.email])
    }
    expect(await members(alice.token)).toEqual([['Alice', alice.email], ['Bob', bob.email], ['Carol', carol.email]])
    expect(await members(bob.token)).toEqual([['Alice', null], ['Bob', bob.email], ['Carol', null]])
    expect(await members(carol.token)).toEqual([['Alice', null], ['Bob', null], ['Carol', carol.email]])
    // Not in the answer at all, whatever the page shows.
    const raw = (await call('GET', `/teams/${id}`, carol.token)).body
    expect(raw).not.toContain(alice.email)
    expect(raw).not.toContain(bob.email)
    // An owner made later sees them all.
    expect((await call('PATCH', `/teams/${id}/members/${bob.userId}`, alice.token, { role: 'owner' })).statusCode).toBe(200)
    expect(await members(bob.token)).toEqual([['Alice', alice.email], ['Bob', bob.email], ['Carol', carol.email]])
  })
})

describe('projects leaving a team go back to their authors', () => {
  const detail = async (project: string, token: string) => call('GET', `/experience/detail/${project}`, token)
  const mine = async (token: string) => (await call('GET', '/experience?scope=mine', token)).json().data.map((p: { _id: string }) => p._id)
  const returned = async (token: string, project: string) =>
    (await call('GET', '/notifications', token)).json().data.items.filter((n: { type: string; projectId: string | null }) => n.type === 'Returned' && n.projectId === project)

  it('"Move To... My Projects" by an owner gives a member\u2019s project back to its author, who is told; the owner\u2019s own comes to them', async () => {
    const id = await teams.createTeam(alice.token, 'Move Studio')
    await teams.join(alice.token, id, bob, 'editor')
    const bobs = await createProject('Bob made this', { token: bob.token })
    const alices = await createProject('Alice made this')
    expect((await teams.move(bob.token, bobs, id)).statusCode).toBe(200)
    expect((await teams.move(alice.token, alices, id)).statusCode).toBe(200)
    // Listed with its author, so the dialog can say where it goes.
    const listed = (await call('GET', `/teams/${id}`, alice.token)).json().data.projectList
    expect(listed.find((p: { _id: string }) => p._id === bobs).author).toEqual({ id: bob.userId, name: 'Bob' })

    const moved = await teams.move(alice.token, bobs, null)
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().message).toBe(ACCESS_MESSAGES.returnedToAuthor)
    expect((await detail(bobs, bob.token)).json().data.role).toBe('owner')
    expect(await mine(bob.token)).toContain(bobs)
    expect((await detail(bobs, alice.token)).statusCode).toBe(404)
    const notes = await returned(bob.token, bobs)
    expect(notes).toHaveLength(1)
    expect(notes[0].mess).toContain('Move Studio')

    expect((await teams.move(alice.token, alices, null)).json().message).toBe(ACCESS_MESSAGES.moved)
    expect(await mine(alice.token)).toContain(alices)
    expect(await returned(alice.token, alices)).toEqual([])
  })

  it('an owner may not move a member\u2019s project into a team its author is not in', async () => {
    const id = await teams.createTeam(alice.token, 'Here')
    const elsewhere = await teams.createTeam(alice.token, 'Elsewhere')
    await teams.join(alice.token, id, bob, 'editor')
    const bobs = await createProject('Bob keeps this', { token: bob.token })
    expect((await teams.move(bob.token, bobs, id)).statusCode).toBe(200)
    const res = await teams.move(alice.token, bobs, elsewhere)
    expect([res.statusCode, res.json().message]).toEqual([409, ACCESS_MESSAGES.authorNotInTeam])
    expect((await detail(bobs, bob.token)).json().data.role).toBe('editor')
    // Once he is in the other team too, it may go there.
    await teams.join(alice.token, elsewhere, bob, 'viewer')
    expect((await teams.move(alice.token, bobs, elsewhere)).statusCode).toBe(200)
    expect((await detail(bobs, bob.token)).json().data.role).toBe('viewer')
  })

  it('deleting a team gives each project back to its author, who is told; its members lose the others', async () => {
    const id = await teams.createTeam(alice.token, 'Closing')
    await teams.join(alice.token, id, bob, 'editor')
    await teams.join(alice.token, id, carol, 'editor')
    const bobs = await createProject('Bob team work', { token: bob.token })
    const carols = await createProject('Carol team work', { token: carol.token })
    const alices = await createProject('Alice team work')
    for (const [token, project] of [[bob.token, bobs], [carol.token, carols], [alice.token, alices]]) expect((await teams.move(token, project, id)).statusCode).toBe(200)

    expect((await call('DELETE', `/teams/${id}`, alice.token)).statusCode).toBe(200)
    for (const [user, project] of [[bob, bobs], [carol, carols], [alice, alices]] as const) {
      expect((await detail(project, user.token)).json().data).toMatchObject({ role: 'owner' })
      expect(await mine(user.token)).toContain(project)
    }
    expect((await detail(bobs, alice.token)).statusCode).toBe(404)
    expect((await detail(bobs, carol.token)).statusCode).toBe(404)
    expect((await detail(alices, bob.token)).statusCode).toBe(404)
    expect((await returned(bob.token, bobs))[0].mess).toContain('Closing')
    expect(await returned(carol.token, carols)).toHaveLength(1)
    expect(await returned(alice.token, alices)).toEqual([])
    expect((await call('GET', `/teams/${id}`, bob.token)).statusCode).toBe(404)
  })
})

describe('invitations', () => {
  it('mails a single-use link bound to the invited address; it notifies an existing account', async () => {
    const id = await teams.createTeam(alice.token, 'Agency')
    const sent = await call('POST', `/teams/${id}/invitations`, alice.token, { email: carol.email.toUpperCase(), role: 'viewer' })
    expect(sent.statusCode, sent.body).toBe(201)
    const mail = t.outbox.at(-1)!
    expect(mail.to).toBe(carol.email)
    expect(mail.text).toMatch(/\/invitation\/[A-Za-z0-9_-]{40,}/)
    const token = invitationToken(t, carol.email)
    // Only the hash is stored.
    const stored = await t.db.kysely.selectFrom('team_invitations').selectAll().where('team_id', '=', id).execute()
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(token)
    // The owner sees it pending; the invitee hears of it.
    expect((await call('GET', `/teams/${id}`, alice.token)).json().data.invitations).toEqual([expect.objectContaining({ email: carol.email, role: 'viewer' })])
    const notes = (await call('GET', '/notifications', carol.token)).json().data.items
    expect(notes[0]).toMatchObject({ type: 'Invitation', name: 'Agency' })
    expect(JSON.stringify(notes)).not.toContain(token)

    // Bob holds the link but is not the invited address.
    expect((await call('GET', `/teams/invitations/${token}`, bob.token)).json().data).toMatchObject({ teamName: 'Agency', state: 'open', forYou: false })
    const wrong = await teams.accept(bob.token, token)
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, TEAM_MESSAGES.invitationOtherAddress])
    expect((await call('GET', `/teams/${id}`, bob.token)).statusCode).toBe(404)

    expect((await call('GET', `/teams/invitations/${token}`, carol.token)).json().data).toMatchObject({ state: 'open', forYou: true, role: 'viewer' })
    const ok = await teams.accept(carol.token, token)
    expect([ok.statusCode, ok.json().data]).toEqual([200, { teamId: id, role: 'viewer' }])
    const again = await teams.accept(carol.token, token)
    expect([again.statusCode, again.json().message]).toEqual([410, TEAM_MESSAGES.invitationUsed])
    expect((await call('GET', `/teams/invitations/${token}`, carol.token)).json().data.state).toBe('used')
    expect((await teams.accept(carol.token, 'x'.repeat(43))).statusCode).toBe(404)
    // A member is not invited twice.
    expect((await call('POST', `/teams/${id}/invitations`, alice.token, { email: carol.email, role: 'editor' })).json().message).toBe(TEAM_MESSAGES.alreadyMember)
  })

  it('expires after 7 days, and a newer invitation to the same address voids the older link', async () => {
    const id = await teams.createTeam(alice.token)
    const first = await teams.invite(alice.token, id, bob.email, 'editor')
    const second = await teams.invite(alice.token, id, bob.email, 'viewer')
    expect(second).not.toBe(first)
    expect((await teams.accept(bob.token, first)).statusCode).toBe(404)
    const row = await t.db.kysely.selectFrom('team_invitations').select(['created_at', 'expires_at']).where('team_id', '=', id).executeTakeFirstOrThrow()
    const days = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000
    expect(days).toBeCloseTo(7, 2)
    // Seven days later:
    await t.db.kysely.updateTable('team_invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('team_id', '=', id).execute()
    const late = await teams.accept(bob.token, second)
    expect([late.statusCode, late.json().message]).toEqual([410, TEAM_MESSAGES.invitationExpired])
    expect((await call('GET', `/teams/invitations/${second}`, bob.token)).json().data.state).toBe('expired')
    expect((await call('GET', `/teams/${id}`, bob.token)).statusCode).toBe(404)
  })

  it('an address with no account yet: whoever registers it later accepts; the owner can withdraw an invitation', async () => {
    const id = await teams.createTeam(alice.token)
    const email = `newcomer-${Date.now()}@example.com`
    const token = await teams.invite(alice.token, id, email, 'editor')
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'New', email, password: 'Passw0rd!' } })
    const newcomer = res.json().data.accessToken as string
    expect((await teams.accept(newcomer, token)).json().data).toEqual({ teamId: id, role: 'editor' })

    const withdrawn = await call('POST', `/teams/${id}/invitations`, alice.token, { email: bob.email, role: 'editor' })
    const bobsLink = invitationToken(t, bob.email)
    expect((await call('DELETE', `/teams/${id}/invitations/${withdrawn.json().data.id}`, bob.token)).statusCode).toBe(404)
    expect((await call('DELETE', `/teams/${id}/invitations/${withdrawn.json().data.id}`, alice.token)).statusCode).toBe(200)
    expect((await teams.accept(bob.token, bobsLink)).statusCode).toBe(404)
  })
})
