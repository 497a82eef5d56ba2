import { importsOf, sourceFiles } from './imports.ts'

/**
 * The parts of the house (docs/architecture.md draws them), each a set of
 * repository paths; the first part whose pattern matches a file owns it.
 */
export const LAYERS = [
  {
    name: 'hosts',
    paths: /^(server\/|generator\/emit\/headers\/)/,
    what: 'the hosts: local runtimes and their header files',
  },
  {
    name: 'core',
    paths: /^(site\/|locales\/|site\.(manifest|facts|claims)\.ts$)/,
    what: 'the core: manifest, facts, rules, copy',
  },
  { name: 'renderer', paths: /^renderer\//, what: 'the renderer: vike hooks, layout, sections, islands' },
  { name: 'build', paths: /^generator\//, what: 'the build: checks, post-build, emitters, CLIs' },
  { name: 'scripts', paths: /^(scripts|bench)\//, what: 'the scripts: benchmarks, assets, verification' },
  { name: 'tests', paths: /^tests\//, what: 'the tests' },
  { name: 'config', paths: /^[^/]+\.config\.[jt]s$/, what: "the tools' configuration files" },
] as const

export type Layer = (typeof LAYERS)[number]['name']

/**
 * What each part may import (itself included). The arrows point from what
 * runs later or around to what it builds on: nothing imports the tests or
 * the scripts, and the core imports nothing but itself, so it stays the one
 * place a rule is defined.
 */
export const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  core: ['core'],
  renderer: ['core', 'renderer'],
  hosts: ['core', 'hosts'],
  build: ['core', 'renderer', 'hosts', 'build'],
  scripts: ['core', 'renderer', 'hosts', 'build', 'scripts'],
  tests: ['core', 'renderer', 'hosts', 'build', 'scripts', 'tests'],
  config: ['core', 'renderer', 'hosts', 'build', 'scripts', 'tests', 'config'],
}

/** The part a repository path belongs to, or null when it belongs to none. */
export function layerOf(path: string): Layer | null {
  return LAYERS.find((l) => l.paths.test(path))?.name ?? null
}

/** An import against the direction of the house, or a file outside it. */
export interface Violation {
  file: string
  /** What the file imports, as written; null for a file that belongs to no part. */
  specifier: string | null
  message: string
}

/** Every import of the repository that runs against MAY_IMPORT, and every source file that belongs to no part. */
export function importViolations(
  root: string,
  files = sourceFiles(root),
  read?: (file: string) => string,
): Violation[] {
  return files.flatMap((file): Violation[] => {
    const from = layerOf(file)
    if (!from)
      return [
        {
          file,
          specifier: null,
          message: `belongs to no part of the house: add its folder to LAYERS in generator/architecture/layers.ts`,
        },
      ]
    return importsOf(root, file, read?.(file)).flatMap(({ specifier, target }) => {
      const to = target === null ? null : layerOf(target)
      if (target === null || to === null || MAY_IMPORT[from].includes(to)) return []
      return [
        {
          file,
          specifier,
          message: `${from} (${file}) may not import ${to} (${target}): ${from} may import ${MAY_IMPORT[from].join(', ')} (docs/architecture.md)`,
        },
      ]
    })
  })
}

/** The table of parts and directions in docs/architecture.md, between its GENERATED markers. */
export function layersMarkdown(): string {
  const rows = LAYERS.map(
    (l) => `| ${l.name} | ${l.what} | ${MAY_IMPORT[l.name].filter((n) => n !== l.name).join(', ') || 'nothing else'} |`,
  )
  return ['| part | holds | may import (besides itself) |', '| --- | --- | --- |', ...rows].join('\n')
}
