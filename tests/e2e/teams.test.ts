import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { createShape, emptyScene } from '../../src/shared/scene/defaults'
import { applyOps } from '../../src/shared/scene/ops'
import { signedInPage, useBrowser } from '../support/e2e'
import { mailsTo } from '../support/smtp-sink'
import { readHook, waitForHook } from '../support/test-hook'

const b = useBrowser()
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots-teams')
const shoot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}
const api = (token: string) => async (method: string, url: string, body?: unknown) => {
  const res = await fetch(b.url(`/api/v1${url}`), { method, headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: res.status, json: await res.json() }
}

/** The invitation link of the newest mail to `email`, as its recipient would open it (the SMTP sink keeps it). */
async function invitationLink(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = mailsTo(inject('mailDir'), email).reverse().find((m) => m.includes('/invitation/'))
    if (mail) return /(http\S+\/invitation\/\S+)/.exec(mail)![1]
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no invitation mailed to ${email}`)
}

describe('teams, sharing and a viewer’s editor', () => {
  it('creates a team, invites by e-mail, the invitee accepts; a project is moved in and shared; a viewer gets a read-only editor and comments', async () => {
    const a = await b.newPage()
    const alice = await signedInPage(a.page, b.base, 'Alice Owner')
    const bb = await b.newPage()
    const bob = await signedInPage(bb.page, b.base, 'Bob Viewer')
    const asAlice = api(alice.token)

    // Alice: no teams yet, then one made through 'Add a Team'.
    await a.page.goto(b.url('/dashboard/teams'))
    await a.page.getByText('You currently have no teams').waitFor()
    await a.page.getByRole('button', { name: 'Add a Team' }).click()
    await a.page.getByLabel('Team name').fill('Studio North')
    await a.page.getByRole('button', { name: 'Create team' }).click()
    await a.page.getByRole('heading', { name: 'Studio North', exact: true }).waitFor()
    await a.page.getByText('This Team has no projects yet').waitFor()

    // She invites Bob as an editor of the team; the mail reaches him through SMTP.
    await a.page.getByLabel('Invite by e-mail').fill(bob.email)
    await a.page.locator('#invite-role').selectOption('editor')
    await a.page.getByRole('button', { name: 'Invite' }).click()
    await a.page.getByRole('list', { name: 'Pending invitations' }).getByText(bob.email).waitFor()
    const link = await invitationLink(bob.email)
    expect(link.startsWith(b.base)).toBe(true)

    await bb.page.goto(link)
    await bb.page.getByRole('heading', { name: 'Join Studio North' }).waitFor()
    await bb.page.getByRole('button', { name: 'Accept invitation' }).click()
    await bb.page.getByRole('heading', { name: 'Studio North', exact: true }).waitFor()
    expect(await bb.page.getByTestId('team-member').count()).toBe(2)
    // The link was single-use.
    await bb.page.goto(link)
    await bb.page.getByText('This invitation has already been used.').waitFor()

    // Two projects of Alice's: one moved into the team from its card's Move To..., one shared with Bob as a viewer.
    const doc = applyOps(emptyScene(), [{ op: 'add', node: createShape(emptyScene(), 'cube', [0, 0.5, 0], '#FF5D6C') }]).doc
    const cubeId = Object.keys(doc.nodes)[0]
    const teamProject = (await asAlice('POST', '/experience/world/create', { project_name: 'Team gallery', comment: '' })).json.data._id
    const shared = (await asAlice('POST', '/experience/world/create', { project_name: 'Review me', comment: '' })).json.data._id
    expect((await asAlice('PUT', `/assets/project/${shared}/scene`, { scene: doc, baseRevision: 0 })).status).toBe(200)
    await a.page.goto(b.url('/dashboard/myprojects'))
    const card = (name: string) => a.page.getByTestId('project-card').filter({ hasText: name })
    await card('Team gallery').getByRole('button', { name: 'Actions for Team gallery' }).click()
    await a.page.getByRole('menuitem', { name: 'Move To...' }).click()
    await a.page.getByLabel('Move “Team gallery” to').selectOption({ label: 'Studio North' })
    await a.page.getByRole('button', { name: 'Move', exact: true }).click()
    await card('Team gallery').getByText('Studio North').waitFor()
    await card('Review me').getByRole('button', { name: 'Actions for Review me' }).click()
    await a.page.getByRole('menuitem', { name: 'Share' }).click()
    await a.page.getByLabel('Share “Review me” with').fill(bob.email)
    await a.page.locator('#share-role').selectOption('viewer')
    await a.page.getByRole('button', { name: 'Share', exact: true }).click()
    await a.page.getByRole('list', { name: 'People with access' }).getByText(bob.email).waitFor()
    await a.page.getByRole('button', { name: 'Done' }).click()

    // Bob finds both: the team's under the team, the shared one under Shared with me.
    await bb.page.goto(b.url('/dashboard/teams'))
    await bb.page.getByTestId('project-card').filter({ hasText: 'Team gallery' }).waitFor()
    expect((await api(bob.token)('GET', `/experience/${teamProject}/access`)).json.data).toMatchObject({ role: 'editor' })
    await bb.page.goto(b.url('/dashboard/myprojects'))
    await bb.page.locator('.filters select').first().selectOption('shared')
    await bb.page.getByTestId('project-card').filter({ hasText: 'Review me' }).getByText('Shared · viewer').waitFor()
    await expect.poll(() => bb.page.getByTestId('project-card').count()).toBe(1)

    // The viewer's editor: the banner, a toolbar that takes no input, a document that takes no change.
    await bb.page.goto(b.url(`/gridpage/${shared}`))
    await bb.page.getByTestId('view-only').getByText('View only — you can comment').waitFor()
    await waitForHook(bb.page, 'spatialEditor')
    expect(await bb.page.locator('.editor-toolbar').getAttribute('inert')).not.toBeNull()
    const nodeCount = () => readHook(bb.page, 'spatialEditor', (editor) => Object.keys(editor.docStore.getState().doc.nodes).length)
    expect(await nodeCount()).toBe(1)
    await readHook(bb.page, 'spatialEditor', (editor, id) => editor.docStore.getState().commit('Delete', [{ op: 'remove', id }]), cubeId)
    expect(await nodeCount()).toBe(1)
    // Whatever the client shows, the server refuses his write.
    expect((await api(bob.token)('PUT', `/assets/project/${shared}/scene`, { scene: emptyScene(), baseRevision: 1 })).status).toBe(403)

    // He comments on the cube; Alice answers; the thread shows both.
    await readHook(bb.page, 'spatialEditor', (editor, id) => editor.sessionStore.getState().select([id]), cubeId)
    await bb.page.getByRole('button', { name: /Comments/ }).click()
    await bb.page.getByText('Pinned to Cube').waitFor()
    await bb.page.getByLabel('New comment').fill('Could the cube be a little larger?')
    await bb.page.getByRole('button', { name: 'Comment', exact: true }).click()
    const thread = bb.page.getByTestId('comment-thread')
    await thread.getByText('Could the cube be a little larger?').waitFor()
    const threads = (await asAlice('GET', `/experience/${shared}/comments`)).json.data
    expect(threads).toEqual([expect.objectContaining({ nodeId: cubeId, position: [0, 0.5, 0], author: expect.objectContaining({ name: 'Bob Viewer' }) })])
    expect((await asAlice('POST', `/experience/${shared}/comments/${threads[0].id}/replies`, { body: 'Yes, twice the size.' })).status).toBe(201)
    const notes = (await asAlice('GET', '/notifications')).json.data.items
    expect(notes[0]).toMatchObject({ type: 'Comment', projectId: shared })
    await bb.page.getByRole('button', { name: 'Close comments' }).click()
    await bb.page.getByRole('button', { name: /Comments/ }).click()
    await thread.getByText('Yes, twice the size.').waitFor()
    await shoot(bb.page, 'comment-thread-1280x800')
    await bb.page.setViewportSize({ width: 390, height: 844 })
    await thread.getByText('Yes, twice the size.').waitFor()
    await shoot(bb.page, 'comment-thread-390x844')

    await a.page.goto(b.url('/dashboard/teams'))
    await a.page.getByTestId('project-card').filter({ hasText: 'Team gallery' }).waitFor()
    await shoot(a.page, 'teams-1280x800')
    await a.page.setViewportSize({ width: 390, height: 844 })
    await a.page.waitForTimeout(200)
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await shoot(a.page, 'teams-390x844')
    await a.context.close()
    await bb.context.close()
  })

  it('a member who is not an owner sees teammates by name only; the delete dialog says each project goes back to its author', async () => {
    const a = await b.newPage()
    const alice = await signedInPage(a.page, b.base, 'Alice Owner')
    const bb = await b.newPage()
    const bob = await signedInPage(bb.page, b.base, 'Bob Member')
    const asAlice = api(alice.token)
    const asBob = api(bob.token)
    const team = (await asAlice('POST', '/teams', { name: 'Studio South' })).json.data.id
    expect((await asAlice('POST', `/teams/${team}/invitations`, { email: bob.email, role: 'editor' })).status).toBe(201)
    const token = decodeURIComponent((await invitationLink(bob.email)).split('/invitation/')[1])
    expect((await asBob('POST', '/teams/invitations/accept', { token })).status).toBe(200)
    for (const [as, name] of [[asAlice, 'Alice plan'], [asBob, 'Bob model']] as const) {
      const id = (await as('POST', '/experience/world/create', { project_name: name, comment: '' })).json.data._id
      expect((await as('POST', `/experience/move-to/${id}`, { teamId: team })).status).toBe(200)
    }

    // Bob, an editor, sees Alice by name; only his own address comes to him, in the page and the answer.
    await bb.page.goto(b.url('/dashboard/teams'))
    const members = bb.page.getByTestId('team-member')
    await members.filter({ hasText: 'Alice Owner' }).waitFor()
    await members.filter({ hasText: bob.email }).waitFor()
    expect(await bb.page.getByText(alice.email).count()).toBe(0)
    expect((await asBob('GET', `/teams/${team}`)).json.data.memberList.map((m: { email: string | null }) => m.email)).toEqual([null, bob.email])
    await shoot(bb.page, 'teams-member-1280x800')
    await bb.page.setViewportSize({ width: 390, height: 844 })
    await members.last().scrollIntoViewIfNeeded()
    expect(await bb.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await shoot(bb.page, 'teams-member-390x844')

    // Before Alice deletes the team, the dialog says where its projects go.
    await a.page.goto(b.url('/dashboard/teams'))
    await a.page.getByRole('button', { name: 'Delete team' }).click()
    const outcome = a.page.getByTestId('delete-team-outcome')
    await outcome.getByText('Of its 2 projects, 1 comes to your My Projects and 1 goes back to Bob Member.').waitFor()
    expect(await outcome.textContent()).toContain('go back to their authors’ My Projects')
    await a.page.getByRole('dialog').evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((x) => x.finished)))
    await shoot(a.page, 'delete-team-1280x800')
    await a.page.getByRole('button', { name: 'Cancel' }).click()
    await a.context.close()
    await bb.context.close()
  })
})
