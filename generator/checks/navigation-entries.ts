import { textAt } from '../../site/text.ts'
import { EVERY_LANGUAGE } from './language-words.ts'
import type { Problem } from '../../site/errors.ts'
import { isRouteTarget, navigationLinks } from '../../site/navigation-links.ts'
import { hasLanguagePrefix, prefixOf, splitLang } from '../../site/routes.ts'
import { LANGS, type Lang } from '../../site/lang.ts'
import type { Check } from './types.ts'
import { localeFile } from '../../locales/paths.ts'
import { LANGUAGE_NAME } from '../../site/lang-tags.ts'

/** Each language's name in English, for messages. */
const LANG_NAME: Readonly<Record<Lang, string>> = LANGUAGE_NAME
const commonFile = (lang: Lang) => localeFile(lang, 'common')

/**
 * The navigation leads somewhere and says something: each route entry is a
 * page of the manifest, each label (and group heading) a copy key with text in
 * English and Spanish, each footer group id unique (add-page places pages by
 * it), and no list names the same target twice.
 */
export const navigation: Check = {
  id: 'navigation',
  title: 'Navigation',
  summary(site) {
    const nav = site.manifest.navigation
    return `header ${nav.header.menu.length + nav.header.actions.length} links, footer ${nav.footer.groups.length} groups; every entry leads to a page and has its label in ${EVERY_LANGUAGE}`
  },
  run(ctx) {
    const { site, files } = ctx
    if (!site) return []
    const nav = site.manifest.navigation
    const problems: Problem[] = []
    const at = (route: string, key: string, message: string, hint: string, file = files.manifest): Problem => ({
      check: 'navigation',
      file,
      route,
      key,
      message,
      hint,
    })

    for (const { key, link } of navigationLinks(nav)) {
      if (isRouteTarget(link.to) && !site.routes.has(link.to))
        problems.push(
          at(
            link.to,
            `${key}.to`,
            `navigation entry points at no page: no route "${link.to}" in ${files.manifest}`,
            hasLanguagePrefix(link.to)
              ? `write "${splitLang(link.to).path}": ${LANGUAGE_NAME[splitLang(link.to).lang]} pages link to the ${prefixOf(splitLang(link.to).lang)} twin by themselves`
              : `fix the path, or add the page with \`npm run add-page -- ${link.to}\``,
          ),
        )
    }

    const labels = [
      ...navigationLinks(nav).map(({ key, link }) => ({ key, label: link.label, what: `"${link.to}"` })),
      ...nav.footer.groups.map((g, i) => ({
        key: `navigation.footer.groups[${i}]`,
        label: g.label,
        what: `group "${g.id}"`,
      })),
    ]
    for (const { key, label, what } of labels)
      for (const lang of LANGS)
        if (typeof textAt(site, lang, label) !== 'string')
          problems.push(
            at(
              '*',
              label,
              `label of ${key} (${what}) has no ${LANG_NAME[lang]} text`,
              label.startsWith('common.')
                ? `add "${label.slice('common.'.length)}" to ${commonFile(lang)} (a label needs its text in ${EVERY_LANGUAGE}), or fix the label key in ${files.manifest}`
                : `give the listing its texts in this language (index.copy.${lang} of its collection in ${files.manifest}), or fix the label key`,
              label.startsWith('common.') ? commonFile(lang) : files.manifest,
            ),
          )

    const groupAt = new Map<string, number>()
    nav.footer.groups.forEach((group, i) => {
      const first = groupAt.get(group.id)
      if (first !== undefined)
        problems.push(
          at(
            '*',
            `navigation.footer.groups[${i}].id`,
            `footer group id "${group.id}" is also navigation.footer.groups[${first}]'s`,
            'give each group its own id (add-page places pages with --nav footer:<id>)',
          ),
        )
      else groupAt.set(group.id, i)
    })

    const lists: [string, { to: string }[]][] = [
      ['navigation.header.menu', nav.header.menu],
      ['navigation.header.actions', nav.header.actions],
      ...nav.footer.groups.map((g, i): [string, { to: string }[]] => [`navigation.footer.groups[${i}].links`, g.links]),
    ]
    for (const [list, links] of lists)
      links.forEach((link, i) => {
        const first = links.findIndex((other) => other.to === link.to)
        if (first < i)
          problems.push(
            at(
              link.to,
              `${list}[${i}].to`,
              `"${link.to}" is listed twice in ${list} (also [${first}])`,
              'remove one of the two entries; a page may appear once per menu or group',
            ),
          )
      })
    return problems
  },
}
