import { placeholdersOf } from '../../site/copy.ts'
import type { Problem } from '../../site/errors.ts'
import { DEFAULT_LANG, LANGS } from '../../site/lang.ts'
import { textRoots } from '../../site/text.ts'
import { ENTRY_PLACEHOLDERS } from '../../locales/placeholders.ts'
import type { Check } from './types.ts'
import { localeFile } from './translations.ts'

/**
 * A placeholder whose facts are about one entry (ENTRY_PLACEHOLDERS in
 * locales/placeholders.ts: the comparison's source and the day it was checked)
 * is used in that entry's text only. A second comparison written from the
 * first (add-entry shows the model's text above each stub) would otherwise
 * print what Madgicx's website said, and when, about another competitor: a
 * claim nobody checked, with nothing failing.
 */
export const entryFacts: Check = {
  id: 'entry-facts',
  title: 'Facts of one page',
  summary: (_site) =>
    `${Object.keys(ENTRY_PLACEHOLDERS)
      .map((p) => `{${p}}`)
      .join(', ')} only in the text of the entry they are about`,
  run(ctx) {
    const { site } = ctx
    if (!site) return []
    const problems: Problem[] = []
    const entries = new Set(Object.values(ENTRY_PLACEHOLDERS))
    const rootOf = (entry: string) => `content.${entry.split('/').join('.')}`
    for (const entry of entries)
      if (textRoots(site, DEFAULT_LANG).every(([root, node]) => !hasKey(root, node, rootOf(entry))))
        problems.push({
          check: 'entry-facts',
          file: 'site.facts.ts',
          route: '*',
          key: Object.entries(ENTRY_PLACEHOLDERS)
            .filter(([, e]) => e === entry)
            .map(([p]) => p)
            .join(', '),
          message: `the facts of these placeholders are about "${entry}", an entry the site does not have`,
          hint: `set their \`entry\` (collection/slug) in site.facts.ts to the entry they describe, or remove the placeholders from the copy and the facts`,
        })
    // Every text of the site is walked, so a string is looked at only for the placeholders' own
    // spelling, and a key is spelled out only for a string that holds one (at 10,000 entries the
    // walk made a key and a match list for every block of every body).
    const spelled = Object.keys(ENTRY_PLACEHOLDERS).map((name) => `{${name}}`)
    for (const lang of LANGS) {
      const report = (text: string, key: string) => {
        for (const name of placeholdersOf(text)) {
          const entry = ENTRY_PLACEHOLDERS[name]
          if (!entry || key === rootOf(entry) || key.startsWith(`${rootOf(entry)}.`)) continue
          const line = site.content.locate(lang, key)?.line
          problems.push({
            check: 'entry-facts',
            file: localeFile(ctx, lang, key),
            ...(line ? { line } : {}),
            route: '*',
            key,
            message: `{${name}} is a fact about ${entry} (site.facts.ts), used in the text of another page: ${JSON.stringify(text.slice(0, 120))}`,
            hint: `write this page's own source and date in its text (or add facts of its own to site.facts.ts with placeholders of their own, listed in ENTRY_PLACEHOLDERS of locales/placeholders.ts); {${name}} says what ${entry} checked, not this page`,
          })
        }
      }
      const visit = (node: object, key: string): void => {
        for (const [k, child] of Object.entries(node)) {
          if (typeof child === 'string') {
            if (child.includes('{') && spelled.some((s) => child.includes(s))) report(child, `${key}.${k}`)
          } else if (child && typeof child === 'object') visit(child, `${key}.${k}`)
        }
      }
      for (const [root, node] of textRoots(site, lang)) {
        if (typeof node === 'string') {
          if (spelled.some((s) => node.includes(s))) report(node, root)
        } else if (node && typeof node === 'object') visit(node, root)
      }
    }
    return problems
  },
}

/** Whether the tree `node` at `root` holds the key `key`. */
function hasKey(root: string, node: unknown, key: string): boolean {
  if (key === root) return true
  if (!key.startsWith(`${root}.`) || !node || typeof node !== 'object') return false
  const [next] = key.slice(root.length + 1).split('.')
  return hasKey(`${root}.${next}`, (node as Record<string, unknown>)[next!], key)
}
