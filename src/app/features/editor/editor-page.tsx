import { Boxes } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { EmptyState } from '@app/components/empty-state'

export default function EditorPage() {
  const { id } = useParams()
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100%', padding: 24 }}>
      <div style={{ width: 'min(560px, 100%)' }}>
        <EmptyState icon={Boxes} title="The scene editor is being built">
          <p>Project {id} will open here in the 3D editor in this release.</p>
          <Link className="btn btn-outline" to="/dashboard">Back to dashboard</Link>
        </EmptyState>
      </div>
    </main>
  )
}
