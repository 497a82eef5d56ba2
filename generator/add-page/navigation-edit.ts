/**
 * `--nav header` and `--nav footer:<group>`: the new page's place in the
 * manifest's navigation, and its label in the shared copy of every declared
 * language (the default's is the page title; every other's is marked
 * [ES-PENDING] and recorded as never accepted, like the page's own text).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Node, SyntaxKind, type ArrayLiteralExpression, type ObjectLiteralExpression } from 'ts-morph'
import { getPath, untranslatedMarker } from '../../site/copy.ts'
import { parseRecord, recordFileOf, serializeRecord, type RecordEntries } from '../translations/record.ts'
import { defaultExportObject, openSource, stringProperty } from './ast.ts'
import { AddPageError } from './errors.ts'
import type { NavPlacement } from './args.ts'
import type { FileChange } from './locales-edit.ts'
import { quote } from './print.ts'
import { localeFile } from '../../locales/paths.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'

/** The footer group ids of a manifest as written. */
export function footerGroups(raw: unknown): string[] {
  const groups = (raw as { navigation?: { footer?: { groups?: { id?: unknown }[] } } })?.navigation?.footer?.groups
  return (groups ?? []).map((g) => g.id).filter((id): id is string => typeof id === 'string')
}

/** Refuses a footer group the manifest does not have, listing the valid ones. */
export function checkPlacements(placements: readonly NavPlacement[], raw: unknown, manifest: string): void {
  const groups = footerGroups(raw)
  for (const p of placements)
    if (p.area === 'footer' && !groups.includes(p.group))
      throw new AddPageError(
        `unknown footer group "${p.group}" (--nav footer:${p.group}). Valid groups in ${manifest}: ${groups.join(', ')}` +
          `\n(e.g. --nav footer:${groups[0] ?? 'product'}; a new group is added under navigation.footer.groups first)`,
      )
}

/**
 * The copy key of the page's label, one for all its places: beside the
 * header's labels when it is in the header, else beside the footer's.
 */
export const labelKeyOf = (namespace: string, placements: readonly NavPlacement[]): string =>
  placements.some((p) => p.area === 'header') ? `common.nav.${namespace}` : `common.footer.links.${namespace}`

function arrayAt(object: ObjectLiteralExpression, key: string, label: string): ArrayLiteralExpression {
  const init = object.getProperty(key)?.asKind(SyntaxKind.PropertyAssignment)?.getInitializer()
  if (!init || !Node.isArrayLiteralExpression(init)) throw new AddPageError(`${label}: cannot find \`${key}: [...]\``)
  return init
}

function objectAt(object: ObjectLiteralExpression, key: string, label: string): ObjectLiteralExpression {
  const init = object.getProperty(key)?.asKind(SyntaxKind.PropertyAssignment)?.getInitializer()
  if (!init || !Node.isObjectLiteralExpression(init)) throw new AddPageError(`${label}: cannot find \`${key}: {...}\``)
  return init
}

/** The manifest text with `{ to, label }` appended to the header menu and/or the named footer groups. */
export function insertNavLinks(
  text: string,
  label: string,
  placements: readonly NavPlacement[],
  link: { to: string; label: string },
): string {
  const file = openSource('manifest.ts', text)
  const nav = objectAt(defaultExportObject(file, label), 'navigation', label)
  const element = `{ to: ${quote(link.to)}, label: ${quote(link.label)} }`
  for (const p of placements) {
    if (p.area === 'header') {
      arrayAt(objectAt(nav, 'header', label), 'menu', `${label} navigation.header`).addElement(element)
      continue
    }
    const groups = arrayAt(objectAt(nav, 'footer', label), 'groups', `${label} navigation.footer`)
    const group = groups
      .getElements()
      .filter(Node.isObjectLiteralExpression)
      .find((g) => stringProperty(g, 'id') === p.group)
    if (!group) throw new AddPageError(`${label}: no footer group with id '${p.group}'`)
    arrayAt(group, 'links', `${label} footer group "${p.group}"`).addElement(element)
  }
  return file.getFullText()
}

/** The common.ts text with `key` (under common) set to `value`, the object path created as needed. */
export function addLabel(text: string, file: string, key: string, value: string): string {
  const source = openSource('common.ts', text)
  const path = key.split('.').slice(1)
  let object = defaultExportObject(source, file)
  for (const segment of path.slice(0, -1)) object = objectAt(object, segment, file)
  object.addPropertyAssignment({ name: path.at(-1)!, initializer: quote(value) })
  return source.getFullText()
}

/**
 * The label's changes: every language's common.ts (`sources`, for Prettier)
 * and the records, each translation never accepted (`record`, written as
 * accept writes it). An existing key is reused as it is: nothing changes.
 */
export function labelChanges(
  root: string,
  read: (file: string) => string,
  trees: Partial<Record<Lang, Record<string, unknown>>>,
  key: string,
  title: string,
): { sources: FileChange[]; records: FileChange[] } {
  const exists = LANGS.map((lang) => getPath(trees[lang] ?? {}, key) !== undefined)
  if (exists.every(Boolean)) return { sources: [], records: [] }
  if (exists.some(Boolean))
    throw new AddPageError(
      `the label key ${key} exists in ${exists.length > 2 ? 'some languages' : 'one language'} only; fix ${localeFile('*', 'common')} first`,
    )
  const sources: FileChange[] = LANGS.map((lang) => {
    const file = localeFile(lang, 'common')
    const value = lang === DEFAULT_LANG ? title : `${untranslatedMarker(lang)}${title}`
    return { file, text: addLabel(read(file), file, key, value), created: false, note: `navigation label ${key}` }
  })
  const records = TRANSLATED_LANGS.map((lang) => {
    const record = recordFileOf('common', lang)
    const hasRecord = existsSync(join(root, record))
    const entries: RecordEntries = hasRecord ? parseRecord(read(record), record).entries : new Map()
    entries.set(key, null)
    return {
      file: record,
      text: serializeRecord(entries, lang),
      created: !hasRecord,
      note: `translation record: ${key} missing`,
    }
  })
  return { sources, records }
}

/** Sets a dotted key in a copy tree, creating objects on the way. */
export function setPath(tree: Record<string, unknown>, key: string, value: string): void {
  const keys = key.split('.')
  let node = tree
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>
  node[keys.at(-1)!] = value
}

/** The manifest as written plus the new route and its navigation links (for the checks; nothing is written). */
export function withNavigation(raw: unknown, route: object, placements: readonly NavPlacement[], label: string | null) {
  type Nav = { header: { menu: object[] }; footer: { groups: { id: string; links: object[] }[] } }
  // Collections hold zod schemas (functions), so only the parts edited here are cloned.
  const source = raw as { routes: object[]; navigation: Nav }
  const next = { ...source, routes: [...source.routes, route], navigation: structuredClone(source.navigation) }
  const link = { to: (route as { path: string }).path, label }
  for (const p of placements)
    if (p.area === 'header') next.navigation.header.menu.push(link)
    else next.navigation.footer.groups.find((g) => g.id === p.group)!.links.push(link)
  return next
}
