/**
 * Reads a Netlify / Cloudflare Pages `_headers` file: a path pattern line,
 * then indented `Name: value` lines. Patterns support a trailing `*` and
 * `:placeholder` segments; every matching block applies, in order.
 */
export interface HeaderRule {
  pattern: string
  headers: [string, string][]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trimStart().startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const colon = raw.indexOf(':')
    if (!rule || colon < 0) continue
    rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()])
  }
  return rules
}

/** Whether a `_headers` path pattern matches a request path. */
export function matches(pattern: string, path: string): boolean {
  const re = new RegExp(
    '^' +
      pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+'))
        .join('.*') +
      '$',
  )
  return re.test(path)
}

/** Headers for a request path; later rules override earlier ones of the same name. */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const rule of rules) if (matches(rule.pattern, path)) for (const [k, v] of rule.headers) out.set(k, v)
  return out
}
