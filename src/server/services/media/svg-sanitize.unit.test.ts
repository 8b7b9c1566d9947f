import { describe, expect, it } from 'vitest'
import { sanitizeSvg } from './svg-sanitize'

const ok = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><path d="M0 0L10 0L10 10Z" fill="url(#g)"/><use href="#g"/></svg>'

describe('sanitizeSvg', () => {
  it('keeps a plain drawing', () => {
    const r = sanitizeSvg(ok)
    expect(r.ok).toBe(true)
    if (r.ok) { expect(r.svg).toContain('<path'); expect(r.svg).toContain('url(#g)') }
  })
  it.each([
    ['<svg><script>alert(1)</script></svg>', 'script'],
    ['<svg><foreignObject><div/></foreignObject></svg>', 'foreignObject'],
    ['<svg><rect onclick="x()"/></svg>', 'event handler'],
    ['<svg><use href="http://evil/x.svg#a"/></svg>', 'external'],
    ['<svg><use xlink:href="data:image/svg+xml,x"/></svg>', 'external'],
    ['<svg><rect style="fill:url(http://evil/x)"/></svg>', 'external'],
    ['<svg><rect style="@import \'x.css\'"/></svg>', 'external'],
    ['<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>', 'entity'],
    ['<svg><rect', 'well-formed'],
    ['<html/>', 'no <svg>'],
  ])('refuses %s', (text, word) => {
    const r = sanitizeSvg(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toContain(word)
  })
  it('drops unknown elements and attributes', () => {
    const r = sanitizeSvg('<svg><image width="1"/><rect width="2" data-x="y"/></svg>')
    expect(r.ok && r.svg).toBe('<svg><rect width="2"></rect></svg>')
  })
  it('escapes text and attribute values once, so a stored title reads as the upload wrote it', () => {
    const r = sanitizeSvg('<svg><title>A &amp; B &lt;c&gt; &#65;</title><rect id="a&amp;b" fill="&quot;x"/></svg>')
    expect(r.ok && r.svg).toBe('<svg><title>A &amp; B &lt;c&gt; A</title><rect id="a&amp;b" fill="&quot;x"></rect></svg>')
    // Sanitizing the stored file again changes nothing (it was not escaped twice).
    if (r.ok) expect(sanitizeSvg(r.svg)).toEqual(r)
  })
  it('reads character references before checking, as a browser would', () => {
    const r = sanitizeSvg('<svg><rect style="fill:url&#40;http://evil/x)"/></svg>')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toContain('external')
  })
})
