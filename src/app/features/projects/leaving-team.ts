import type { Project } from '@shared/api/projects'

/**
 * Where a team's project goes when it leaves the team (the server's rule, worded for the dialogs
 * that ask first): back to the member who made it, whoever moves it out or deletes the team.
 */
export const RETURN_RULE = 'Each member’s projects go back to their authors’ My Projects, and each author is told; your own come to yours.'

/** The author's name when `project` is a team's project made by someone else; null when it would come to me. */
export function returnsTo(project: Pick<Project, 'team' | 'author'>, meId: string | undefined): string | null {
  if (!project.team || !project.author || project.author.id === meId) return null
  return project.author.name || 'its author'
}

const list = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)

/** What the owner reads before deleting a team: the rule, then what it means for these projects. */
export function deleteTeamSummary(projects: Pick<Project, 'team' | 'author'>[], meId: string | undefined): string {
  if (!projects.length) return 'It has no projects.'
  const theirs = projects.map((p) => returnsTo(p, meId)).filter((name): name is string => name !== null)
  const mine = projects.length - theirs.length
  if (projects.length === 1) return `${RETURN_RULE} Its one project ${mine ? 'comes to your My Projects' : `goes back to ${theirs[0]}`}.`
  const parts = [
    mine ? `${mine} ${mine === 1 ? 'comes' : 'come'} to your My Projects` : '',
    theirs.length ? `${theirs.length} ${theirs.length === 1 ? 'goes' : 'go'} back to ${list([...new Set(theirs)])}` : '',
  ].filter(Boolean)
  return `${RETURN_RULE} Of its ${projects.length} projects, ${parts.join(' and ')}.`
}
