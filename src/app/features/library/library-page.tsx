import { Box, Film, Image as ImageIcon, Music, PackageOpen, Search, Type } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { NavLink, useParams } from 'react-router-dom'
import type { LibraryCard, LibraryGroups } from '@shared/api/library'
import { LIBRARY_CATEGORIES } from '@shared/catalog'
import { LIBRARY_SEARCH_DEBOUNCE_MS } from '@shared/constants'
import { EmptyState } from '@app/components/empty-state'
import { api } from '@app/lib/api'
import { fetchTemplates, TemplateCard, type IndustryTemplate } from '../templates/templates'
import './library.css'

const PREVIEW = 4
const TYPE_ICON: Record<string, typeof Box> = { '3D': Box, image: ImageIcon, video: Film, audio: Music, text: Type }

function Card({ card }: { card: LibraryCard }) {
  const Icon = TYPE_ICON[card.type] ?? Box
  return (
    <article className="lib-card" data-testid="library-card" title={card.description}>
      <div className="lib-thumb">
        <img src={card.thumbnail} alt="" loading="lazy" />
        <span className="lib-type"><Icon size={12} /> {card.type}</span>
      </div>
      <div className="lib-meta">
        <h3>{card.name}</h3>
        <p>{card.description}</p>
      </div>
    </article>
  )
}

function Group({ subtype, cards }: { subtype: string; cards: LibraryCard[] }) {
  const [all, setAll] = useState(false)
  const label = subtype === 'search_results' ? 'Search results' : subtype
  return (
    <section className="lib-group" aria-label={label}>
      <div className="lib-group-head">
        <h2>{label} <span className="muted">({cards.length})</span></h2>
        {cards.length > PREVIEW && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAll((v) => !v)}>{all ? 'View less' : 'View all'}</button>
        )}
      </div>
      <div className="lib-grid">{(all ? cards : cards.slice(0, PREVIEW)).map((c) => <Card key={c._id} card={c} />)}</div>
    </section>
  )
}

export default function LibraryPage() {
  const { category } = useParams()
  const current = LIBRARY_CATEGORIES.find((c) => c.id === category)
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [groups, setGroups] = useState<LibraryGroups>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const timer = useRef<number>(undefined)

  // Search runs 2000 ms after typing stops; blank text restores the list at once.
  const onType = (value: string) => {
    setText(value)
    window.clearTimeout(timer.current)
    if (!value.trim()) return setQuery('')
    timer.current = window.setTimeout(() => setQuery(value.trim()), LIBRARY_SEARCH_DEBOUNCE_MS)
  }
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const [templates, setTemplates] = useState<IndustryTemplate[]>([])
  useEffect(() => {
    if (current?.id !== 'templates') return
    let live = true
    fetchTemplates().then((list) => live && setTemplates(list)).catch(console.error)
    return () => {
      live = false
    }
  }, [current])

  useEffect(() => {
    let live = true
    setLoading(true)
    const request = query
      ? api.get<{ data: LibraryGroups; total: number }>(`/library/search?query=${encodeURIComponent(query)}`)
      : api.get<{ data: LibraryGroups; total: number }>(`/library${current ? `?type=${encodeURIComponent(current.id)}` : ''}`)
    request
      .then((r) => live && (setGroups(r.data.data), setTotal(r.data.total)))
      .catch((e) => {
        console.error(e)
        if (live) (setGroups([]), setTotal(0))
      })
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [query, current])

  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-title">Library</h1>
          <p className="page-subtitle">{loading && current?.id !== 'templates' ? 'Loading assets…' : `Showing "${current?.id === 'templates' && !query ? templates.length : total} Assets"${current && !query ? ` in ${current.label}` : ''}`}</p>
        </div>
        <label className="lib-search">
          <Search size={16} aria-hidden="true" />
          <input type="search" placeholder="Search models, images, sounds…" aria-label="Search the library" value={text} onChange={(e) => onType(e.target.value)} />
        </label>
      </div>
      <nav className="lib-tabs" aria-label="Library categories">
        <NavLink to="/dashboard/library" end className="tutorial-tab">All</NavLink>
        {LIBRARY_CATEGORIES.map((c) => <NavLink key={c.id} to={`/dashboard/library/${c.id}`} className="tutorial-tab">{c.label}</NavLink>)}
      </nav>
      {current?.id === 'templates' && !query && templates.length > 0 && (
        <section className="lib-group" aria-label="Industry templates">
          <div className="lib-group-head"><h2>Industry templates <span className="muted">({templates.length})</span></h2></div>
          <div className="template-grid">{templates.map((t) => <TemplateCard key={t._id} template={t} />)}</div>
        </section>
      )}
      {current?.id === 'templates' && !query ? null : loading ? (
        <div className="loading-line" role="status"><span className="spinner" aria-hidden="true" /> Loading assets…</div>
      ) : total === 0 ? (
        <EmptyState icon={PackageOpen} title="No assets found">
          <p>{query ? 'Try another word, or clear the search.' : 'Nothing in this category yet.'}</p>
        </EmptyState>
      ) : (
        groups.map((g) => <Group key={g.subtype} subtype={g.subtype} cards={g.data} />)
      )}
    </>
  )
}
