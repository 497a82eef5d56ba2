/**
 * The sections add-page can put on a new page: the names a user may type, and
 * the smallest valid props of every section type.
 */
import {
  AUTHOR_SECTION_TYPES,
  SECTIONS,
  type AuthorSectionType,
  type SectionPropsInput,
} from '../../site/schema/sections/index.ts'
import { AddPageError } from './errors.ts'
import { camelCase } from './names.ts'

/**
 * Friendly names. `hero` is the plain page header (pageHero): the big `hero`
 * type is the opening of the home page, so on a new page it is asked for as
 * `big-hero`. Every real type name is accepted as well.
 */
export const ALIASES: Readonly<Record<string, AuthorSectionType>> = {
  hero: 'pageHero',
  'big-hero': 'hero',
  features: 'cardGrid',
  cards: 'cardGrid',
  cta: 'ctaBanner',
  questions: 'faq',
}

/** The sections of a page when --sections is not given. */
export const DEFAULT_SECTIONS = ['hero', 'features', 'cta']

const CARDS = [
  { id: 'first', icon: 'sparkles' },
  { id: 'second', icon: 'zap' },
  { id: 'third', icon: 'target' },
] as const

/**
 * Minimal valid props per type: links only to pages every site has (/,
 * /book-demo, /contact), three items where a list is expected. Typed against
 * the schema, so a new section type does not compile until it has an entry.
 */
export const DEFAULT_PROPS: { [K in AuthorSectionType]: SectionPropsInput<K> } = {
  hero: { primary: { href: '/book-demo' } },
  pageHero: {},
  logoMarquee: { brands: ['northwind', 'lumora', 'vertice'] },
  cardGrid: { items: CARDS.map((c) => ({ ...c })) },
  testimonials: { items: ['first'] },
  stats: { items: ['first', 'second', 'third'] },
  ctaBanner: { primary: { href: '/book-demo' } },
  integrations: { items: [{ platform: 'meta' }, { platform: 'google' }, { platform: 'tiktok' }] },
  showcase: { mock: 'prompt' },
  steps: { items: [{ id: 'first' }, { id: 'second' }, { id: 'third' }] },
  packages: { items: [{ id: 'first' }], cta: { href: '/contact' } },
  comparison: { competitor: 'Competitor', rows: [{ id: 'first', us: 'yes', them: 'partial' }] },
  compatibility: {},
  prose: {},
  founders: { items: [{ id: 'ceo', href: 'ext:founderCeo' }] },
  linkRow: { items: [{ id: 'contact', href: '/contact' }] },
  faq: { items: ['first', 'second'] },
  longform: {},
  contact: {},
  booking: {},
}

/** One section of the new page. */
export interface NewSection {
  /** What the user typed, e.g. "features". */
  name: string
  type: AuthorSectionType
  /** Copy key under the page's namespace, e.g. "pricing.features". */
  copy: string
  /** Props as written into the manifest. */
  props: Record<string, unknown>
}

/** The list of accepted names, for the refusal message. */
export function validSectionNames(): string {
  const aliases = Object.entries(ALIASES).map(([alias, type]) => `${alias} (= ${type})`)
  return `${aliases.join(', ')}, or a section type: ${AUTHOR_SECTION_TYPES.join(', ')}`
}

/**
 * Resolves the names given on the command line. Each section's copy key is
 * `<namespace>.<name in camelCase>`; a repeated name gets a number (features2).
 * Throws AddPageError naming an unknown section.
 */
export function resolveSections(names: readonly string[], namespace: string): NewSection[] {
  const unknown = names.filter((n) => !(n in ALIASES) && !(AUTHOR_SECTION_TYPES as readonly string[]).includes(n))
  if (unknown.length > 0)
    throw new AddPageError(
      `unknown section type${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}.\n` +
        `Valid names: ${validSectionNames()}.`,
    )
  const used = new Map<string, number>()
  return names.map((name) => {
    const type = ALIASES[name] ?? (name as AuthorSectionType)
    const base = camelCase(name)
    const count = (used.get(base) ?? 0) + 1
    used.set(base, count)
    const props = structuredClone(DEFAULT_PROPS[type]) as Record<string, unknown>
    // Parsing proves the defaults valid; the manifest keeps the short input form.
    SECTIONS[type].props.parse(props)
    return { name, type, copy: `${namespace}.${count > 1 ? `${base}${count}` : base}`, props }
  })
}
