import * as z from 'zod'
import { requiredMessage } from '../validation/rules'
import { okEnvelope } from './envelope'
import { projectSchema } from './projects'
import { email } from './users'

/** owner: everything, deletion and moves included; editor: edit and publish; viewer: open and comment. */
export const MEMBER_ROLES = ['owner', 'editor', 'viewer'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]
export const SHARE_ROLES = ['editor', 'viewer'] as const
export type ShareRole = (typeof SHARE_ROLES)[number]

export const ROLE_RANK: Record<MemberRole, number> = { viewer: 1, editor: 2, owner: 3 }
export const ROLE_LABEL: Record<MemberRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' }
export const atLeast = (role: MemberRole | null | undefined, minimum: MemberRole) => Boolean(role) && ROLE_RANK[role!] >= ROLE_RANK[minimum]

/**
 * Copying a project (Duplicate File; Copy of its objects in the editor) makes it the copier's own,
 * to edit and publish: that takes the editor's right. A viewer may look and comment, not take.
 */
export const COPY_ROLE: MemberRole = 'editor'
export const mayCopy = (role: MemberRole | null | undefined) => atLeast(role, COPY_ROLE)

/** Days an invitation link works. */
export const INVITATION_TTL_DAYS = 7

export const TEAM_MESSAGES = {
  notFound: 'Team not found',
  created: 'Team created',
  renamed: 'Team renamed',
  deleted: 'Team deleted',
  invited: 'Invitation sent',
  tooManyInvitations: 'You have sent too many invitations in the last hour.',
  tooManyToAddress: 'This address has been invited too often in the last hour.',
  inviteNotSent: 'The invitation could not be sent. Try again later.',
  alreadyMember: 'This person is already a member of the team',
  invitationInvalid: 'This invitation link is not valid',
  invitationUsed: 'This invitation has already been used',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationOtherAddress: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  joined: 'You joined the team',
  left: 'You left the team',
  memberRemoved: 'Member removed',
  roleChanged: 'Role changed',
  memberNotFound: 'Member not found',
  lastOwner: 'A team needs at least one owner. Make another member an owner first.',
  ownerOnly: 'Only an owner of the team can do this',
  noTeams: 'You currently have no teams',
  noProjects: 'This Team has no projects yet',
} as const

export const ACCESS_MESSAGES = {
  /** A viewer's write, whatever the client showed. */
  viewOnly: 'You can view and comment on this project, but not change it',
  ownerOnly: 'Only the owner of this project can do this',
  moved: 'Project moved',
  shared: 'Project shared',
  unshared: 'Access removed',
  noAccount: 'No account uses this e-mail address',
  selfShare: 'You already have access to this project',
  teamRoleTooLow: 'You need to be an editor or owner of that team to move a project into it',
  copyNeedsEditor: 'Only the owner and editors of this project can copy it',
  returnedToAuthor: 'Project given back to its author',
  authorNotInTeam: 'Its author is not a member of that team and would lose it. Invite them to that team first, or choose My Projects to give it back to them.',
} as const

export const teamName = z
  .string({ error: requiredMessage('team_name') })
  .trim()
  .min(1, requiredMessage('team_name'))
  .max(80, 'team name must be at most 80 characters')

export const teamBody = z.object({ name: teamName })
export const inviteBody = z.object({ email, role: z.enum(MEMBER_ROLES).default('editor') })
export const roleBody = z.object({ role: z.enum(MEMBER_ROLES) })
export const acceptBody = z.object({ token: z.string().min(10).max(200) })
export const tokenParams = z.object({ token: z.string().min(10).max(200) })
const objectId = z.string().regex(/^[0-9a-f]{24}$/, 'id must be 24 lowercase hexadecimal characters')
export const teamParams = z.object({ id: objectId })
export const memberParams = z.object({ id: objectId, userId: objectId })
export const invitationParams = z.object({ id: objectId, invitationId: objectId })

export const moveBody = z.object({ teamId: objectId.nullable() })
export const shareBody = z.object({ email, role: z.enum(SHARE_ROLES) })
export const shareParams = z.object({ id: objectId, userId: objectId })

export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  members: z.number(),
  projects: z.number(),
  created_at: z.string(),
})
export type TeamSummary = z.infer<typeof teamSummarySchema>

/** email: only for the team's owners and for the member themselves; null for everyone else. */
export const memberSchema = z.object({ userId: z.string(), name: z.string(), email: z.string().nullable(), role: z.enum(MEMBER_ROLES), joined_at: z.string() })
export type TeamMember = z.infer<typeof memberSchema>
export const invitationSchema = z.object({ id: z.string(), email: z.string(), role: z.enum(MEMBER_ROLES), expires_at: z.string(), created_at: z.string() })
export type TeamInvitation = z.infer<typeof invitationSchema>

export const teamDetailSchema = teamSummarySchema.extend({
  members: z.number(),
  memberList: z.array(memberSchema),
  /** Pending invitations, for owners only (others get an empty list). */
  invitations: z.array(invitationSchema),
  projectList: z.array(projectSchema),
})
export type TeamDetail = z.infer<typeof teamDetailSchema>

/** What the accept page shows before the invitee accepts. */
export const invitationPreviewSchema = z.object({
  teamName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expires_at: z.string(),
  state: z.enum(['open', 'used', 'expired']),
  /** Whether the signed-in account's address is the invited one. */
  forYou: z.boolean(),
})
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>

/** email: only for the project's owners and for the person themselves; null for everyone else. */
export const shareSchema = z.object({ userId: z.string(), name: z.string(), email: z.string().nullable(), role: z.enum(SHARE_ROLES), created_at: z.string() })
export type ProjectShare = z.infer<typeof shareSchema>

export const teamListEnvelope = okEnvelope(z.array(teamSummarySchema))
export const teamDetailEnvelope = okEnvelope(teamDetailSchema)
export const teamCreatedEnvelope = okEnvelope(z.object({ id: z.string() }))
export const invitationCreatedEnvelope = okEnvelope(z.object({ id: z.string(), expires_at: z.string(), sent: z.boolean() }))
export const invitationPreviewEnvelope = okEnvelope(invitationPreviewSchema)
export const acceptedEnvelope = okEnvelope(z.object({ teamId: z.string(), role: z.enum(MEMBER_ROLES) }))
export const sharesEnvelope = okEnvelope(z.array(shareSchema))
export const accessEnvelope = okEnvelope(z.object({ role: z.enum(MEMBER_ROLES), teamId: z.string().nullable() }))
