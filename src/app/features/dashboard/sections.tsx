import { useParams } from 'react-router-dom'
import { LIBRARY_CATEGORIES, TUTORIAL_CATEGORIES, tutorialCategoryOrDefault } from '@shared/catalog'
import { ComingSoonPage } from './coming-soon-page'

/* Sections that the projects, library and tutorials work fills in. Each route already exists. */

export function MyProjectsPage() {
  return <ComingSoonPage title="My Projects" subtitle="Everything you have built." note="Your projects will be listed here with filters by tracking type and sorting by date." />
}

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

export function TutorialsPage() {
  const { category } = useParams()
  const current = TUTORIAL_CATEGORIES.find((c) => c.id === tutorialCategoryOrDefault(category))!
  return (
    <ComingSoonPage
      title={`Tutorials · ${current.label}`}
      subtitle={`${current.group}: learn to build with Spatial Studio.`}
      note="Written, step-by-step tutorials for every category are being added."
    />
  )
}

export function TeamsPage() {
  return <ComingSoonPage title="Teams" subtitle="Build together." note="Teams let several people share projects. This section is being added." />
}

export function AnalyticsPage() {
  return <ComingSoonPage title="Analytics" subtitle="How people use your experiences." note="A sample analytics dashboard is being added." />
}

export function NotificationsPage() {
  return <ComingSoonPage title="Notifications" subtitle="Updates about your projects and team." note="Your notifications will appear here." />
}
