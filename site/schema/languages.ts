/**
 * What site.languages.ts declares: the site's languages, each with its tag,
 * URL prefix and label, and which one is the default. The schema says what
 * each field takes; `languageProblems` adds what one field cannot see (a
 * language declared twice, a prefix that collides with a route, a default
 * that is not declared, a locale folder without its language or the
 * reverse), each naming the file, the field and the fix. `npm run check`
 * runs it first (generator/checks/languages.ts).
 */
import { z } from 'zod'
import type { Problem } from '../errors.ts'
import { fieldIssues } from './issues.ts'
import { LANGUAGE_NAMES } from '../messages-lang.ts'

/** Whether `tag` is a well-formed BCP 47 tag whose language is ISO 639 (two or three letters). */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag && /^[a-z]{2,3}(-|$)/.test(tag)
  } catch {
    return false
  }
}

/**
 * The canonical BCP 47 form of a tag written another way ("pt_BR", "pt-br" →
 * "pt-BR"), if it is a language with an optional script and region; none for
 * anything else ("xx-Brazil" is well-formed, its "brazil" a variant: no
 * suggestion is better than that one).
 */
export function canonicalTag(tag: string): string | undefined {
  try {
    const canonical = Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'))[0]
    return canonical && isLanguageTag(canonical) && /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/.test(canonical)
      ? canonical
      : undefined
  } catch {
    return undefined
  }
}

const PREFIX_MESSAGE = 'must be "" (the default language) or one lowercase path segment such as "/pt"'

/** One language of the site. */
export const LanguageSchema = z.strictObject({
  /**
   * Its short name: the folder of its copy (locales/i18n/<code>/) and the key
   * of its texts in site.manifest.ts (`seo: { en: …, es: … }`). @example "es"
   */
  code: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, {
    message: 'must be a language code such as "es" or "pt-BR"',
  }),
  /**
   * The BCP 47 tag of the variety its copy is written in: `<html lang>`, and
   * the locale Intl writes its numbers and dates in. @example "es-419"
   */
  tag: z.string().refine(isLanguageTag, {
    message: 'must be a BCP 47 language tag in canonical form, such as "en-US", "es-419" or "pt-BR"',
  }),
  /**
   * Where its pages live: "" for the default language, one path segment for
   * the others ("/es" → /es/features/). @example "/es"
   */
  prefix: z.union([z.literal(''), z.string().regex(/^\/[a-z0-9-]+$/, { message: PREFIX_MESSAGE })], {
    message: PREFIX_MESSAGE,
  }),
  /** Its name in its own language, as the language switch shows it. @example "Español" */
  label: z.string().trim().min(1, { message: 'must be the language’s name in that language, such as "Português"' }),
  /**
   * What hreflang tells search engines: the bare language, or language and
   * an ISO 3166 country ("pt-BR"); search engines take no "419". Defaults to
   * the tag's language. @example "es"
   */
  hreflang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, { message: 'must be a language, or a language and a country: "es", "pt-BR"' })
    .optional(),
  /**
   * Facebook's ll_CC form for `og:locale`; it has no "419" ("es_LA" is its
   * Latin American Spanish). Defaults to the tag's language and country. @example "es_LA"
   */
  ogLocale: z
    .string()
    .regex(/^[a-z]{2,3}_[A-Z]{2}$/, { message: 'must be language_COUNTRY, such as "es_LA" or "pt_BR"' })
    .optional(),
})

/** Names of the registered languages; undefined for a subtag the registry lacks. */
const KNOWN_LANGUAGES = LANGUAGE_NAMES
/** Prefixes that are the address of a file the build writes at the root (/404.html, /index.html). */
const RESERVED_PREFIXES: readonly string[] = ['/404', '/index']

/** The whole declaration of site.languages.ts. */
export const LanguagesSchema = z.strictObject({
  /** The code of the default language: its pages have no prefix, and every route exists in it. @example "en" */
  default: z.string(),
  /** The languages, in the order the switch and the alternates list them (the default first). */
  languages: z.array(LanguageSchema).min(1),
})

/** The declaration as site.languages.ts writes it. */
export type LanguagesInput = z.input<typeof LanguagesSchema>
/** One declared language. */
export type LanguageInput = z.input<typeof LanguageSchema>

/** A path of the route table: a route's, or a collection's entry pattern or listing path. */
export interface TablePath {
  /** "/features", "/vs/:slug", "/guides". */
  path: string
  /** The collection whose entries or listing live at the path; none for a route. */
  collection?: string
}

/**
 * Whether the route table has pages of its own at `prefix`: a route or a
 * listing at it, or a collection's entries under it ("/vs" of "/vs/:slug").
 * Such a prefix collides with the table. A route merely under it ("/es/about"
 * beside a language at "/es") is a route written with a language's prefix:
 * the route table's check reports that one.
 */
export function prefixTaken(prefix: string, table: readonly TablePath[]): boolean {
  return table.some(
    ({ path, collection }) => path === prefix || (collection !== undefined && path.startsWith(`${prefix}/`)),
  )
}

/** What the declaration is checked against beside itself. */
export interface LanguageContext {
  /** The file the declaration is written in, for messages. */
  file: string
  /**
   * The route table of site.manifest.ts: its routes' paths, its collections'
   * entry patterns and listing paths (a prefix must not take any of them).
   * Empty when the declaration is checked before the manifest is read.
   */
  routes: readonly TablePath[]
  /** The folders under locales/i18n/ (each must be a declared language). */
  localeFolders: readonly string[]
  /** Where the locale folders are, for messages. */
  localesDir: string
  /**
   * The folders the site serves files from, by address ("/assets", "/images"): a prefix there
   * would write its pages among files the hosts cache for a year as immutable.
   */
  served?: readonly { path: string; what: string }[]
}

/** Every problem of a declaration: its fields, then what the fields say together. */
export function languageProblems(raw: unknown, ctx: LanguageContext): Problem[] {
  const problem = (key: string, message: string, hint: string): Problem => ({
    check: 'languages',
    file: ctx.file,
    route: '*',
    key,
    message,
    hint,
  })
  const parsed = LanguagesSchema.safeParse(raw)
  if (!parsed.success)
    return [
      ...fieldIssues(parsed.error).map((issue) => {
        // A tag written another way ("pt_BR", "pt-br") is told its canonical form.
        const written = issue.path.length === 3 && issue.path[2] === 'tag' ? valueAt(raw, issue.path) : undefined
        const canonical = typeof written === 'string' ? canonicalTag(written) : undefined
        const field = issue.path.length === 3 ? issue.path[2] : undefined
        const code = field ? valueAt(raw, [...issue.path.slice(0, 2), 'code']) : undefined
        const named = typeof code === 'string' && /^[a-z]{2,3}/.test(code) ? code.toLowerCase() : '<code>'
        return problem(
          issue.field || '(root)',
          issue.message,
          canonical
            ? `write tag: "${canonical}" (the canonical form of "${String(written)}")`
            : field === 'prefix'
              ? `write prefix: "/${named}" (a slash, then lowercase letters, digits or dashes; no slash at the end)`
              : field === 'label'
                ? 'write the language’s name as its speakers write it: label: "Português", "Deutsch"'
                : field === 'tag'
                  ? 'write the language’s BCP 47 tag: its ISO 639 code, then its region if any, such as tag: "pt-BR"'
                  : /Unrecognized key/.test(issue.message)
                    ? `a language's fields are ${Object.keys(LanguageSchema.shape).join(', ')} (site/schema/languages.ts)`
                    : 'see the JSDoc of the field in site/schema/languages.ts',
        )
      }),
      // The folders too, of the languages whose code is readable: all of it is fixed in one go.
      ...folderProblems(raw, ctx, problem),
    ]
  const { default: defaultCode, languages } = parsed.data
  const problems: Problem[] = []
  const firstOf = (field: 'code' | 'tag' | 'prefix') => {
    const seen = new Map<string, number>()
    languages.forEach((language, i) => {
      const value = language[field]
      const first = seen.get(value)
      if (first === undefined) seen.set(value, i)
      else
        problems.push(
          problem(
            `languages[${i}].${field}`,
            `${field} "${value}" is declared twice: languages[${first}] has it already`,
            field === 'code'
              ? `remove one of the two entries of "${value}"`
              : `give each language its own ${field}, or remove the duplicate entry`,
          ),
        )
    })
  }
  firstOf('code')
  firstOf('tag')
  firstOf('prefix')
  // Search engines tell the pages apart by hreflang: two languages that share one are one language to them.
  const hreflangs = new Map<string, number>()
  languages.forEach((language, i) => {
    const value = language.hreflang ?? new Intl.Locale(language.tag).language
    const first = hreflangs.get(value)
    if (first === undefined) hreflangs.set(value, i)
    else
      problems.push(
        problem(
          `languages[${i}].hreflang`,
          `hreflang "${value}" is languages[${first}]'s too${language.hreflang ? '' : ` (the language of tag "${language.tag}")`}: search engines could not tell their pages apart`,
          `give "${language.code}" an hreflang of its own: its language and the country it is written for ("${new Intl.Locale(language.tag).language}-" and the country), or change the other's`,
        ),
      )
  })
  const codes = languages.map((l) => l.code)
  if (!codes.includes(defaultCode))
    problems.push(
      problem(
        'default',
        `the default language "${defaultCode}" is not declared`,
        `set default to one of ${codes.map((c) => `"${c}"`).join(', ')}, or declare "${defaultCode}" under languages`,
      ),
    )
  languages.forEach((language, i) => {
    const isDefault = language.code === defaultCode
    // Which language should have no prefix is unknown until the default is declared.
    const defaultDeclared = codes.includes(defaultCode)
    if (defaultDeclared && isDefault && language.prefix !== '')
      problems.push(
        problem(
          `languages[${i}].prefix`,
          `the default language's pages have no prefix, but "${language.code}" declares "${language.prefix}"`,
          'write prefix: ""',
        ),
      )
    if (defaultDeclared && !isDefault && language.prefix === '')
      problems.push(
        problem(
          `languages[${i}].prefix`,
          `"${language.code}" is not the default language, so it needs a prefix of its own`,
          `write prefix: "/${language.code.toLowerCase()}"`,
        ),
      )
    // The tag names the language the code stands for ("pt" → "pt-BR", never "es"), and a language
    // the registry knows: a well-formed tag of no language ("xx-BR") tells browsers and search engines nothing.
    const tagLanguage = new Intl.Locale(language.tag).language
    if (tagLanguage !== new Intl.Locale(language.code).language)
      problems.push(
        problem(
          `languages[${i}].tag`,
          `tag "${language.tag}" is not a tag of "${language.code}": it names ${KNOWN_LANGUAGES.of(tagLanguage) ?? `"${tagLanguage}"`}`,
          `write a tag of "${language.code}": "${language.code}" alone, or with its region ("${language.code}-" and the country)`,
        ),
      )
    else if (KNOWN_LANGUAGES.of(tagLanguage) === undefined)
      problems.push(
        problem(
          `languages[${i}].tag`,
          `tag "${language.tag}" names no registered language ("${tagLanguage}" is not in the IANA language subtag registry)`,
          'write the language’s ISO 639 code, then its region: "pt-BR", "fr-CA", "de"',
        ),
      )
    // The 404 page of the default language is /404.html: a language at /404 or /index takes a file's address.
    if (RESERVED_PREFIXES.includes(language.prefix))
      problems.push(
        problem(
          `languages[${i}].prefix`,
          `prefix "${language.prefix}" is the address of a file every build writes (${language.prefix}.html)`,
          `choose another prefix for "${language.code}", such as "/${language.code.toLowerCase()}"`,
        ),
      )
    const folder = ctx.served?.find(({ path }) => path === language.prefix)
    if (folder)
      problems.push(
        problem(
          `languages[${i}].prefix`,
          `prefix "${language.prefix}" is the folder of ${folder.what}: its pages would be written among those files and cached as they are (a year, immutable)`,
          `choose another prefix for "${language.code}", such as "/${language.code.toLowerCase()}"`,
        ),
      )
    if (language.prefix === '' || !prefixTaken(language.prefix, ctx.routes)) return
    const colliding = ctx.routes.filter(
      ({ path }) => path === language.prefix || path.startsWith(`${language.prefix}/`),
    )
    for (const { path, collection } of colliding)
      problems.push(
        problem(
          `languages[${i}].prefix`,
          collection
            ? `prefix "${language.prefix}" collides with the pages of the collection "${collection}" (${path}) of site.manifest.ts`
            : `prefix "${language.prefix}" collides with the route "${path}" of site.manifest.ts`,
          `choose another prefix for "${language.code}", or move the ${collection ? 'collection' : 'route'} away from ${language.prefix}`,
        ),
      )
  })
  return [...problems, ...folderProblems(raw, ctx, problem)]
}

/**
 * A locale folder without its language, and a language without its folder.
 * Read from the declaration as written, so a declaration that fails its
 * schema is told about its folders too.
 */
function folderProblems(
  raw: unknown,
  ctx: LanguageContext,
  problem: (key: string, message: string, hint: string) => Problem,
): Problem[] {
  const declaration = raw as { default?: unknown; languages?: unknown } | null
  const entries = Array.isArray(declaration?.languages) ? (declaration.languages as unknown[]) : []
  const codes = entries.map((l) =>
    l && typeof l === 'object' && typeof (l as { code?: unknown }).code === 'string'
      ? (l as { code: string }).code
      : undefined,
  )
  const defaultCode = typeof declaration?.default === 'string' ? declaration.default : undefined
  const problems: Problem[] = []
  for (const folder of ctx.localeFolders)
    if (!codes.includes(folder))
      problems.push(
        problem(
          'languages',
          `${ctx.localesDir}/${folder}/ holds copy of "${folder}", which is not a declared language`,
          `declare "${folder}" under languages, or remove ${ctx.localesDir}/${folder}/`,
        ),
      )
  // A new language's copy starts as a translated language's (its files typed against the English, as
  // a translation's are), the default's when there is none yet; its *.sources.json records are not
  // copied: they say which English each text was accepted against, and `npm run translations -- accept`
  // writes the new language's own once its texts are checked.
  const model =
    codes.find((code) => code !== undefined && code !== defaultCode && ctx.localeFolders.includes(code)) ??
    defaultCode ??
    codes.find((code) => code !== undefined && ctx.localeFolders.includes(code))
  codes.forEach((code, i) => {
    if (code !== undefined && !ctx.localeFolders.includes(code))
      problems.push(
        problem(
          `languages[${i}].code`,
          `"${code}" is declared, but ${ctx.localesDir}/${code}/ does not exist`,
          model
            ? `copy the .ts files of ${ctx.localesDir}/${model}/ (not its *.sources.json) to ${ctx.localesDir}/${code}/ and translate them, or remove the declaration`
            : `write its copy in ${ctx.localesDir}/${code}/, or remove the declaration`,
        ),
      )
  })
  return problems
}

/** The value at a zod issue's path in the raw input. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    raw,
  )
}
