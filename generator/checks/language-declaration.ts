/**
 * The language declaration checked on its own, before anything derives from
 * it: site/lang.ts, the tags, the copy trees, the tables of locales/ and the
 * type check all read site.languages.ts as they load, and a tag Intl refuses,
 * a default that is not declared or a language without its folder stops them
 * with a stack trace instead of a problem. The commands check it first
 * (generator/cli/languages-first.ts); the Languages check then adds what needs
 * the manifest (a prefix that takes a route of its table).
 *
 * Light on purpose: it imports the declaration's schema and nothing that
 * derives from the declaration.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Problem } from '../../site/errors.ts'
import { languageProblems } from '../../site/schema/languages.ts'
import { LOCALES_DIR } from '../../locales/paths.ts'

/** The file the languages are declared in. */
export const LANGUAGES_FILE = 'site.languages.ts'

/** The folders under the locales directory of `root`. */
export function localeFolders(root: string): string[] {
  return readdirSync(join(root, LOCALES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/**
 * The folders the site serves files from, by address: the build's scripts and styles (Vite's
 * `assets`), the social images (site/og-image.ts's OG_DIR) and each folder of public/. No
 * language's prefix may be one of them.
 */
export function servedFolders(root: string): { path: string; what: string }[] {
  const publicDir = join(root, 'public')
  const own = existsSync(publicDir)
    ? readdirSync(publicDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ path: `/${entry.name}`, what: `the files of public/${entry.name}/` }))
    : []
  return [
    { path: '/assets', what: "the build's scripts and styles" },
    { path: '/og', what: 'the social images' },
    ...own,
  ]
}

/** Every problem of the declaration that needs no manifest, against the locale folders of `root`. */
export function declarationProblems(declaration: unknown, root: string): Problem[] {
  return languageProblems(declaration, {
    file: LANGUAGES_FILE,
    routes: [],
    localeFolders: localeFolders(root),
    localesDir: LOCALES_DIR,
    served: servedFolders(root),
  })
}
