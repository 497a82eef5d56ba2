import { importsOf, resolves, sourceFiles } from './imports.ts'

/**
 * The parts of the house (docs/architecture.md draws them), each a set of
 * repository paths; the first part whose pattern matches a file owns it.
 */
export const LAYERS = [
  {
    name: 'hosts',
    paths: /^(server|hosts)\//,
    what: 'the hosts: local runtimes and their header files',
  },
  {
    name: 'core',
    paths: /^(site\/|locales\/|site\.(manifest|facts|claims|languages)\.ts$)/,
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

/**
 * The engine (site/, renderer/) knows no one site: it is handed the site's
 * data (createSite({ manifest }), a section's props) and never imports it.
 */
const ENGINE = /^(site|renderer)\//
export const SITE_DATA = ['site.manifest.ts', 'site.facts.ts', 'site.claims.ts', 'site.languages.ts'] as const

/**
 * Packages the engine (site/, renderer/) may not import, each with why: the
 * build's machinery (its bundler, its caches' serialization, its worker lanes)
 * lives in generator/ only, and the engine takes what it computes as arguments.
 */
export const ENGINE_PACKAGES_DENIED: Record<string, string> = {
  vite: "the build's bundler and dev server: the generator runs it and hands the engine what it read",
  'node:v8': "serialization of the build's kept readings: generator/markdown/store.ts",
  'node:worker_threads': "the build's lanes: generator/prerender/",
}

/**
 * Engine files that still import the site's data, each with why it is left:
 * the list only shrinks, and a file not in it that imports them fails.
 */
export const ENGINE_DATA_LEFT: Record<string, string> = {
  // The type of every language-keyed value (Lang) follows the declaration, and the pre-paint script bundles the list.
  'site/lang.ts': 'the language list and its type, which every module and the browser scripts take',
}

/**
 * For a file outside the engine, the chain of imports by which it reaches the
 * site's data (`locales/placeholders.ts → site.facts.ts`), or null. The walk
 * stops at engine files (each is checked on its own, and site/lang.ts may read
 * the language list) and keeps what it found per file.
 */
function dataChains(root: string, read?: (file: string) => string): (file: string) => string[] | null {
  const found = new Map<string, string[] | null>()
  const chainOf = (file: string, seen: Set<string>): string[] | null => {
    if ((SITE_DATA as readonly string[]).includes(file)) return [file]
    if (found.has(file)) return found.get(file)!
    if (ENGINE.test(file) || seen.has(file) || !resolves(root, file) || !/\.(tsx?|mts|m?js)$/.test(file)) return null
    seen.add(file)
    let chain: string[] | null = null
    for (const { target } of importsOf(root, file, read?.(file))) {
      const next = target ? chainOf(target, seen) : null
      if (next) {
        chain = [file, ...next]
        break
      }
    }
    found.set(file, chain)
    return chain
  }
  return (file) => chainOf(file, new Set())
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
  /** The line the import is written on. */
  line?: number
  message: string
}

/** Every import of the repository that runs against MAY_IMPORT, and every source file that belongs to no part. */
export function importViolations(
  root: string,
  files = sourceFiles(root),
  read?: (file: string) => string,
): Violation[] {
  const reachesData = dataChains(root, read)
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
    return importsOf(root, file, read?.(file)).flatMap(({ specifier, target, line }): Violation[] => {
      if (target === null) {
        const why = ENGINE.test(file)
          ? ENGINE_PACKAGES_DENIED[specifier.replace(/^(?!node:)(v8|worker_threads)$/, 'node:$1')]
          : undefined
        return why
          ? [
              {
                file,
                specifier,
                line,
                message: `${file}:${line} imports ${specifier}: the engine (site/, renderer/) imports none of the build's machinery (${why}); take what it computes as an argument (docs/architecture.md)`,
              },
            ]
          : []
      }
      if (ENGINE.test(file) && (SITE_DATA as readonly string[]).includes(target) && !(file in ENGINE_DATA_LEFT))
        return [
          {
            file,
            specifier,
            line,
            message: `${file}:${line} imports ${target}: the engine (site/, renderer/) is handed the site's data, never imports it; take it as an argument (createSite({ manifest }), a section's props) (docs/architecture.md)`,
          },
        ]
      if (!resolves(root, target))
        return [
          { file, specifier, line, message: `${file} imports ${specifier}, which names no file of the repository` },
        ]
      // Through a file outside the engine (locales/placeholders.ts reads site.facts.ts): the engine still holds one site's data.
      const chain =
        ENGINE.test(file) && !(file in ENGINE_DATA_LEFT) && !ENGINE.test(target) ? reachesData(target) : null
      if (chain)
        return [
          {
            file,
            specifier,
            line,
            message: `${file}:${line} imports ${chain.join(' → ')}: the engine (site/, renderer/) is handed the site's data, never imports it, not even through another file; take what it needs as an argument (createSite({ facts }), a section's props) (docs/architecture.md)`,
          },
        ]
      const to = layerOf(target)
      if (to === null)
        return [
          {
            file,
            specifier,
            line,
            message: `${file} imports ${target}, which belongs to no part of the house: add its folder to LAYERS in generator/architecture/layers.ts`,
          },
        ]
      if (MAY_IMPORT[from].includes(to)) return []
      return [
        {
          file,
          specifier,
          line,
          message: `${from} (${file}) may not import ${to} (${target}): ${from} may import ${MAY_IMPORT[from].join(', ')} (docs/architecture.md)`,
        },
      ]
    })
  })
}

/**
 * Every import cycle among `files`, type-only imports included: each as the
 * files of one strongly connected component, sorted, the shortest loop
 * through its first file written out (`a.ts → b.ts → a.ts`). A cycle closed
 * only by types still runs ownership backwards: the type's owner depends on
 * its user, and one value import later the cycle is real.
 */
export function importCycles(
  root: string,
  files = sourceFiles(root),
  read?: (file: string) => string,
): { files: string[]; loop: string }[] {
  const inside = new Set(files)
  const edges = new Map(
    files.map((f) => [
      f,
      [
        ...new Set(
          importsOf(root, f, read?.(f)).flatMap(({ target }) => (target && inside.has(target) ? [target] : [])),
        ),
      ],
    ]),
  )
  // Tarjan's strongly connected components, iterative so a long chain cannot overflow the stack.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let next = 0
  for (const start of files) {
    if (index.has(start)) continue
    const work: [string, number][] = [[start, 0]]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work.at(-1)!
      const [node, i] = frame
      const targets = edges.get(node)!
      if (i < targets.length) {
        frame[1]++
        const to = targets[i]!
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next++)
          stack.push(to)
          onStack.add(to)
          work.push([to, 0])
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work.at(-1)![0]
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!))
      }
      if (low.get(node) === index.get(node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== node)
        if (component.length > 1 || edges.get(node)!.includes(node)) components.push(component.sort())
      }
    }
  }
  return components.map((component) => ({ files: component, loop: loopThrough(component, edges) }))
}

/** The shortest loop from a component's first file back to it (breadth first), written `a → b → a`. */
function loopThrough(component: string[], edges: Map<string, string[]>): string {
  const start = component[0]!
  const members = new Set(component)
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const to of edges.get(node)!) {
      if (!members.has(to)) continue
      if (to === start) {
        const path = [node]
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!)
        return [...path, start].join(' → ')
      }
      if (!previous.has(to)) {
        previous.set(to, node)
        queue.push(to)
      }
    }
  }
  return start
}

/** The table of parts and directions in docs/architecture.md, between its GENERATED markers. */
export function layersMarkdown(): string {
  const rows = LAYERS.map(
    (l) => `| ${l.name} | ${l.what} | ${MAY_IMPORT[l.name].filter((n) => n !== l.name).join(', ') || 'nothing else'} |`,
  )
  return ['| part | holds | may import (besides itself) |', '| --- | --- | --- |', ...rows].join('\n')
}
