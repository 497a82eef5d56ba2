/**
 * Names derived from a route path: the copy namespace, the locale file name
 * and a default title. One rule for every page, so nobody has to choose.
 */

/** "pricing-plans" → "pricingPlans"; "big-hero" → "bigHero". */
export function camelCase(text: string): string {
  return text.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** Path segments: "/solutions/pricing" → ["solutions", "pricing"]. */
export const segments = (path: string): string[] => path.split('/').filter(Boolean)

/**
 * The copy namespace of a page: all its path segments in camelCase, flat
 * ("/pricing" → "pricing", "/vs/hubspot" → "vsHubspot"), so one key names the
 * page whichever folder its copy lives in. Flat rather than nested like the
 * hand-written `vs.madgicx`: a new namespace never has to be merged into an
 * existing object.
 */
export function namespaceOf(path: string): string {
  const [first = '', ...rest] = segments(path).map(camelCase)
  const name = first + rest.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('')
  // Copy keys and import names start with a letter: "/2025-report" → "page2025Report".
  return /^[0-9]/.test(name) ? `page${name}` : name
}

/** File name of English-only copy: "/vs/hubspot" → "vs-hubspot.ts" (like vs-madgicx.ts). */
export const englishOnlyFileOf = (path: string): string => `${segments(path).join('-')}.ts`

/** Default title from the last segment: "/pricing-plans" → "Pricing plans". */
export function titleOf(path: string): string {
  const words = (segments(path).at(-1) ?? '').replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
