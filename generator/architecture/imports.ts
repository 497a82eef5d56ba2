import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import ts from 'typescript'

/** Extensions of the source files whose imports are read. */
const SOURCE = /\.(tsx?|mts|m?js)$/
/** Top-level folders that hold no source of ours: dependencies, build output, reports, caches. */
const SKIP = /^(node_modules|dist|dist-.*|test-results|playwright-report|\..*)$/

/** Every source file of the repository, as repository paths with forward slashes, sorted. */
export function sourceFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (dir === root && SKIP.test(e.name)) return []
      const path = join(dir, e.name)
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(path)
      return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [relative(root, path).split('\\').join('/')] : []
    })
  return walk(root).sort()
}

/** One import of a file: what it wrote, and the repository file it reaches (relative imports only). */
export interface Import {
  specifier: string
  /** Repository path of the imported file, or null for a package (`react`, `node:fs`). */
  target: string | null
  /** The line of the file the import's path is written on. */
  line: number
}

/**
 * The imports of one file, read by TypeScript's own pre-processor: `import`,
 * `import type`, `export … from` and dynamic `import()`, so none is missed the
 * way a regular expression would miss one spread over lines.
 */
export function importsOf(root: string, file: string, text = readFileSync(join(root, file), 'utf8')): Import[] {
  const starts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)]
  const lineAt = (pos: number) => starts.findLastIndex((start) => start <= pos) + 1
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    target: fileName.startsWith('.') ? resolveImport(root, file, fileName) : null,
    line: lineAt(pos),
  }))
}

/**
 * The repository path an import names: vite's `?raw` and `?url` dropped, an
 * extension added when left out (`'../../site.facts'` is site.facts.ts, though
 * its name has a dot). A path that names no file is returned as written, for
 * the architecture check to refuse.
 */
function resolveImport(root: string, file: string, specifier: string): string {
  const path = posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\?.*$/, '')))
  if (existsSync(join(root, path)) && !isDirectory(join(root, path))) return path
  // TypeScript's ESM imports name the emitted `.js` of a `.ts` file (typesafe-i18n writes them so).
  const stem = path.replace(/\.js$/, '')
  return (
    ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => stem + ext).find((p) => existsSync(join(root, p))) ?? path
  )
}

function isDirectory(path: string): boolean {
  return statSync(path).isDirectory()
}

/** Whether a resolved import names a file of the repository. */
export const resolves = (root: string, target: string): boolean => existsSync(join(root, target))
