/**
 * What copy must not type: the values `{placeholders}` stand for. The brand
 * and legal name, the contact address and the site's origin come from the
 * deploy config; each figure of site.facts.ts as its language writes it
 * ("$500", "200+"; "US$500", "+200"). Typed into copy, a value silently
 * disagrees with the configured one the day it changes.
 */
import { statementPlaceholders, type StatementInputs } from '../../locales/statements.ts'
import { DEFAULT_LANG, type Lang } from '../../site/lang.ts'
import { escapeRegExp } from '../../site/escape.ts'

/** A configured value and the placeholders that write it. */
export interface Literal {
  /** The value as the language writes it. */
  text: string
  /** Placeholder names with this value (two facts may share one value). */
  placeholders: string[]
  /** What it is, for the message. */
  kind: 'brand name' | 'legal name' | 'postal address' | 'contact email' | 'site address' | 'figure'
}

/** Config placeholders, their kind and the variable that sets them (site/config.ts). */
export const CONFIG_PLACEHOLDERS: Record<string, { kind: Literal['kind']; variable: string }> = {
  brand: { kind: 'brand name', variable: 'SITE_BRAND' },
  legalName: { kind: 'legal name', variable: 'SITE_LEGAL_NAME' },
  legalAddress: { kind: 'postal address', variable: 'SITE_LEGAL_ADDRESS' },
  email: { kind: 'contact email', variable: 'CONTACT_EMAIL' },
  siteUrl: { kind: 'site address', variable: 'SITE_ORIGIN' },
}

/** Every input of the statements written as its own `{placeholder}` (a new input is a compile error here until listed). */
const AS_PLACEHOLDERS: StatementInputs = {
  responseHours: '{responseHours}',
  migration: '{migration}',
  price: '{price}',
  firstCampaign: '{firstCampaign}',
  roiBoost: '{roiBoost}',
  roasTypical: '{roasTypical}',
  roasTypicalSample: '{roasTypicalSample}',
  timeSaved: '{timeSaved}',
  timeSavedTypical: '{timeSavedTypical}',
  timeSavedSample: '{timeSavedSample}',
  onboarding: '{onboarding}',
  reportAckHours: '{reportAckHours}',
}
const asPlaceholders = () => AS_PLACEHOLDERS

/** The names of the statement placeholders (whole sentences built from figures, locales/statements.ts). */
export const STATEMENT_NAMES: ReadonlySet<string> = new Set(
  Object.keys(statementPlaceholders(DEFAULT_LANG, asPlaceholders())),
)

/**
 * Whether a fact's value is distinctive enough to look for: it has a digit
 * and something besides digits ("$500", "95%", "24/7", "Q1 2026", a date). A
 * bare number ("30", "3") or a word ("instant") is left alone: "30 days" or
 * "3 steps" in copy are not the facts that happen to share the number.
 */
const isFigure = (value: string) => /\d/.test(value) && !/^\d+$/.test(value)

/** Every value of `placeholders` (one language's) that copy must not type, longest first. */
export function literalsOf(placeholders: Readonly<Record<string, string>>): Literal[] {
  const byText = new Map<string, Literal>()
  for (const [name, text] of Object.entries(placeholders)) {
    const config = CONFIG_PLACEHOLDERS[name]
    if (!config && (STATEMENT_NAMES.has(name) || !isFigure(text))) continue
    if (text.trim().length < 2) continue
    const kind = config?.kind ?? 'figure'
    const known = byText.get(text)
    if (known) known.placeholders.push(name)
    else byText.set(text, { text, placeholders: [name], kind })
  }
  // The legal name ("Arcline LLC") before the brand it contains.
  return [...byText.values()].sort((a, b) => b.text.length - a.text.length)
}

const escape = escapeRegExp

/**
 * A value as a whole: not part of a longer word or number. Before it, no
 * letter, digit or sign that would extend it ("1200+" is not "200+", "US$500"
 * is not "$500", "2.3x" is not "3x"); after it, no letter or digit ("$500K",
 * "24/70"), no decimal or thousands continuation ("$500,000") and no sign
 * ("95%+"). Names match case-sensitively and only as whole words, so a word
 * that merely contains the brand is not it; figures in any case ("3X").
 */
function patternOf(literal: Literal): RegExp {
  const body = escape(literal.text)
  if (literal.kind === 'contact email') return new RegExp(`(?<![\\w.+-])${body}(?![\\w-]|\\.\\w)`, 'iu')
  if (literal.kind !== 'figure') return new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'u')
  // A figure in any case: "3X" is the figure "3x" typed.
  return new RegExp(`(?<![\\p{L}\\p{N}$+]|\\p{N}[.,])${body}(?![\\p{L}\\p{N}+%]|[.,]\\p{N})`, 'iu')
}

/** Each literal's global pattern, made once (matchAll works on a copy, so the shared one keeps no state). */
const patterns = new WeakMap<Literal, RegExp>()
const patternFor = (literal: Literal) => {
  let pattern = patterns.get(literal)
  if (!pattern) {
    const whole = patternOf(literal)
    patterns.set(literal, (pattern = new RegExp(whole.source, `${whole.flags}g`)))
  }
  return pattern
}

/** A literal found in a text, with the form it is typed in there ("3X" for the figure "3x"). */
export interface FoundLiteral extends Literal {
  written: string
}

/** The literals `text` types, each once, longest first; a shorter one inside a longer match is not repeated. */
export function literalsIn(text: string, literals: readonly Literal[]): FoundLiteral[] {
  const found: FoundLiteral[] = []
  const seen = new Set<Literal>()
  const taken: [number, number][] = []
  const lower = text.toLowerCase()
  for (const literal of literals) {
    // Most strings type no literal at all: a plain search first, the pattern only where the text occurs.
    if (!lower.includes(literal.text.toLowerCase())) continue
    for (const match of text.matchAll(patternFor(literal))) {
      const start = match.index
      const end = start + match[0].length
      if (taken.some(([a, b]) => start < b && end > a)) continue
      taken.push([start, end])
      if (!seen.has(literal)) found.push({ ...literal, written: match[0] })
      seen.add(literal)
    }
  }
  return found
}

/** The fix for a literal: the placeholder(s) to write, and where the value is set. */
export function literalHint(literal: Literal): string {
  const names = literal.placeholders.map((n) => `{${n}}`).join(' or ')
  const config = CONFIG_PLACEHOLDERS[literal.placeholders[0]!]
  return config
    ? `write ${names}: the value comes from the deploy config (${config.variable})`
    : `write ${names} so the figure comes from site.facts.ts (every placeholder: docs/placeholders.md)`
}

/** The statement templates of a language with their figures left as `{placeholders}`, to scan as copy. */
export function statementTemplates(lang: Lang): Record<string, string> {
  return statementPlaceholders(lang, asPlaceholders())
}
