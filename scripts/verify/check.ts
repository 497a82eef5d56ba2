/**
 * Checks a deployed site from outside against its build (scripts/verify/build.ts):
 * - every page URL answers 200 with no redirect, HTML, the headers of the
 *   build's `_headers` (the site-wide policy included) and the page as built,
 *   its own `<meta>` policy first of all;
 * - every other file answers 200 with its headers; sitemap.xml and robots.txt
 *   as built;
 * - an unknown URL under each folder that has a 404 page answers 404 with
 *   that page and the headers.
 * Every problem names the URL, says what is wrong and what to do.
 */
import { readFileSync } from 'node:fs'
import { metaPolicyOf, type BuiltSite, type Header } from './build.ts'
import { contentFix, headersFix, hostOf, missingFix, notFoundFix, redirectFix, type Host } from './fixes.ts'

export interface VerifyProblem {
  /** The URL path that answered wrongly. */
  url: string
  what: string
  fix: string
}

export interface VerifyResult {
  origin: string
  /** The host that answered, when its headers say. */
  host: Host | null
  problems: VerifyProblem[]
  /** How many URLs were asked, by kind. */
  checked: { pages: number; files: number; notFound: number }
  /** Remarks that are not problems (e.g. the build names another origin). */
  notes: string[]
}

export interface VerifyOptions {
  /** Requests in flight at once. */
  concurrency?: number
  /** Per request. */
  timeoutMs?: number
}

/** A path no build has: asked under each folder that has a 404 page. */
export const UNKNOWN = '__verify-no-such-page__/'

const norm = (value: string) => value.trim().replace(/\s+/g, ' ').replace(/;\s*$/, '')
const short = (value: string) => (value.length > 90 ? `${value.slice(0, 87)}…` : value)

/** Directive → sources of a policy. */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) out.set(name.toLowerCase(), sources)
  }
  return out
}

/** How a served policy differs from the built one, directive by directive. */
export function policyDiff(built: string, served: string): string {
  if (/,\s*[a-z-]+-src\s/i.test(served))
    return 'two policies joined with a comma: a header rule of the host adds its own'
  const want = directives(built)
  const got = directives(served)
  const out: string[] = []
  for (const [name, sources] of want) {
    const have = got.get(name)
    if (!have) {
      out.push(`${name} missing`)
      continue
    }
    const lacks = sources.filter((s) => !have.includes(s))
    const extra = have.filter((s) => !sources.includes(s))
    if (lacks.length) out.push(`${name} lacks ${lacks.map(short).join(' ')}`)
    if (extra.length) out.push(`${name} has extra ${extra.map(short).join(' ')}`)
  }
  for (const name of got.keys()) if (!want.has(name)) out.push(`extra ${name}`)
  return out.join('; ') || 'the same directives in another form'
}

/**
 * Reads a body to its end: a file that arrives whole is part of "answers 200",
 * and a connection closed mid-answer makes servers log a broken pipe.
 */
const drain = async (res: Response) => {
  await res.arrayBuffer()
}

async function pool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await run(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane))
}

/**
 * Asks the deployed site at `originInput` for every URL of the build and
 * returns each problem found (an unreachable origin throws instead).
 */
export async function verifySite(
  originInput: string,
  build: BuiltSite,
  options: VerifyOptions = {},
): Promise<VerifyResult> {
  const origin = new URL(originInput).origin
  const problems: VerifyProblem[] = []
  let host: Host | null = null
  const report = (url: string, what: string, fix: string) => problems.push({ url, what, fix })
  const get = async (path: string) => {
    const res = await fetch(new URL(path, origin), {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    })
    host ??= hostOf(res.headers)
    return res
  }

  /** The response, or null after reporting what went wrong (a failure, a redirect, another status). */
  const answer = async (path: string, status = 200): Promise<Response | null> => {
    let res: Response
    try {
      res = await get(path)
    } catch (error) {
      report(
        path,
        `no answer (${(error as Error).cause ?? (error as Error).message})`,
        'check that the site is deployed at this origin',
      )
      return null
    }
    if (res.status === status) return res
    await drain(res)
    const location = res.headers.get('location')
    if (res.status >= 300 && res.status < 400 && location) {
      const to = new URL(location, new URL(path, origin))
      const where = to.origin === origin ? to.pathname + to.search : to.href
      report(
        path,
        `answers ${res.status}, a redirect to ${where}, instead of ${status}`,
        redirectFix(new URL(path, origin), to, host),
      )
    } else if (status === 404) report(path, `an unknown URL answers ${res.status}, not 404`, notFoundFix(host))
    else report(path, `answers ${res.status}`, missingFix(res.status))
    return null
  }

  const expectHeaders = (path: string, res: Response, expected: Header[], notFound = false) => {
    for (const [name, value] of expected) {
      // A 404 is never cached immutable; hosts answer it with their own caching (Cloudflare: no-store).
      if (notFound && name.toLowerCase() === 'cache-control') continue
      const served = res.headers.get(name)
      if (served === null) report(path, `${name} header missing (the build sets "${short(value)}")`, headersFix(host))
      else if (norm(served) !== norm(value))
        report(
          path,
          name.toLowerCase() === 'content-security-policy'
            ? `${name} header differs from the build's: ${policyDiff(value, served)}`
            : `${name} header is "${short(served)}", the build says "${short(value)}"`,
          headersFix(host),
        )
    }
  }

  /** The served document against the built one: its own policy first, then every byte. */
  const expectDocument = (path: string, served: string, file: string) => {
    const built = readFileSync(file, 'utf8')
    if (served === built) return
    const want = metaPolicyOf(built)
    const got = metaPolicyOf(served)
    if (want && !got)
      report(path, "the page's own policy (<meta> Content-Security-Policy) is missing", contentFix(host))
    else if (want && got && norm(want) !== norm(got))
      report(path, `the page's own policy differs from the build's: ${policyDiff(want, got)}`, contentFix(host))
    else report(path, `the served document differs from ${file}`, contentFix(host))
  }

  // Reachable at all? One clear message rather than one per URL.
  try {
    await drain(await get('/'))
  } catch (error) {
    throw new Error(`${origin} does not answer (${(error as Error).cause ?? (error as Error).message})`)
  }

  const concurrency = options.concurrency ?? 6
  await pool(build.pages, concurrency, async (path) => {
    const res = await answer(path)
    if (!res) return
    expectHeaders(path, res, build.headersFor(path))
    const type = res.headers.get('content-type') ?? ''
    if (!type.includes('text/html')) report(path, `Content-Type is "${type}", not text/html`, headersFix(host))
    expectDocument(path, await res.text(), build.fileOf(path))
  })
  await pool(build.files, concurrency, async (path) => {
    const res = await answer(path)
    if (!res) return
    expectHeaders(path, res, build.headersFor(path))
    if (/^\/(sitemap\.xml|robots\.txt)$/.test(path)) expectDocument(path, await res.text(), build.fileOf(path))
    else await drain(res)
  })
  const notFound = [...build.notFound]
  await pool(notFound, concurrency, async ([dir, file]) => {
    const path = `${dir}${UNKNOWN}`
    const res = await answer(path, 404)
    if (!res) return
    expectHeaders(path, res, build.headersFor(path), true)
    const served = await res.text()
    // Another folder's 404 page (the English one under /es/): the host lacks the build's rule for this folder.
    const other = notFound.find(([, f]) => f !== file && served === readFileSync(build.fileOf(f), 'utf8'))
    if (other) report(path, `answers with ${other[1]}, not ${file}`, notFoundFix(host))
    else expectDocument(path, served, build.fileOf(file))
  })

  const notes: string[] = []
  if (build.origin && build.origin !== origin)
    notes.push(
      `the build's canonical URLs and sitemap name ${build.origin}, not ${origin}: right for a preview; for the production address, build with SITE_ORIGIN=${origin}`,
    )
  const order = new Map([...build.pages, ...build.files].map((path, i) => [path, i]))
  problems.sort((a, b) => (order.get(a.url) ?? 1e9) - (order.get(b.url) ?? 1e9))
  return {
    origin,
    host,
    problems,
    checked: { pages: build.pages.length, files: build.files.length, notFound: notFound.length },
    notes,
  }
}
