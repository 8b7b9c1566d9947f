import { FolderOpen, Plus, Users } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@app/components/empty-state'
import { Modal } from '@app/components/modal'
import './teams.css'

/** Teams (spec: no teams yet, an 'Add a Team' action, a team area with no projects). */
export default function TeamsPage() {
  const [adding, setAdding] = useState(false)
  return (
    <div className="teams">
      <div className="page-header">
        <div>
          <h1 className="page-title">Teams</h1>
          <p className="page-subtitle">Build experiences together and share projects with your teammates.</p>
        </div>
      </div>

      <EmptyState icon={Users} title="You currently have no teams">
        <p className="teams-empty-text">Create a team to invite people and work on the same projects.</p>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          <Plus size={16} />
          Add a Team
        </button>
      </EmptyState>

      <section className="card teams-example" aria-labelledby="teams-example-title">
        <header className="teams-example-header">
          <span className="teams-example-avatar" aria-hidden="true">T</span>
          <div className="teams-example-heading">
            <h2 id="teams-example-title">Team projects</h2>
            <p className="muted">Projects shared with a team appear here.</p>
          </div>
          <span className="badge">Example</span>
        </header>
        <div className="teams-example-body">
          <FolderOpen size={22} aria-hidden="true" />
          <p>This Team has no projects yet</p>
        </div>
      </section>

      {adding && (
        <Modal
          title="Add a Team"
          onClose={() => setAdding(false)}
          actions={
            <button type="button" className="btn btn-outline" onClick={() => setAdding(false)}>
              Close
            </button>
          }
        >
          <p className="muted teams-modal-text">
            Team workspaces are not available yet in this release. Sharing projects with your teammates is coming
            soon; until then, every project stays in your own account.
          </p>
        </Modal>
      )}
    </div>
  )
}
