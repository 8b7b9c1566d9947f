// @vitest-environment jsdom
import { act } from 'react'
import { expect, it } from 'vitest'
import type { AnalyticsReport as Report } from '@shared/api/analytics'
import { useDomRoot } from '../../../../tests/support/dom-root'
import { AnalyticsReport } from './analytics-report'

const dom = useDomRoot()
const report = (patch: Partial<Report>): Report => ({
  from: '2026-11-19',
  to: '2026-11-25',
  project: null,
  totals: { views: 0, visitors: 0, arEntries: 0, vrEntries: 0, quickLook: 0, sceneViewer: 0, triggers: 0 },
  series: [],
  devices: [],
  os: [],
  countries: [],
  ttff: { count: 0, avgMs: null },
  timeSpent: { count: 0, avgMs: null },
  taps: [],
  ...patch,
})
const segmentation = () => dom.container.querySelector('section[aria-label="User Segmentation"]')!

it('lists the views per country in User Segmentation, with a flag, its share, and the unplaced views as Unknown', () => {
  const totals = { views: 4, visitors: 3, arEntries: 0, vrEntries: 0, quickLook: 0, sceneViewer: 0, triggers: 0 }
  act(() =>
    dom.root.render(
      <AnalyticsReport
        report={report({ totals, devices: [{ key: 'phone', count: 4 }], os: [{ key: 'Android', count: 4 }], countries: [{ key: 'IN', count: 2 }, { key: 'FR', count: 1 }, { key: '', count: 1 }] })}
      />,
    ),
  )
  const rows = [...segmentation().querySelectorAll('[data-testid="report-countries"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))
  expect(rows).toEqual([
    ['India', '2', '50%'],
    ['FRFrance', '1', '25%'],
    ['Unknown', '1', '25%'],
  ])
  const flags = segmentation().querySelectorAll('[data-testid="report-countries"] svg.country-flag')
  expect(flags).toHaveLength(2)
  // India's own colours; France, not among the spec's flags, a plain tile with its code.
  expect(flags[0].innerHTML).toContain('#ff9933')
  expect(flags[1].querySelector('text')?.textContent).toBe('FR')
})

it('says there is no data rather than showing an empty country table', () => {
  act(() => dom.root.render(<AnalyticsReport report={report({})} />))
  expect(segmentation().textContent).toContain('No data yet for this range.')
  expect(segmentation().querySelector('[data-testid="report-countries"]')).toBeNull()
})
