import { Glasses } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { EmptyState } from '@app/components/empty-state'

export default function ViewerPage() {
  const { id } = useParams()
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100%', padding: 24 }}>
      <div style={{ width: 'min(560px, 100%)' }}>
        <EmptyState icon={Glasses} title="The public viewer is being built">
          <p>Published experience {id} will show here, ready for AR and VR, in this release.</p>
        </EmptyState>
      </div>
    </main>
  )
}
