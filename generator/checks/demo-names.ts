import { walkStrings } from '../../site/copy.ts'
import { textAt } from '../../site/text.ts'
import type { Problem } from '../../site/errors.ts'
import { LANGS } from '../../site/lang.ts'
import type { Site } from '../../site/site.ts'
import type { Check } from './types.ts'
import { localeFile } from './translations.ts'
import { escapeRegExp } from '../../site/escape.ts'

/** A real-looking name the site gives a customer, and where it is written. */
interface CustomerName {
  name: string
  /** Where it comes from, for the message. */
  source: string
}

const escape = escapeRegExp

/**
 * The names a reader takes for customers: each quoted person (whole name and
 * surname) and company (whole and its first, distinctive word) of every
 * testimonial. The logo strip shows the same companies (locales/GLOSSARY.md,
 * "Testimonials"). Anonymous testimonials name nobody.
 */
export function customerNames(site: Site): CustomerName[] {
  const out = new Map<string, CustomerName>()
  const add = (name: string | undefined, source: string) => {
    if (!name || name.length < 3 || out.has(name)) return
    out.set(name, { name, source })
  }
  for (const route of site.manifest.routes)
    for (const section of route.sections) {
      if (section.type !== 'testimonials' || section.props.anonymous) continue
      for (const lang of LANGS)
        for (const id of section.props.items) {
          const item = textAt(site, lang, `${section.copy}.items.${id}`) as
            { name?: string; company?: string } | undefined
          const where = `${section.copy}.items.${id}`
          if (item?.name) {
            add(item.name, `the testimonial ${where}.name`)
            add(item.name.split(' ').at(-1), `the testimonial ${where}.name ("${item.name}")`)
          }
          if (item?.company) {
            add(item.company, `the testimonial ${where}.company`)
            add(item.company.split(' ')[0], `the testimonial ${where}.company ("${item.company}")`)
          }
        }
    }
  return [...out.values()]
}

/**
 * The product screens' sample data is visibly fictional (issue 40): no name in
 * a screen (workspace, user, store) is a name the site gives a customer, so a
 * sample campaign's figures never read as that customer's results. Names
 * match as whole words, case and accents included.
 */
export const demoNames: Check = {
  id: 'demo-names',
  title: 'Demo data names no customer',
  summary: (_site) => 'the product screens name no customer of the testimonials (nor their logos)',
  run(ctx) {
    const { site } = ctx
    if (!site) return []
    const names = customerNames(site).map((n) => ({
      ...n,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(n.name)}(?![\\p{L}\\p{N}])`, 'u'),
    }))
    const problems: Problem[] = []
    for (const lang of LANGS)
      walkStrings(site.copy[lang].screens, 'screens', (text, key) => {
        const hit = names.find((n) => n.pattern.test(text))
        if (!hit) return
        problems.push({
          check: 'demo-names',
          file: localeFile(ctx, lang, key),
          route: '*',
          key,
          message: `product screen names "${hit.name}", a customer name of ${hit.source}: ${JSON.stringify(text)}`,
          hint: 'write a made-up name that appears nowhere else (the sample workspace and user are screens.shared.workspace and screens.shared.user), then run `npm run screens`',
        })
      })
    return problems
  },
}
