import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { TOKEN_MESSAGES } from '@shared/api/access-tokens'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { LiveTestClient } from '../../../../tests/support/live-client'
import { connectAgent, mcpPost } from '../../../../tests/support/mcp'

type Content = { type: string; text?: string; data?: string; mimeType?: string }
const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => ((result.content as Content[]).find((c) => c.type === 'text')?.text ?? '')
/** A tool answer that should be JSON; a refusal (plain text) fails with its message. */
const json = (result: Awaited<ReturnType<Client['callTool']>>) => {
  try {
    return JSON.parse(textOf(result))
  } catch {
    throw new Error(textOf(result))
  }
}

/** The agent door end to end: the MCP SDK's own client over HTTP against a listening server (both databases). */
describe('MCP endpoint with the SDK client', () => {
  const { t, alice, call } = useTestApp()
  const base = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  }
  const token = async (scope: 'read' | 'edit', name = `Agent ${scope}`) => (await call('POST', '/users/tokens', alice.token, { name, scope })).json().data.token as string

  it('lists its tools, builds a small scene an open editor sees live, undoes a step, publishes it and shows it', async () => {
    const agent = await connectAgent(await base(), await token('edit', 'Claude'))
    const tools = (await agent.listTools()).tools.map((tool) => tool.name).sort()
    expect(tools).toEqual(['apply_ops', 'ask_assistant', 'create_project', 'list_projects', 'publish', 'read_scene', 'screenshot', 'undo'])

    const created = json(await agent.callTool({ name: 'create_project', arguments: { name: 'Agent garden', type: 'world' } }))
    expect(created).toMatchObject({ name: 'Agent garden', type: 'world' })
    const projectId = created.id as string
    expect(json(await agent.callTool({ name: 'list_projects', arguments: {} }))[0]).toMatchObject({ id: projectId, role: 'owner' })

    // Alice has the project open in the editor (the live socket) while the agent works.
    const editor = new LiveTestClient('tab-alice-mcp-1', alice.token)
    await editor.connect(await base(), projectId)
    const built = json(
      await agent.callTool({
        name: 'apply_ops',
        arguments: {
          projectId,
          label: 'Lay out the garden',
          ops: [
            { op: 'add', node: { id: 'lawn', kind: 'shape', shape: 'plane', name: 'Lawn', transform: { scale: [6, 1, 6] }, material: { albedo: '#2E7D32' } } },
            { op: 'add', node: { id: 'ball', kind: 'shape', shape: 'sphere', name: 'Ball', transform: { position: [1, 0.5, 0] }, material: { albedo: '#E53935' } } },
            { op: 'add', node: { kind: 'text', text: { content: 'Hello from an agent' }, transform: { position: [0, 2, 0] } } },
          ],
        },
      }),
    )
    expect(built).toMatchObject({ applied: 3, dropped: [] })
    expect(built.added).toHaveLength(3)
    await editor.until(() => Object.keys(editor.state?.confirmed.nodes ?? {}).length === 3, 5000, 'the agent\'s nodes in the open editor')
    expect(editor.state!.confirmed.nodes.ball).toMatchObject({ kind: 'shape', shape: 'sphere', material: { albedo: '#E53935' } })
    // Under the token's name, selecting what it touched.
    const peer = [...editor.peers.values()].find((p) => p.agent)
    expect(peer).toMatchObject({ name: 'Claude (agent of Alice)', userId: alice.userId, agent: true })
    expect(peer!.selection).toEqual(expect.arrayContaining(['lawn', 'ball']))

    const outline = textOf(await agent.callTool({ name: 'read_scene', arguments: { projectId } }))
    expect(outline).toMatch(/^revision 1\n3 nodes/)
    expect(outline).toContain('- ball "Ball" shape:sphere #E53935 pos [1, 0.5, 0]')
    expect(json(await agent.callTool({ name: 'read_scene', arguments: { projectId, nodeId: 'lawn' } }))).toMatchObject({ id: 'lawn', transform: { scale: [6, 1, 6] } })

    // A second step, taken back: only it.
    await agent.callTool({ name: 'apply_ops', arguments: { projectId, ops: [{ op: 'update', id: 'ball', patch: { name: 'Red ball' } }, { op: 'remove', id: 'lawn' }] } })
    await editor.until(() => !editor.state?.confirmed.nodes.lawn, 5000, 'the removal in the editor')
    expect(json(await agent.callTool({ name: 'undo', arguments: { projectId } }))).toMatchObject({ label: 'Agent: 2 changes' })
    await editor.until(() => Boolean(editor.state?.confirmed.nodes.lawn), 5000, 'the undo in the editor')
    expect(editor.state!.confirmed.nodes.ball.name).toBe('Ball')
    expect(Object.keys(editor.state!.confirmed.nodes)).toHaveLength(3)
    // Each agent batch is one entry of the scene's log, from the token's own queue.
    const rows = await t.db.kysely.selectFrom('scene_ops' as never).select(['client_id' as never, 'user_id' as never]).where('project_id' as never, '=', projectId as never).execute()
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => (r as { client_id: string }).client_id.startsWith('agent-'))).toBe(true)

    const published = json(await agent.callTool({ name: 'publish', arguments: { projectId } }))
    expect(published).toMatchObject({ version: 1, revision: 3 })
    expect(published.public_link).toMatch(new RegExp(`/preview-page/${projectId}$`))
    const viewer = await fetch(`${await base()}/api/v1/experience/${projectId}/versions`, { headers: { authorization: `Bearer ${alice.token}` } })
    expect((await viewer.json()).data[0]).toMatchObject({ version: 1, scene_revision: 3 })

    for (const view of ['front', 'top'] as const) {
      const shot = await agent.callTool({ name: 'screenshot', arguments: { projectId, view } })
      const image = (shot.content as Content[]).find((c) => c.type === 'image')!
      expect(image.mimeType).toBe('image/png')
      const png = Buffer.from(image.data!, 'base64')
      const meta = await sharp(png).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 600])
      // The red ball is drawn: some pixels carry its colour.
      const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
      let red = 0
      for (let i = 0; i < data.length; i += 3) if (data[i] > 180 && data[i + 1] < 90 && data[i + 2] < 90) red++
      expect(red, view).toBeGreaterThan(200)
    }
    const noThumb = await agent.callTool({ name: 'screenshot', arguments: { projectId, view: 'thumbnail' } })
    expect(noThumb.isError).toBe(true)
    expect(textOf(noThumb)).toMatch(/no thumbnail yet/)
    editor.close()
    await agent.close()
  })

  it('refuses a read-only token\'s edit through the SDK client, and changes nothing', async () => {
    const owner = await connectAgent(await base(), await token('edit'))
    const projectId = json(await owner.callTool({ name: 'create_project', arguments: { name: 'Read only', type: 'surface' } })).id
    const reader = await connectAgent(await base(), await token('read'))
    const refused = await reader.callTool({ name: 'apply_ops', arguments: { projectId, ops: [{ op: 'add', node: { kind: 'shape', shape: 'cube' } }] } })
    expect(refused.isError).toBe(true)
    expect(textOf(refused)).toBe(TOKEN_MESSAGES.readOnly)
    expect(textOf(await reader.callTool({ name: 'read_scene', arguments: { projectId } }))).toMatch(/^revision 0\n0 nodes/)
    await owner.close()
    await reader.close()
  })

  it('hands a prompt to the built-in assistant, which changes the named scene', async () => {
    const agent = await connectAgent(await base(), await token('edit'))
    const projectId = json(await agent.callTool({ name: 'create_project', arguments: { name: 'Assisted', type: 'world' } })).id
    const answer = json(await agent.callTool({ name: 'ask_assistant', arguments: { projectId, prompt: 'add a red cube' } }))
    expect(answer).toMatchObject({ projectId, createdProject: false })
    expect(answer.reply.length).toBeGreaterThan(0)
    expect(textOf(await agent.callTool({ name: 'read_scene', arguments: { projectId } }))).toMatch(/shape:cube #[0-9A-F]{6}/)
    await agent.close()
  })

  it('npm run mcp: the stdio bridge forwards a local tool\'s messages to the running instance with the token', async () => {
    const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js')
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js')
    const client = new Client({ name: 'stdio-agent', version: '1.0.0' })
    const env = { PATH: process.env.PATH ?? '', SPATIAL_STUDIO_URL: await base(), SPATIAL_STUDIO_TOKEN: await token('read', 'Desktop app') }
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ['scripts/mcp-stdio.mjs'], env, stderr: 'ignore' }))
    expect((await client.listTools()).tools).toHaveLength(8)
    const refused = await client.callTool({ name: 'create_project', arguments: { name: 'Via stdio', type: 'world' } })
    expect(textOf(refused)).toBe(TOKEN_MESSAGES.readOnly)
    await client.close()
  })

  it('keeps the server\'s request guards: NUL text, an oversized body, a non-JSON body; GET and DELETE are not served', async () => {
    const agentToken = await token('edit')
    const call = (args: object) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'create_project', arguments: args } })
    const nul = await mcpPost(t.app, agentToken, call({ name: 'Bad\u0000name', type: 'world' }))
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toMatch(/params\.arguments\.name/)
    const huge = await mcpPost(t.app, agentToken, call({ name: 'x', type: 'world', description: 'y'.repeat(5 * 1024 * 1024) }))
    expect(huge.statusCode).toBe(413)
    const text = await t.app.inject({ method: 'POST', url: '/api/v1/mcp', headers: { authorization: `Bearer ${agentToken}`, accept: 'application/json, text/event-stream', 'content-type': 'text/plain' }, payload: 'hello' })
    expect(text.statusCode).toBe(415)
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/mcp', headers: { authorization: `Bearer ${agentToken}` } })
      expect(res.statusCode, method).toBe(405)
      expect(res.headers.allow).toBe('POST')
    }
    expect((await t.db.kysely.selectFrom('projects').select('id').where('project_name', '=', 'x').execute()).length).toBe(0)
  })

  it('drops an op that does not fit with its reason, and refuses a batch where nothing fits', async () => {
    const agent = await connectAgent(await base(), await token('edit'))
    const projectId = json(await agent.callTool({ name: 'create_project', arguments: { name: 'Checks', type: 'world' } })).id
    const partly = json(await agent.callTool({ name: 'apply_ops', arguments: { projectId, ops: [{ op: 'add', node: { id: 'a', kind: 'shape', shape: 'cube' } }, { op: 'update', id: 'ghost', patch: { name: 'x' } }] } }))
    expect(partly.applied).toBe(1)
    expect(partly.dropped).toEqual([{ index: 1, reason: expect.stringMatching(/ghost/) }])
    const none = await agent.callTool({ name: 'apply_ops', arguments: { projectId, ops: [{ op: 'add', node: { kind: 'shape', shape: 'cube', material: { albedo: 'red' } } }] } })
    expect(none.isError).toBe(true)
    expect(textOf(none)).toMatch(/^Nothing was applied: op 0: .*colour must be #RRGGBB/)
    await agent.close()
  })
})
