import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { walkStrings } from '../../site/copy.ts'
import { textAt } from '../../site/text.ts'
import { linksIn } from '../../site/markup.ts'
import { linkPolicyIssue } from '../../site/content/link-policy.ts'
import { bodyLangs, hasLanguagePrefix, prefixOf, splitLang } from '../../site/routes.ts'
import type { Problem } from '../../site/errors.ts'
import type { CheckContext, Check } from './types.ts'
import { localeFile } from './translations.ts'
import { DEFAULT_LANG, type Lang } from '../../site/lang.ts'
import type { Route } from '../../site/schema/route.ts'
import type { Entry } from '../../site/content/collections.ts'

/** Whether an internal path (no language prefix) is a route or a file in public/. */
export function internalTargetExists(ctx: CheckContext, href: string): boolean {
  const path = href.split('#')[0]!.split('?')[0]!
  if (ctx.site?.routes.has(path)) return true
  return path !== '/' && existsSync(join(ctx.publicDir, path))
}

/** The key of a block of a Markdown body (`content.guides.launch.body.3`, `documents.privacy.body.0`). */
const BODY_BLOCK = /\.body\.\d+$/

function checkHref(ctx: CheckContext, href: string, route: string, key: string, file: string): Problem[] {
  const base = { check: 'links', file, route, key }
  // The forms a link may take hold for a copy text's inline link and a section's href as for Markdown
  // (a Markdown body's links were held to them when it was read, where an image is told from a link;
  // a Markdown file's front-matter fields were not, so they are held here).
  const policy = BODY_BLOCK.test(key) ? undefined : linkPolicyIssue(href)
  if (policy) return [{ ...base, message: policy.message, hint: policy.hint }]
  if (!href.startsWith('/')) return []
  if (hasLanguagePrefix(href))
    return [
      {
        ...base,
        message: `link to ${href} is written with the ${prefixOf(splitLang(href).lang)} prefix`,
        hint: `write "${splitLang(href.split('#')[0]!).path}": each page links to its own language's version`,
      },
    ]
  if (internalTargetExists(ctx, href)) return []
  return [
    {
      ...base,
      message: `link to ${href} leads nowhere: no route and no file in public/`,
      hint: 'fix the path, or add the route to site.manifest.ts',
    },
  ]
}

/**
 * The field of an entry a text key is (`title`, `result`, `tags[1]`), or undefined for its body and its
 * sections' copy (`<root>.body.3`, `<root>.copy.hero.title`), which may hold links.
 */
function entryField(root: string, key: string): string | undefined {
  if (!key.startsWith(`${root}.`)) return undefined
  const field = key.slice(root.length + 1)
  return /^(body|copy)(\.|\[|$)/.test(field) ? undefined : field
}

/** Every `href` under a section's props, with its key (`sections[2].props.primary.href`). */
export function collectHrefs(node: unknown, path: string, out: { key: string; href: string }[]): void {
  if (Array.isArray(node)) node.forEach((child, i) => collectHrefs(child, `${path}[${i}]`, out))
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      const key = path ? `${path}.${k}` : k
      if (k === 'href' && typeof v === 'string') out.push({ key, href: v })
      else collectHrefs(v, key, out)
    }
}

/** Every internal link of the manifest (props) and of the copy (inline links) resolves. */
export const links: Check = {
  id: 'links',
  title: 'Links',
  summary: (_site) => 'every internal link resolves, every other link takes an allowed form',
  run(ctx) {
    const { site, files } = ctx
    if (!site) return []
    const problems: Problem[] = []
    // Each text once (`es:content.comparisons.madgicx.copy.faq.items.data.a`): a text read by two sections or
    // by a section and its entry is checked once.
    const seen = new Set<string>()
    const lineOf = (lang: Lang, key: string) => {
      const line = site.content.locate(lang, key)?.line
      return line ? { line } : {}
    }
    const walkText = (route: Route, lang: Lang, root: string, entry: Entry | undefined) =>
      walkStrings(textAt(site, lang, root), root, (text, key) => {
        const id = `${lang}:${key}`
        if (seen.has(id)) return
        seen.add(id)
        const hrefs = linksIn(text)
        if (hrefs.length === 0) return
        const field = entry ? entryField(entry.root, key) : undefined
        if (field !== undefined) {
          problems.push({
            check: 'links',
            file: site.content.locate(lang, key)?.file ?? localeFile(ctx, lang, key),
            route: route.path,
            key,
            ...lineOf(lang, key),
            message: `the field ${field} holds a link, ${hrefs.map((href) => `"${href}"`).join(', ')}: an entry's fields are shown as plain text (its card, its page's header), so the link would show as written`,
            hint: `write ${field} without the link, and put the link in the entry's text below its fields (its Markdown body) or in a section's copy`,
          })
          return
        }
        for (const href of hrefs)
          problems.push(
            ...checkHref(ctx, href, route.path, key, localeFile(ctx, lang, key)).map((p) => ({
              ...p,
              ...lineOf(lang, key),
            })),
          )
      })
    for (const route of site.manifest.routes) {
      const entry = route.origin ? site.content.entryAt(route.path) : undefined
      route.sections.forEach((section, index) => {
        const hrefs: { key: string; href: string }[] = []
        collectHrefs(section.props, `sections[${index}].props`, hrefs)
        // An entry's props are written in its file.
        for (const { key, href } of hrefs)
          problems.push(...checkHref(ctx, href, route.path, key, route.origin?.files?.[DEFAULT_LANG] ?? files.manifest))
        for (const lang of bodyLangs(route)) walkText(route, lang, section.copy, entry)
      })
      // An entry's fields, which no section may read as copy (its title, description, its own fields):
      // shown on its card and in its page's head.
      if (entry) for (const lang of bodyLangs(route)) walkText(route, lang, entry.root, entry)
    }
    return problems
  },
}
