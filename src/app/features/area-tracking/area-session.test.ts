import { beforeEach, describe, expect, it } from 'vitest'
import { applyAlignment, type Vec3 } from '@shared/area/align'
import type { AreaPoint } from '@shared/scene/schema'
import { areaPrompt, areaSession, recordTap, residualLine, residualText, resetAreaSession, showsDomOverlay } from './area-session'

const points: AreaPoint[] = [
  { label: 'Door corner', position: [0, 0, 0] },
  { label: 'Table edge', position: [2, 0.75, -1] },
  { label: 'Window sill', position: [-1.5, 0.9, -3] },
]
// The room is the scan turned 40° and moved: the taps are where the points really are.
const truth = { yaw: (40 * Math.PI) / 180, translation: [1.2, 0, -0.7] as Vec3 }
const room = (i: number) => applyAlignment(truth, points[i].position)

describe('an Area Tracking session', () => {
  beforeEach(() => resetAreaSession(points))

  it('asks for each point by name, solves from the second tap on, and ignores taps past the last', () => {
    expect(areaPrompt(areaSession.getState())).toBe('Point at “Door corner” (1 of 3) and tap.')
    recordTap(room(0))
    expect(areaSession.getState().alignment).toBeNull()
    expect(areaPrompt(areaSession.getState())).toBe('Now point at “Table edge” (2 of 3) and tap.')
    recordTap(room(1))
    const two = areaSession.getState().alignment!
    expect(two.yaw).toBeCloseTo(truth.yaw, 6)
    expect(areaPrompt(areaSession.getState())).toBe('Better still, point at “Window sill” (3 of 3) and tap.')
    recordTap(room(2))
    const three = areaSession.getState().alignment!
    expect(three.residual).toBeLessThan(1e-6)
    expect(three.translation.map((v, k) => v - truth.translation[k]).every((d) => Math.abs(d) < 1e-6)).toBe(true)
    expect(areaPrompt(areaSession.getState())).toBe('The room is lined up.')
    recordTap([9, 9, 9])
    expect(areaSession.getState().taps).toHaveLength(3)
    expect(areaSession.getState().alignment).toBe(three)
  })

  it('shows the residual in centimetres when a tap is off', () => {
    recordTap(room(0))
    recordTap(room(1))
    const off = room(2)
    recordTap([off[0] + 0.06, off[1], off[2]])
    const { alignment } = areaSession.getState()
    expect(alignment!.residual).toBeGreaterThan(0.01)
    expect(residualText(alignment!)).toMatch(/^\d+\.\d cm$/)
  })

  it('says when the author left too few points, or points the turn cannot be read from', () => {
    resetAreaSession(points.slice(0, 1))
    expect(areaPrompt(areaSession.getState())).toMatch(/fewer than 2 reference points/)
    resetAreaSession([{ label: 'Low', position: [1, 0, 1] }, { label: 'High', position: [1, 2, 1] }])
    recordTap([0, 0, 0])
    recordTap([0, 2, 0])
    expect(areaSession.getState().alignment).toBeNull()
    expect(areaPrompt(areaSession.getState())).toMatch(/one vertical line/)
  })

  it('words the residual line for the overlay and the in-session prompt alike', () => {
    expect(residualLine(areaSession.getState())).toBeNull()
    for (const i of [0, 1, 2]) recordTap(room(i))
    expect(residualLine(areaSession.getState())).toMatch(/^Lined up from 3 of 3 points · residual \d+\.\d cm$/)
    areaSession.setState({ anchored: true })
    expect(residualLine(areaSession.getState())).toMatch(/ · anchored$/)
  })

  it('after a restore, says what to do under the line that says where the alignment came from', () => {
    areaSession.setState({ alignment: { yaw: 0, translation: [0, 0, 0], residual: 0.004, worst: 0.006 }, restored: true, anchored: true })
    expect(areaPrompt(areaSession.getState())).toBe('To line it up again, point at “Door corner” and tap.')
    expect(residualLine(areaSession.getState())).toBe('Lined up from your last visit · residual 0.4 cm · anchored')
  })

  it('knows a session without a DOM overlay (Quest Browser AR): its prompt must be drawn in the session', () => {
    expect(showsDomOverlay({ domOverlayState: { type: 'screen' } } as unknown as XRSession)).toBe(true)
    expect(showsDomOverlay({} as XRSession)).toBe(false)
  })
})
