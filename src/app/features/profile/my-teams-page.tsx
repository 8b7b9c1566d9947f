import { ArrowRight, Users } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@app/components/empty-state'

/**
 * /profile/my-team. Teams has no memberships to list yet (its page shows the spec's
 * 'You currently have no teams'), so this says the same thing rather than inventing teams.
 */
export function MyTeamsPage() {
  return (
    <EmptyState icon={Users} title="You currently have no teams">
      <p className="profile-empty-text">Teams you create or are invited to will be listed here with your role in each.</p>
      <Link to="/dashboard/teams" className="btn btn-outline">
        Go to Teams <ArrowRight size={16} />
      </Link>
    </EmptyState>
  )
}
