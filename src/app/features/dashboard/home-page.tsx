import { useSession } from '@app/lib/session-store'
import { useChat } from '../assistant/chat-store'
import { HomeChat } from '../assistant/home-chat'
import { RecentRow, TemplatesRow, TutorialsRow } from './home-rows'
import './home.css'

export default function HomePage() {
  const name = useSession((s) => s.user?.name ?? '')
  // The assistant makes and renames projects: Recent reloads when it does.
  const projectsVersion = useChat((s) => s.projectsVersion)
  return (
    <div className="home">
      <HomeChat userName={name} />
      <RecentRow key={projectsVersion} />
      <TemplatesRow />
      <TutorialsRow />
    </div>
  )
}
