import { useParams } from 'react-router-dom'
import { LIBRARY_CATEGORIES } from '@shared/catalog'
import { ComingSoonPage } from './coming-soon-page'

/* The library section, until the starter library and its search land. */

export function LibraryPage() {
  const { category } = useParams()
  const label = LIBRARY_CATEGORIES.find((c) => c.id === category)?.label
  return (
    <ComingSoonPage
      title={label ? `Library · ${label}` : 'Library'}
      subtitle="Models, images, sounds and templates ready to drop into a scene."
      note="The starter library (3D models, images, audio, video and templates) with search is being added."
    />
  )
}
