import { afterAll, beforeAll } from 'vitest'
import type { Selectable } from 'kysely'
import type { MediaAssetsTable } from '../../src/server/db/schema'
import type { SceneDocument } from '../../src/shared/scene/schema'
import { apiCaller, createTestApp, registerUser, type TestApp } from './test-app'
import { multipart } from './zips'

type User = Awaited<ReturnType<typeof registerUser>>
/** The parts of a multipart body, in order. */
export type MultipartParts = Parameters<typeof multipart>[0]

/**
 * What most API test files set up the same way: one app for the file on a private database
 * (PGlite or PostgreSQL, by the Vitest project), Alice and Bob registered, and the calls they
 * make. Call it at the top of the file; `t`, `alice` and `bob` are filled in before the first
 * test (they are the same objects throughout, so they may be destructured at once).
 */
export function useTestApp(...args: Parameters<typeof createTestApp>) {
  const t = {} as TestApp
  const alice = {} as User
  const bob = {} as User
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args))
    Object.assign(alice, await registerUser(t.app, 'Alice'))
    Object.assign(bob, await registerUser(t.app, 'Bob'))
  })
  // A failed start leaves no close to call.
  afterAll(() => t.close?.())

  const call = apiCaller(() => t.app)

  return {
    t,
    alice,
    bob,
    call,
    /** A new project of `token`'s (Alice's unless told); answers its id. */
    createProject: async (name = 'Test project', { token = alice.token, kind = 'world', comment }: { token?: string; kind?: 'world' | 'surface'; comment?: string } = {}) => {
      const res = await call('POST', `/experience/${kind}/create`, token, { project_name: name, ...(comment !== undefined && { comment }) })
      if (res.statusCode !== 201) throw new Error(`create project failed: ${res.body}`)
      return res.json().data._id as string
    },
    /** The project's answer to GET /assets/project/{id}/assets (its `data`). */
    load: async (id: string, token = alice.token) => (await call('GET', `/assets/project/${id}/assets`, token)).json().data,
    /** PUT /assets/project/{id}/scene; answers the response. */
    saveScene: (id: string, scene: SceneDocument, baseRevision: number, token = alice.token) => call('PUT', `/assets/project/${id}/scene`, token, { scene, baseRevision }),
    /** A multipart POST (`token` null: none sent). */
    sendParts: (url: string, parts: MultipartParts, token: string | null = alice.token) => {
      const { payload, headers } = multipart(parts)
      return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) } })
    },
    /** The project's stored media rows, typed as the schema has them. */
    mediaRows: (projectId: string): Promise<Selectable<MediaAssetsTable>[]> => t.db.kysely.selectFrom('media_assets').selectAll().where('project_id', '=', projectId).execute(),
  }
}
