import { describe, expect, it } from 'vitest'
import { deleteTeamSummary, RETURN_RULE, returnsTo } from './leaving-team'

const team = { id: 't1', name: 'Studio' }
const by = (id: string, name: string) => ({ team, author: { id, name } })

describe('where a team’s projects go when they leave it', () => {
  it('a project made by someone else goes back to them; one of mine, or a personal one, comes to me', () => {
    expect(returnsTo(by('bob', 'Bob'), 'me')).toBe('Bob')
    expect(returnsTo(by('me', 'Me'), 'me')).toBeNull()
    expect(returnsTo({ team: null, author: { id: 'bob', name: 'Bob' } }, 'me')).toBeNull()
  })

  it('the delete dialog says the rule and counts who gets what', () => {
    expect(deleteTeamSummary([by('me', 'Me'), by('bob', 'Bob'), by('bob', 'Bob'), by('cat', 'Carol')], 'me')).toBe(
      `${RETURN_RULE} Of its 4 projects, 1 comes to your My Projects and 3 go back to Bob and Carol.`,
    )
    expect(deleteTeamSummary([by('bob', 'Bob')], 'me')).toBe(`${RETURN_RULE} Its one project goes back to Bob.`)
    expect(deleteTeamSummary([], 'me')).toBe('It has no projects.')
  })
})
