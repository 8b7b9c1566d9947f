/**
 * Whether a phone can open a link: a loopback or unspecified host names the phone itself, and a
 * `.localhost` or `.local`-less single label resolves nowhere else. Answers the reason, or null.
 */
export function unreachableFromPhone(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return 'This link is not a full address.'
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0' || host === '::') {
    return `This link points at this computer (${url.host}), so a phone that scans the code cannot open it.`
  }
  return null
}
