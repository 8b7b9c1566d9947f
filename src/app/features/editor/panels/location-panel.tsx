import { MapPin } from 'lucide-react'
import { useEffect, useState } from 'react'
import { geodesic, geoProblem, offsetPoint } from '@shared/geo/geodesy'
import type { LocationSettings, SceneNode } from '@shared/scene/schema'
import { docStore, useDoc } from '../editor-store'
import '../../location-ar/location.css'

type Anchor = NonNullable<LocationSettings['anchor']>
const FIELDS = [
  ['latitude', 'Latitude (°)', 0.000001],
  ['longitude', 'Longitude (°)', 0.000001],
  ['altitude', 'Altitude (m)', 0.1],
  ['heading', 'Heading (° from north)', 1],
] as const

function commitLocation(label: string, location: LocationSettings) {
  docStore.getState().commit(label, [{ op: 'settings', patch: { location } }], `location:${label}`)
}

/** Four number fields; the values are committed together once they make a valid place. */
function CoordinateFields({ value, fields, onCommit }: { value: Record<string, number>; fields: readonly (readonly [string, string, number])[]; onCommit: (next: Record<string, number>) => string | null }) {
  const [text, setText] = useState(() => Object.fromEntries(fields.map(([k]) => [k, String(value[k] ?? '')])))
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => setText(Object.fromEntries(fields.map(([k]) => [k, String(value[k] ?? '')]))), [value, fields])
  const commit = () => {
    const next = Object.fromEntries(fields.map(([k]) => [k, text[k].trim() === '' ? Number.NaN : Number(text[k])]))
    setProblem(onCommit(next))
  }
  return (
    <div className="location-fields">
      {fields.map(([key, label, step]) => (
        <label key={key} className="location-field">
          <span>{label}</span>
          <input className="input" type="number" step={step} aria-label={label} value={text[key]} onChange={(e) => setText({ ...text, [key]: e.target.value })} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />
        </label>
      ))}
      {problem && <p className="location-problem" role="alert">{problem}</p>}
    </div>
  )
}

/**
 * The Location-Based AR project's place, without a map: the anchor's coordinates and the heading
 * its -z axis faces (from the zip, or typed from a phone's compass app standing there).
 */
export function LocationPanel() {
  const location = useDoc((s) => s.doc.settings.location)
  if (!location) return null
  const anchor: Partial<Anchor> = location.anchor ?? {}
  return (
    <section className="location-panel" aria-label="Location" data-testid="location-panel">
      <div className="panel-heading"><MapPin size={14} /> Location anchor</div>
      {!location.anchor && <p className="location-problem">This place has no coordinates yet: the viewer cannot show it until they are set.</p>}
      <CoordinateFields
        value={anchor as Record<string, number>}
        fields={FIELDS}
        onCommit={(next) => {
          const point = { latitude: next.latitude, longitude: next.longitude, altitude: Number.isNaN(next.altitude) ? 0 : next.altitude, heading: Number.isNaN(next.heading) ? 0 : ((next.heading % 360) + 360) % 360 }
          const problem = geoProblem(point)
          if (!problem) commitLocation('Set location', { ...location, anchor: point })
          return problem
        }}
      />
      <p className="muted">The scene's origin stands at these coordinates and its back (−Z) faces the heading. The grey scan shows the place; it is not published.</p>
    </section>
  )
}

/** A selected top-level object's own coordinates: a point of interest away from the anchor. */
export function LocationPinPanel({ node }: { node: SceneNode }) {
  const location = useDoc((s) => s.doc.settings.location)
  if (!location || node.parentId) return null
  const pin = location.pins?.[node.id]
  const anchor = location.anchor
  const pins = { ...(location.pins ?? {}) }
  const far = pin && anchor ? geodesic(anchor, pin) : null
  return (
    <details open className="panel-details location-panel" data-testid="location-pin-panel">
      <summary>Location pin</summary>
      {pin ? (
        <>
          <CoordinateFields
            value={pin as unknown as Record<string, number>}
            fields={FIELDS.slice(0, 3)}
            onCommit={(next) => {
              const point = { latitude: next.latitude, longitude: next.longitude, altitude: Number.isNaN(next.altitude) ? 0 : next.altitude }
              const problem = geoProblem(point)
              if (!problem) commitLocation('Move pin', { ...location, pins: { ...pins, [node.id]: point } })
              return problem
            }}
          />
          {far && <p className="muted">{Math.round(far.distance)} m from the anchor, bearing {Math.round(far.bearing)}°.</p>}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => {
            delete pins[node.id]
            commitLocation('Unpin', { ...location, pins })
          }}>Back to the anchor</button>
        </>
      ) : (
        <>
          <p className="muted">Shown at the anchor. Pin it to its own coordinates to mark a place further away.</p>
          <button type="button" className="btn btn-outline btn-sm" disabled={!anchor} title={anchor ? undefined : 'Set the anchor\'s coordinates first'} onClick={() => {
            // Starts 100 m ahead of the anchor, along its heading: the author then types the real place.
            const h = ((anchor!.heading) * Math.PI) / 180
            const start = offsetPoint(anchor!, 100 * Math.sin(h), 100 * Math.cos(h))
            commitLocation('Pin to coordinates', { ...location, pins: { ...pins, [node.id]: { latitude: start.latitude, longitude: start.longitude, altitude: anchor!.altitude } } })
          }}>Pin to coordinates</button>
        </>
      )}
    </details>
  )
}
