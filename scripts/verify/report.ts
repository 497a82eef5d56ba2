import type { VerifyResult } from './check.ts'

const HOSTS = { cloudflare: 'Cloudflare', netlify: 'Netlify', vercel: 'Vercel', nginx: 'nginx' } as const

/** At most a few URLs, then how many more. */
const some = (urls: string[], shown = 6) =>
  urls.length <= shown ? urls.join(', ') : `${urls.slice(0, shown).join(', ')} and ${urls.length - shown} more`

/**
 * The report of `npm run verify`: each problem once, with every URL it was
 * found on and the fix (a header the host does not send is one problem, not
 * one per file), or what was checked when all is well.
 */
export function formatVerify(result: VerifyResult, dist: string): string {
  const { checked } = result
  const asked = checked.pages + checked.files + checked.notFound
  const host = result.host ? ` (served by ${HOSTS[result.host]})` : ''
  const lines = [`verify ${result.origin}${host} against the build in ${dist}/`]
  const groups = new Map<string, { what: string; fix: string; urls: string[] }>()
  for (const p of result.problems) {
    const key = `${p.what}\n${p.fix}`
    const group = groups.get(key) ?? { what: p.what, fix: p.fix, urls: [] }
    group.urls.push(p.url)
    groups.set(key, group)
  }
  for (const group of groups.values()) {
    lines.push(
      `✖ ${group.urls.length === 1 ? group.urls[0] : `${group.urls.length} URLs`}: ${group.what}`,
      ...(group.urls.length > 1 ? [`    on ${some(group.urls)}`] : []),
      `    fix: ${group.fix}`,
    )
  }
  if (groups.size === 0)
    lines.push(
      `✔ ${checked.pages} pages: 200 without a redirect, the build's headers and policy, each page as built`,
      `✔ ${checked.files} other files: 200 with the build's headers; sitemap.xml and robots.txt as built`,
      `✔ unknown URLs: 404 with the 404 page and the headers (${checked.notFound} checked)`,
    )
  for (const note of result.notes) lines.push(`note: ${note}`)
  const urls = new Set(result.problems.map((p) => p.url)).size
  lines.push(
    groups.size === 0
      ? `${asked} URLs answer as built`
      : `${groups.size} problem${groups.size > 1 ? 's' : ''} on ${urls} of ${asked} URLs`,
  )
  return lines.join('\n')
}
