import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES, ROLE_RANK, type MemberRole } from '@shared/api/teams'
import { PROJECT_MESSAGES } from '@shared/api/projects'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { teamCalls } from '../../../../tests/support/teams'
import { registerUser } from '../../../../tests/support/test-app'
import { onAccessRevoked, type AccessRevokedEvent } from '../../lib/project-access'

const { t, alice, bob, call, createProject, load, sendParts } = useTestApp()
const teams = teamCalls(t, call)
type User = Awaited<ReturnType<typeof registerUser>>
let carol: User, dave: User, erin: User
beforeAll(async () => {
  carol = await registerUser(t.app, 'Carol')
  dave = await registerUser(t.app, 'Dave')
  erin = await registerUser(t.app, 'Erin')
})

// What the access module announced, for the "loses access at once" checks.
const revoked: AccessRevokedEvent[] = []
const stop = onAccessRevoked((e) => revoked.push(e))
afterEach(() => void (revoked.length = 0))
afterAll(() => stop())

const withCube = () => applyOps(emptyScene(), [{ op: 'add', node: createShape(emptyScene(), 'cube') }]).doc

/** Every project call there is, with the least role it needs. */
function projectCalls(id: string) {
  const revision = async () => (await load(id, alice.token)).revision as number
  return [
    { name: 'open the scene', min: 'viewer', run: (token: string) => call('GET', `/assets/project/${id}/assets`, token) },
    { name: 'detail', min: 'viewer', run: (token: string) => call('GET', `/experience/detail/${id}`, token) },
    { name: 'access', min: 'viewer', run: (token: string) => call('GET', `/experience/${id}/access`, token) },
    { name: 'versions', min: 'viewer', run: (token: string) => call('GET', `/experience/${id}/versions`, token) },
    { name: 'shares', min: 'viewer', run: (token: string) => call('GET', `/experience/${id}/shares`, token) },
    { name: 'assistant steps', min: 'viewer', run: (token: string) => call('GET', `/chat/experience/${id}/steps`, token) },
    { name: 'analytics settings', min: 'viewer', run: (token: string) => call('GET', `/analytics/projects/${id}/settings`, token) },
    { name: 'analytics report', min: 'viewer', run: (token: string) => call('GET', `/analytics/report?range=7d&project=${id}`, token) },
    { name: 'save the scene', min: 'editor', run: async (token: string) => call('PUT', `/assets/project/${id}/scene`, token, { scene: withCube(), baseRevision: await revision() }) },
    { name: 'rename', min: 'editor', run: (token: string) => call('PATCH', `/experience/update/experience-name/${id}`, token, { project_name: 'Renamed' }) },
    { name: 'analytics switch', min: 'editor', run: (token: string) => call('PUT', `/analytics/projects/${id}/settings`, token, { enabled: true }) },
    { name: 'text upload', min: 'editor', run: (token: string) => sendParts('/assets/text/bulk', [{ name: 'projectId', value: id }, { name: 'assets', value: '[]' }], token) },
    { name: 'publish', min: 'editor', run: async (token: string) => sendParts(`/experience/${id}/publish`, [{ name: 'revision', value: String(await revision()) }], token) },
    { name: 'assistant edit', min: 'editor', run: (token: string) => call('POST', '/chat/query', token, { query: 'add a red cube', experienceId: id }) },
    // A copy is the copier's own project, to edit and publish: taking one needs the editor's right.
    { name: 'duplicate', min: 'editor', message: ACCESS_MESSAGES.copyNeedsEditor, run: (token: string) => call('POST', `/experience/duplicate/${id}`, token) },
    { name: 'share', min: 'owner', run: (token: string) => call('POST', `/experience/${id}/shares`, token, { email: erin.email, role: 'viewer' }) },
    { name: 'move', min: 'owner', run: (token: string) => call('POST', `/experience/move-to/${id}`, token, { teamId: null }) },
  ] as const
}

/** owner/editor/viewer get through by rank, a lower role gets 403, a stranger 404, for every call. */
async function expectMatrix(id: string, people: [MemberRole | null, User][]) {
  const seen: string[] = []
  for (const c of projectCalls(id)) {
    for (const [role, user] of people) {
      // Moving out of the team would change the roles under the other checks; it runs alone below.
      if (c.name === 'move' && role === 'owner') continue
      const res = await c.run(user.token)
      const want = role === null ? 404 : ROLE_RANK[role] >= ROLE_RANK[c.min] ? 'ok' : 403
      const got = res.statusCode < 300 ? 'ok' : res.statusCode
      seen.push(`${c.name} as ${role ?? 'stranger'}: ${got === want ? 'as expected' : `${got} (${res.body.slice(0, 120)})`}`)
      if (want === 404) expect(res.json().message).toBe(PROJECT_MESSAGES.notFound)
      if (want === 403) expect(res.json().message).toBe('message' in c ? c.message : c.min === 'owner' ? ACCESS_MESSAGES.ownerOnly : ACCESS_MESSAGES.viewOnly)
    }
  }
  expect(seen.filter((line) => !line.endsWith('as expected'))).toEqual([])
}

describe('project permissions by role', () => {
  it('a team project: owner, editor and viewer by rank; a stranger gets 404 from every call', async () => {
    const team = await teams.createTeam(alice.token)
    await teams.join(alice.token, team, bob, 'editor')
    await teams.join(alice.token, team, carol, 'viewer')
    const id = await createProject('Team scene')
    expect((await teams.move(alice.token, id, team)).statusCode).toBe(200)
    await expectMatrix(id, [['owner', alice], ['editor', bob], ['viewer', carol], [null, dave]])
    // Only the owner deletes.
    expect((await call('DELETE', `/experience/${id}`, bob.token)).statusCode).toBe(403)
    expect((await call('DELETE', `/experience/${id}`, dave.token)).statusCode).toBe(404)
    revoked.length = 0
    expect((await call('DELETE', `/experience/${id}`, alice.token)).statusCode).toBe(200)
    // Whoever had it open hears that it is gone.
    // Bob and Carol through the team, Erin through the matrix's share.
    expect(revoked.map((e) => e.userId).sort()).toEqual([bob.userId, carol.userId, erin.userId].sort())
    expect(revoked.every((e) => 'projectId' in e.scope && e.scope.projectId === id)).toBe(true)
  })

  it('a shared project: shared editors and viewers by rank, and the list says who has what', async () => {
    const id = await createProject('Shared scene')
    expect((await call('POST', `/experience/${id}/shares`, alice.token, { email: bob.email, role: 'editor' })).statusCode).toBe(200)
    expect((await call('POST', `/experience/${id}/shares`, alice.token, { email: carol.email, role: 'viewer' })).statusCode).toBe(200)
    await expectMatrix(id, [['owner', alice], ['editor', bob], ['viewer', carol], [null, dave]])

    const listed = async (token: string, scope: string) => (await call('GET', `/experience?scope=${scope}`, token)).json().data.map((p: { _id: string; role: string }) => `${p._id}:${p.role}`)
    expect(await listed(carol.token, 'shared')).toContain(`${id}:viewer`)
    expect(await listed(carol.token, 'mine')).not.toContain(`${id}:viewer`)
    expect(await listed(carol.token, 'all')).toContain(`${id}:viewer`)
    expect(await listed(alice.token, 'mine')).toContain(`${id}:owner`)
    expect(await listed(dave.token, 'all')).toEqual([])
    // Everyone with a role sees who else has one, by name; the addresses are the owner's to see,
    // and each person's own.
    const people = async (token: string) => (await call('GET', `/experience/${id}/shares`, token)).json().data.map((s: { name: string; email: string | null; role: string }) => [s.name, s.email, s.role])
    expect(await people(carol.token)).toEqual(expect.arrayContaining([['Bob', null, 'editor'], ['Carol', carol.email, 'viewer']]))
    expect(await people(bob.token)).toEqual(expect.arrayContaining([['Bob', bob.email, 'editor'], ['Carol', null, 'viewer']]))
    expect(await people(alice.token)).toEqual(expect.arrayContaining([['Bob', bob.email, 'editor'], ['Carol', carol.email, 'viewer']]))
    expect(JSON.stringify((await call('GET', `/experience/${id}/shares`, carol.token)).json())).not.toContain(bob.email)
    expect((await call('GET', '/notifications', carol.token)).json().data.items[0]).toMatchObject({ type: 'Shared', projectId: id })

    // Sharing asks for an account; the sharer already has access.
    expect((await call('POST', `/experience/${id}/shares`, alice.token, { email: 'nobody-here@example.com', role: 'viewer' })).json().message).toBe(ACCESS_MESSAGES.noAccount)
    expect((await call('POST', `/experience/${id}/shares`, alice.token, { email: alice.email, role: 'viewer' })).statusCode).toBe(409)
    expect((await call('POST', `/experience/${id}/shares`, alice.token, { email: carol.email, role: 'owner' })).statusCode).toBe(400)

    // Unshared: refused at once, and announced; a person may also drop a share themselves.
    expect((await call('DELETE', `/experience/${id}/shares/${carol.userId}`, bob.token)).statusCode).toBe(403)
    expect((await call('DELETE', `/experience/${id}/shares/${carol.userId}`, dave.token)).statusCode).toBe(404)
    expect((await call('DELETE', `/experience/${id}/shares/${carol.userId}`, alice.token)).statusCode).toBe(200)
    expect(revoked).toEqual([{ userId: carol.userId, scope: { projectId: id } }])
    expect((await call('GET', `/assets/project/${id}/assets`, carol.token)).statusCode).toBe(404)
    expect((await call('DELETE', `/experience/${id}/shares/${bob.userId}`, bob.token)).statusCode).toBe(200)
    expect((await call('GET', `/experience/detail/${id}`, bob.token)).statusCode).toBe(404)
  })
})

describe('losing access', () => {
  it('a removed member loses every project of the team at once; a lowered role stops writes at once', async () => {
    const team = await teams.createTeam(alice.token)
    await teams.join(alice.token, team, bob, 'editor')
    await teams.join(alice.token, team, carol, 'editor')
    const id = await createProject('Live')
    await teams.move(alice.token, id, team)
    const save = async (token: string) => call('PUT', `/assets/project/${id}/scene`, token, { scene: withCube(), baseRevision: (await load(id, alice.token)).revision })
    expect((await save(bob.token)).statusCode).toBe(200)
    // Load once so the scene answer is cached: the cache must not let the removed member in.
    expect((await call('GET', `/assets/project/${id}/assets`, bob.token)).statusCode).toBe(200)

    expect((await call('DELETE', `/teams/${team}/members/${bob.userId}`, alice.token)).statusCode).toBe(200)
    expect(revoked).toEqual([{ userId: bob.userId, scope: { teamId: team } }])
    expect((await call('GET', `/assets/project/${id}/assets`, bob.token)).statusCode).toBe(404)
    expect((await save(bob.token)).statusCode).toBe(404)
    expect((await call('GET', `/experience?scope=team`, bob.token)).json().data.map((p: { _id: string }) => p._id)).not.toContain(id)
    expect((await call('GET', `/teams/${team}`, bob.token)).statusCode).toBe(404)

    expect((await call('PATCH', `/teams/${team}/members/${carol.userId}`, alice.token, { role: 'viewer' })).statusCode).toBe(200)
    expect(revoked.at(-1)).toEqual({ userId: carol.userId, scope: { teamId: team } })
    expect((await save(carol.token)).statusCode).toBe(403)
    expect((await call('GET', `/experience/${id}/access`, carol.token)).json().data).toEqual({ role: 'viewer', teamId: team })
    expect((await call('POST', `/teams/${team}/leave`, carol.token)).statusCode).toBe(200)
    expect((await call('GET', `/assets/project/${id}/assets`, carol.token)).statusCode).toBe(404)
  })

  it('moving a project: only its owner, only into a team where they edit; the former team loses it', async () => {
    const team = await teams.createTeam(alice.token, 'From')
    const other = await teams.createTeam(bob.token, 'To')
    await teams.join(alice.token, team, carol, 'editor')
    await teams.join(bob.token, other, alice, 'viewer')
    const id = await createProject('Moving')
    expect((await teams.move(carol.token, id, team)).statusCode).toBe(404)
    await teams.move(alice.token, id, team)
    expect((await teams.move(carol.token, id, null)).statusCode).toBe(403)
    // Alice is a viewer of Bob's team: she may not bring work into it; a team she is not in is not found.
    expect((await teams.move(alice.token, id, other)).json().message).toBe(ACCESS_MESSAGES.teamRoleTooLow)
    expect((await teams.move(alice.token, id, '0'.repeat(24))).statusCode).toBe(404)
    expect((await teams.move(alice.token, id, null)).statusCode).toBe(200)
    expect(revoked).toEqual([{ userId: carol.userId, scope: { projectId: id } }])
    expect((await call('GET', `/experience/detail/${id}`, carol.token)).statusCode).toBe(404)
    expect((await call('GET', `/experience/detail/${id}`, alice.token)).json().data.role).toBe('owner')
  })
})
