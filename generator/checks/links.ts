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
import { DEFAULT_LANG } from '../../site/lang.ts'

/** Whether an internal path (no language prefix) is a route or a file in public/. */
export function internalTargetExists(ctx: CheckContext, href: string): boolean {
  const path = href.split('#')[0]!.split('?')[0]!
  if (ctx.site?.routes.has(path)) return true
  return path !== '/' && existsSync(join(ctx.publicDir, path))
}

function checkHref(ctx: CheckContext, href: string, route: string, key: string, file: string): Problem[] {
  const base = { check: 'links', file, route, key }
  // The forms a link may take hold for a copy text's inline link and a section's href as for Markdown
  // (a Markdown file's links were held to them when it was read, where an image is told from a link).
  const policy = file.endsWith('.md') ? undefined : linkPolicyIssue(href)
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
    const seen = new Set<string>()
    for (const route of site.manifest.routes) {
      route.sections.forEach((section, index) => {
        const hrefs: { key: string; href: string }[] = []
        collectHrefs(section.props, `sections[${index}].props`, hrefs)
        // An entry's props are written in its file.
        for (const { key, href } of hrefs)
          problems.push(...checkHref(ctx, href, route.path, key, route.origin?.files?.[DEFAULT_LANG] ?? files.manifest))
        for (const lang of bodyLangs(route)) {
          const id = `${lang}:${section.copy}`
          if (seen.has(id)) continue
          seen.add(id)
          walkStrings(textAt(site, lang, section.copy), section.copy, (text, key) => {
            for (const href of linksIn(text))
              problems.push(
                ...checkHref(ctx, href, route.path, key, localeFile(ctx, lang, key)).map((p) => ({
                  ...p,
                  ...(ctx.site!.content.locate(lang, key)?.line
                    ? { line: ctx.site!.content.locate(lang, key)!.line }
                    : {}),
                })),
              )
          })
        }
      })
    }
    return problems
  },
}
