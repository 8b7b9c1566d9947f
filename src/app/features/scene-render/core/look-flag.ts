/**
 * The studio look (environment light, tone mapping, soft and contact shadows, night fill,
 * emissive lights, gradient backdrop) is on unless the page is opened with `?look=plain`:
 * the benchmark measures the editor with and without it in one run.
 */
export function studioLookOn(): boolean {
  if (typeof location === 'undefined') return true
  return new URLSearchParams(location.search).get('look') !== 'plain'
}
