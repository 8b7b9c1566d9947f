import { describe, expect, it } from 'vitest'
import { TOKEN_MESSAGES, TOKENS_PER_USER } from '@shared/api/access-tokens'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { callTool, mcpPost } from '../../../../tests/support/mcp'
import { hashToken } from './access-tokens.service'

const RATE = 40
/** Personal access tokens (the agent door's keys): created, listed, used on /mcp only, scoped, revoked at once. Both databases. */
describe('personal access tokens', () => {
  const { t, alice, bob, call, createProject } = useTestApp({ MCP_RATE_PER_MIN: String(RATE) })
  const create = async (name: string, scope: 'read' | 'edit', token = alice.token) => {
    const res = await call('POST', '/users/tokens', token, { name, scope })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().data as { id: string; token: string; name: string; scope: string; hint: string; last_used_at: string | null }
  }
  const initialize = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }

  it('shows the plaintext once, stores only its SHA-256, and lists it without the secret', async () => {
    const made = await create('Desktop assistant', 'edit')
    expect(made.token).toMatch(/^sst_[A-Za-z0-9_-]{43}$/)
    expect(made.hint).toBe(made.token.slice(-4))
    const row = await t.db.kysely.selectFrom('access_tokens').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow()
    expect(row.token_hash).toBe(hashToken(made.token))
    expect(JSON.stringify(row)).not.toContain(made.token)
    const list = await call('GET', '/users/tokens', alice.token)
    expect(list.headers['cache-control']).toBe('no-store')
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: made.id, name: 'Desktop assistant', scope: 'edit', last_used_at: null }))
    expect(list.body).not.toContain(made.token)
    expect((await call('GET', '/users/tokens', bob.token)).json().data).toEqual([])
  })

  it('refuses a bad name or scope, and more than the cap', async () => {
    expect((await call('POST', '/users/tokens', alice.token, { name: ' ', scope: 'edit' })).json().message).toMatch(/name is required/)
    expect((await call('POST', '/users/tokens', alice.token, { name: 'x', scope: 'admin' })).json().message).toMatch(/scope must be read or edit/)
    const carol = (await call('POST', '/users/register', '', { name: 'Carol', email: `carol-${Date.now()}@example.com`, password: 'Str0ng!Pass' })).json().data.accessToken
    for (let i = 0; i < TOKENS_PER_USER; i++) await create(`t${i}`, 'read', carol)
    const over = await call('POST', '/users/tokens', carol, { name: 'one more', scope: 'read' })
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe(TOKEN_MESSAGES.tooMany)
  })

  it('opens the MCP endpoint and nothing else; never from the URL; and records its last use', async () => {
    const { token, id } = await create('Editor plugin', 'read')
    const ok = await mcpPost(t.app, token, initialize)
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().result.serverInfo.name).toBe('spatial-studio')
    // A personal access token is not a session: every other route refuses it.
    expect((await call('GET', '/users/me', token)).statusCode).toBe(401)
    expect((await call('GET', '/experience', token)).statusCode).toBe(401)
    expect((await call('GET', '/users/tokens', token)).statusCode).toBe(401)
    // And a session token does not open the MCP endpoint.
    const session = await mcpPost(t.app, alice.token, initialize)
    expect(session.statusCode).toBe(401)
    expect(session.json().message).toBe(TOKEN_MESSAGES.invalid)
    const none = await mcpPost(t.app, null, initialize)
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/)
    expect(none.json().message).toBe(TOKEN_MESSAGES.missing)
    const inUrl = await mcpPost(t.app, null, initialize, {}, `/api/v1/mcp?access_token=${token}`)
    expect(inUrl.statusCode).toBe(400)
    expect(inUrl.json().message).toMatch(/Authorization header, never in the URL/)
    const listed = (await call('GET', '/users/tokens', alice.token)).json().data.find((x: { id: string }) => x.id === id)
    expect(Date.parse(listed.last_used_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('a read token reads but every edit tool refuses it, with the reason', async () => {
    const project = await createProject('Scoped')
    const { token } = await create('Reader', 'read')
    const listed = await callTool(t.app, token, 'list_projects', {})
    expect(listed.isError).toBeFalsy()
    expect(JSON.parse(listed.text)).toContainEqual(expect.objectContaining({ id: project, name: 'Scoped', type: 'world', role: 'owner' }))
    expect((await callTool(t.app, token, 'read_scene', { projectId: project })).text).toMatch(/^revision 0\n0 nodes/)
    const edits: [string, object][] = [
      ['apply_ops', { projectId: project, ops: [{ op: 'add', node: { kind: 'shape', shape: 'cube' } }] }],
      ['create_project', { name: 'Nope', type: 'world' }],
      ['publish', { projectId: project }],
      ['ask_assistant', { prompt: 'add a cube', projectId: project }],
      ['undo', { projectId: project }],
    ]
    for (const [name, args] of edits) {
      const refused = await callTool(t.app, token, name, args)
      expect(refused.isError, name).toBe(true)
      expect(refused.text, name).toBe(TOKEN_MESSAGES.readOnly)
    }
    expect((await t.db.kysely.selectFrom('projects').select('scene_revision').where('id', '=', project).executeTakeFirstOrThrow()).scene_revision).toBe(0)
  })

  it('an edit token still gets only its owner\'s rights: another\'s project is not found', async () => {
    const project = await createProject('Alice only')
    const { token } = await create('Bob agent', 'edit', bob.token)
    const refused = await callTool(t.app, token, 'apply_ops', { projectId: project, ops: [{ op: 'add', node: { kind: 'shape', shape: 'cube' } }] })
    expect(refused.isError).toBe(true)
    expect(refused.text).toBe('Project not found')
    expect((await callTool(t.app, token, 'read_scene', { projectId: project })).text).toBe('Project not found')
  })

  it('revoking takes effect at once, and only the owner can revoke', async () => {
    const { token, id } = await create('Short-lived', 'edit')
    expect((await mcpPost(t.app, token, initialize)).statusCode).toBe(200)
    expect((await call('DELETE', `/users/tokens/${id}`, bob.token)).statusCode).toBe(404)
    expect((await mcpPost(t.app, token, initialize)).statusCode).toBe(200)
    const revoked = await call('DELETE', `/users/tokens/${id}`, alice.token)
    expect(revoked.json()).toEqual({ success: true, message: TOKEN_MESSAGES.revoked })
    const after = await mcpPost(t.app, token, initialize)
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe(TOKEN_MESSAGES.invalid)
    expect((await call('GET', '/users/tokens', alice.token)).json().data.map((x: { id: string }) => x.id)).not.toContain(id)
    expect((await call('DELETE', `/users/tokens/${id}`, alice.token)).statusCode).toBe(404)
  })

  it('is rate-limited per token, not per person', async () => {
    const busy = await create('Busy', 'read')
    const calm = await create('Calm', 'read')
    for (let i = 0; i < RATE; i++) expect((await mcpPost(t.app, busy.token, initialize)).statusCode).toBe(200)
    const limited = await mcpPost(t.app, busy.token, initialize)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().message).toMatch(/Too many requests with this token/)
    expect((await mcpPost(t.app, calm.token, initialize)).statusCode).toBe(200)
  })
})
