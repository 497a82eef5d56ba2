/**
 * Inserts a route into site.manifest.ts with ts-morph, leaving every other
 * character of the file as it was.
 */
import { Node, SyntaxKind, type ArrayLiteralExpression } from 'ts-morph'
import { LANGS } from '../../site/lang.ts'
import { defaultExportObject, openSource, stringProperty } from './ast.ts'
import { AddPageError } from './errors.ts'
import { segments } from './names.ts'
import { printValue } from './print.ts'

/** A route already in the manifest, as written. */
export interface ExistingRoute {
  path: string
  translatable: boolean
  /** 1-based line of the entry, for messages. */
  line: number
}

/** Where the new route goes and the edited file. */
export interface ManifestEdit {
  text: string
  /** The route it follows, or null when it is the first. */
  after: string | null
}

function routesArray(file: ReturnType<typeof openSource>, label: string): ArrayLiteralExpression {
  const routes = defaultExportObject(file, label).getProperty('routes')?.asKind(SyntaxKind.PropertyAssignment)
  const array = routes?.getInitializer()
  if (!array || !Node.isArrayLiteralExpression(array))
    throw new AddPageError(`${label}: cannot find the \`routes: [...]\` array`)
  return array
}

/** The routes of a manifest source, in order. */
export function readRoutes(text: string, label: string): ExistingRoute[] {
  return routesArray(openSource('manifest.ts', text), label)
    .getElements()
    .filter(Node.isObjectLiteralExpression)
    .map((route) => ({
      path: stringProperty(route, 'path') ?? '',
      translatable: route.getProperty('translatable')?.getText().endsWith('true') ?? false,
      line: (route.getProperty('path') ?? route).getStartLineNumber(),
    }))
}

/**
 * Where a new route goes, so that related pages stay together:
 * 1. after the last route with the same first segment (/solutions/x after
 *    the other /solutions pages);
 * 2. otherwise a translatable page after the last translatable route (the
 *    manifest lists the bilingual pages first, then the English-only ones);
 * 3. otherwise at the end.
 * Returns the index to insert at.
 */
export function insertionIndex(routes: readonly ExistingRoute[], path: string, translatable: boolean): number {
  const first = segments(path)[0]
  const lastIndex = (match: (r: ExistingRoute) => boolean) => routes.findLastIndex(match)
  const sameFolder = lastIndex((r) => r.path !== '/' && segments(r.path)[0] === first)
  if (sameFolder >= 0) return sameFolder + 1
  const lastTranslatable = translatable ? lastIndex((r) => r.translatable) : -1
  return lastTranslatable >= 0 ? lastTranslatable + 1 : routes.length
}

/**
 * Objects of a route written expanded, as in the rest of the manifest (the route, its `seo` and each
 * declared language's entry of it); sections stay compact when they fit.
 */
const EXPANDED = new Set(['', 'seo', ...LANGS.map((lang) => `seo.${lang}`)])

/** The manifest text with `route` inserted (see insertionIndex). */
export function insertRoute(
  text: string,
  label: string,
  route: { path: string; translatable: boolean } & Record<string, unknown>,
): ManifestEdit {
  const file = openSource('manifest.ts', text)
  const array = routesArray(file, label)
  const routes = readRoutes(text, label)
  const index = insertionIndex(routes, route.path, route.translatable)
  const depth = array.getElements()[0]?.getIndentationLevel() ?? 2
  const printed = printValue(route, depth, { expand: (p) => EXPANDED.has(p.join('.')) }, [], '', ',')
  // printValue indents continuation lines for `depth`; ts-morph adds the element's own indentation.
  const relative = printed.replace(new RegExp(`\n {${depth * 2}}`, 'g'), '\n')
  array.insertElement(index, relative)
  return { text: file.getFullText(), after: routes[index - 1]?.path ?? null }
}
