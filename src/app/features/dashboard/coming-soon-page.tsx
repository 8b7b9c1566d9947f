import { Hammer } from 'lucide-react'
import { EmptyState } from '@app/components/empty-state'

/** An honest page for a section that a later release fills: it says so instead of pretending. */
export function ComingSoonPage({ title, subtitle, note }: { title: string; subtitle: string; note: string }) {
  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{subtitle}</p>
        </div>
      </div>
      <EmptyState icon={Hammer} title="Coming in this release">
        <p style={{ maxWidth: 460 }}>{note}</p>
      </EmptyState>
    </>
  )
}
