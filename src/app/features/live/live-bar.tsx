import { useLive } from './live-store'
import './live.css'

// An agent's name ends with whose agent it is, "(agent of …)": its initials are its own name's.
const initials = (name: string) =>
  name
    .replace(/\s*\(.*\)\s*$/, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?'

/** Who else is in the scene (one avatar per person, in their colour) and whether changes wait for the server. */
export function LiveBar() {
  const status = useLive((s) => s.status)
  const waiting = useLive((s) => s.waiting)
  const peers = useLive((s) => s.peers)
  const role = useLive((s) => s.role)
  if (status === 'off') return null
  // One avatar per person, however many tabs they have open; an agent is its own (it acts for a person, under its token's name).
  const people = [...new Map(peers.map((p) => [p.agent ? p.clientId : p.userId, p])).values()]
  const offline = status === 'offline' || status === 'closed'
  return (
    <div className="live-bar" data-testid="live-bar">
      <ul className="live-avatars" aria-label="People in this scene">
        {people.map((p) => (
          <li key={p.agent ? p.clientId : p.userId} className="live-avatar" style={{ background: p.color }} title={`${p.name}${p.role === 'viewer' ? ' (viewing)' : ''}`} data-peer={p.name}>
            {initials(p.name)}
          </li>
        ))}
      </ul>
      {role === 'viewer' && <span className="live-badge">View only</span>}
      <span className={`live-status ${offline ? 'is-offline' : status === 'online' ? 'is-online' : ''}`} role="status" data-testid="live-status">
        {offline ? `Offline — ${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting` : status === 'online' ? (waiting ? `Saving ${waiting}…` : 'Live') : 'Connecting…'}
      </span>
    </div>
  )
}
