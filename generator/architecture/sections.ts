/**
 * The index of section types (docs/sections.md): for each type of
 * site/schema/sections, the file of its schema, its component and the files
 * beside it, the client code of the islands it carries and the tests that
 * reach it. A section's schema (core, zod) and its component (renderer,
 * browser) cannot share a folder without the core importing the renderer or
 * zod reaching the renderer's folder, so the index, generated from the
 * registries themselves and checked by a unit test, is what finds them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { ISLAND_NAMES, type IslandName } from '../../site/islands.ts'
import { ISLAND_SOURCES } from '../../renderer/islands/sources.ts'
import { SECTIONS, SECTION_TYPES, type SectionType } from '../../site/schema/sections/index.ts'
import { registry } from '../../renderer/sections/registry.tsx'
import { importsOf, sourceFiles } from './imports.ts'

export const SECTIONS_DOC = 'docs/sections.md'
const SCHEMA_DIR = 'site/schema/sections'
const REGISTRY = 'renderer/sections/registry.tsx'

/** Where one section type lives. */
export interface SectionFiles {
  type: SectionType
  /** The module that defines its props and copy schema. */
  schema: string
  /** The module of its component, and the files of its own folder when it has one. */
  component: string
  beside: string[]
  /** The islands it carries, each with its client sources (site/islands.ts). */
  islands: { name: IslandName; client: string[] }[]
  /** Test files that import one of its files or are named after it. */
  tests: string[]
}

/** The repository file among `files` whose module exports `value`. */
async function exporterOf(root: string, files: string[], value: unknown, what: string): Promise<string> {
  for (const file of files) {
    const module = (await import(join(root, file))) as Record<string, unknown>
    if (Object.values(module).includes(value)) return file
  }
  throw new Error(`${what}: no module among ${files.join(', ')} exports it`)
}

/** Every renderer file `file` reaches through static imports, itself included. */
function closure(root: string, file: string): Set<string> {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f) || !f.startsWith('renderer/')) return
    seen.add(f)
    for (const { target } of importsOf(root, f)) if (target && /\.tsx?$/.test(target)) visit(target)
  }
  visit(file)
  return seen
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Where every section type lives, in the order of the schema registry. */
export async function sectionFiles(root: string): Promise<SectionFiles[]> {
  const schemaFiles = readdirSync(join(root, SCHEMA_DIR))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => `${SCHEMA_DIR}/${f}`)
  const componentFiles = importsOf(root, REGISTRY)
    .map((i) => i.target)
    .filter((t): t is string => t !== null && t.startsWith('renderer/sections/'))
  const tests = sourceFiles(root).filter((f) => f.startsWith('tests/'))
  const testImports = new Map(tests.map((t) => [t, new Set(importsOf(root, t).map((i) => i.target))]))

  const out: SectionFiles[] = []
  for (const type of SECTION_TYPES) {
    const schema = await exporterOf(root, schemaFiles, SECTIONS[type], `section type "${type}"`)
    const component = await exporterOf(root, componentFiles, registry[type], `the component of "${type}"`)
    const folder = posix.dirname(component)
    const beside: string[] =
      folder === 'renderer/sections'
        ? []
        : readdirSync(join(root, folder))
            .map((f) => `${folder}/${f}`)
            .filter((f) => f !== component)
            .sort()
    const text = [...closure(root, component)].map((f) => readFileSync(join(root, f), 'utf8')).join('\n')
    const islands = ISLAND_NAMES.filter((name) => text.includes(`name="${name}"`)).map((name) => ({
      name,
      client: [...ISLAND_SOURCES[name].clientSources],
    }))
    const clients: string[] = islands.flatMap((i) => i.client)
    const own = new Set([component, ...beside, ...clients])
    // A test named after the type or the section's own folder (tests/e2e/booking.spec.ts), not after renderer/sections.
    const names = new Set([kebab(type), ...(beside.length > 0 ? [posix.basename(folder)] : [])])
    out.push({
      type,
      schema,
      component,
      beside: beside.filter((f) => !clients.includes(f)),
      islands,
      tests: tests.filter(
        (t) =>
          [...testImports.get(t)!].some((target) => target !== null && own.has(target)) ||
          names.has(posix.basename(t).replace(/\.(test|spec)\.tsx?$/, '')),
      ),
    })
  }
  return out
}

const link = (file: string) => `[${file}](../${file})`

/** docs/sections.md, before formatting. */
export function sectionsMarkdown(sections: SectionFiles[]): string {
  const rows = sections.map((s) =>
    [
      `\`${s.type}\``,
      link(s.schema),
      [s.component, ...s.beside].map(link).join('<br>'),
      s.islands.map((i) => `${i.name}: ${i.client.map(link).join(', ')}`).join('<br>') || '',
      s.tests.map(link).join('<br>') || '',
    ].join(' | '),
  )
  return [
    '# Sections: where each type lives',
    '',
    '<!-- GENERATED by `npm run architecture:docs`: edit the registries, not this file -->',
    '',
    'Every section type a route of `site.manifest.ts` may use, with its files: the schema of its props and',
    'copy (`site/schema/sections/`, the core), its component and the files beside it (`renderer/sections/`),',
    'the client code of the islands it carries (`site/islands.ts`) and the tests that import one of those',
    'files or are named after it (the browser tests of every section, page by page, are',
    '`tests/e2e/sections.spec.ts`). The schema and the component live apart on purpose',
    '([architecture.md](architecture.md#where-a-section-lives)). Written by `npm run architecture:docs`',
    'from the registries themselves; a unit test fails while it is stale.',
    '',
    '| type | schema (props, copy) | component | island client | tests |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r} |`),
    '',
  ].join('\n')
}
