// Writes src/server/routes/analytics/time-zone-countries.json: each IANA time zone name a browser
// may report (Intl's timeZone), canonical or a backward link such as Asia/Calcutta, mapped to its
// ISO 3166 country code, from the system's tzdata (public domain): zone.tab for the zones, tzdata.zi
// for the links. Zones of no country (UTC, Etc/GMT+3) are left out. Run: node scripts/gen-time-zone-countries.mjs
import fs from 'node:fs'

const ZONEINFO = process.env.ZONEINFO ?? '/usr/share/zoneinfo'
const zones = {}
for (const line of fs.readFileSync(`${ZONEINFO}/zone.tab`, 'utf8').split('\n')) {
  if (!line || line.startsWith('#')) continue
  const [code, , zone] = line.split('\t')
  zones[zone] = code
}
const zi = fs.readFileSync(`${ZONEINFO}/tzdata.zi`, 'utf8')
for (const line of zi.split('\n')) {
  const [tag, target, link] = line.split(' ')
  if (tag === 'L' && zones[target] && !zones[link]) zones[link] = zones[target]
}
const sorted = Object.fromEntries(Object.entries(zones).sort(([a], [b]) => (a < b ? -1 : 1)))
const out = new URL('../src/server/routes/analytics/time-zone-countries.json', import.meta.url)
fs.writeFileSync(out, `${JSON.stringify(sorted, null, 0).replace(/,"/g, ',\n"')}\n`)
console.log(`${Object.keys(sorted).length} time zones (tzdata ${/^# version (\S+)/m.exec(zi)?.[1] ?? '?'}) -> ${out.pathname}`)
