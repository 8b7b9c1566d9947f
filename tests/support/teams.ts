import { expect } from 'vitest'
import type { MemberRole } from '../../src/shared/api/teams'
import type { apiCaller, TestApp } from './test-app'

type Call = ReturnType<typeof apiCaller>

/** The token of the newest invitation mailed to `email`, read from the mail's link as a person would. */
export function invitationToken(t: TestApp, email: string): string {
  const mail = [...t.outbox].reverse().find((m) => m.to === email && /\/invitation\//.test(m.text))
  if (!mail) throw new Error(`no invitation mailed to ${email}`)
  return decodeURIComponent(/\/invitation\/([^\s]+)/.exec(mail.text)![1])
}

/** Team calls as the API tests make them; each asserts its own success. */
export function teamCalls(t: TestApp, call: Call) {
  return {
    createTeam: async (token: string, name = 'Studio'): Promise<string> => {
      const res = await call('POST', '/teams', token, { name })
      expect(res.statusCode, res.body).toBe(201)
      return res.json().data.id
    },
    invite: async (ownerToken: string, teamId: string, email: string, role: MemberRole = 'editor'): Promise<string> => {
      const res = await call('POST', `/teams/${teamId}/invitations`, ownerToken, { email, role })
      expect(res.statusCode, res.body).toBe(201)
      return invitationToken(t, email)
    },
    accept: (token: string, invitation: string) => call('POST', '/teams/invitations/accept', token, { token: invitation }),
    /** Invites and accepts: `member` joins `teamId` with `role`. */
    join: async (ownerToken: string, teamId: string, member: { token: string; email: string }, role: MemberRole) => {
      const res = await call('POST', `/teams/${teamId}/invitations`, ownerToken, { email: member.email, role })
      expect(res.statusCode, res.body).toBe(201)
      const accepted = await call('POST', '/teams/invitations/accept', member.token, { token: invitationToken(t, member.email) })
      expect(accepted.statusCode, accepted.body).toBe(200)
    },
    move: (token: string, projectId: string, teamId: string | null) => call('POST', `/experience/move-to/${projectId}`, token, { teamId }),
  }
}
