import { PUBLISH_MESSAGES } from '@shared/api/publish'

/**
 * The viewer's page for an id that has no published scene (unknown, unpublished, malformed): a
 * message and a way on, in a few hundred bytes of HTML and no script. It used to be the viewer's
 * page, which then loaded the React page, R3F and two builds' three.js (637 KB of JavaScript)
 * only to say the same thing.
 */
export function notFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover">
<meta name="theme-color" content="#090b10">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${PUBLISH_MESSAGES.sceneNotFound} · Spatial Studio</title>
<style>
html,body{height:100%;margin:0;background:radial-gradient(120% 90% at 50% 0%,#1b2030 0%,#0b0d12 70%);color:#e8ebf2;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{min-height:100%;display:grid;place-items:center;padding:24px;box-sizing:border-box}
.card{max-width:420px;text-align:center}
.mark{width:56px;height:56px;margin:0 auto 20px;border-radius:16px;background:#1f2433;display:grid;place-items:center;box-shadow:inset 0 0 0 1px #2c3346}
h1{font-size:22px;font-weight:650;margin:0 0 8px;letter-spacing:-.01em}
p{margin:0 0 24px;color:#a5acbd}
a{display:inline-block;padding:10px 18px;border-radius:10px;background:#4f6bff;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:2px solid #fff;outline-offset:2px}
</style>
</head>
<body>
<main>
<div class="card" role="alert">
<div class="mark" aria-hidden="true"><svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="#8b93a7" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="M12 2 3 7v10l9 5 9-5V7z"/><path d="M3 7l9 5 9-5M12 12v10"/></svg></div>
<h1>${PUBLISH_MESSAGES.sceneNotFound}</h1>
<p>The link may be wrong, or the experience has not been published yet.</p>
<a href="/" target="_top">Open Spatial Studio</a>
</div>
</main>
</body>
</html>
`
}
