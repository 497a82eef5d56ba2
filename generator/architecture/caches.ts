import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { sourceFiles } from './imports.ts'
import type { Violation } from './layers.ts'

/** The engine: the core's rules and the renderer, which keep no state of the build's. */
const ENGINE = /^(site|renderer)\//
/** A collection made empty to be filled later: a cache, when it is made at a module's top level. */
const CACHE_TYPES = new Set(['Map', 'WeakMap', 'Set', 'WeakSet'])

/**
 * Every module-level cache of the engine (site/, renderer/): a top-level
 * `new Map()` (WeakMap, Set, WeakSet) made empty, to be filled as pages are
 * rendered. What the engine works out once is kept by the build and handed
 * in (site/memo.ts, generator/memo.ts), or worked out once when the site is
 * loaded; a constant collection (`new Set(['a', 'b'])`) is no cache.
 */
export function moduleCaches(root: string, files = sourceFiles(root), read?: (file: string) => string): Violation[] {
  return files
    .filter((file) => ENGINE.test(file))
    .flatMap((file) => {
      const text = read?.(file) ?? readFileSync(join(root, file), 'utf8')
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
      return source.statements.flatMap((statement): Violation[] => {
        if (!ts.isVariableStatement(statement)) return []
        return statement.declarationList.declarations.flatMap((declaration): Violation[] => {
          const init = declaration.initializer
          if (!init || !ts.isNewExpression(init) || !ts.isIdentifier(init.expression)) return []
          if (!CACHE_TYPES.has(init.expression.text) || (init.arguments?.length ?? 0) > 0) return []
          const line = source.getLineAndCharacterOfPosition(declaration.getStart(source)).line + 1
          const name = declaration.name.getText(source)
          return [
            {
              file,
              specifier: null,
              line,
              message: `${file}:${line} keeps a module-level cache (${name} = new ${init.expression.text}()): the engine (site/, renderer/) keeps none; ask the site's memo (site.memo.once(…), site/memo.ts, kept by generator/memo.ts) or work it out once when the site is loaded (docs/architecture.md)`,
            },
          ]
        })
      })
    })
}

/** The core: the site's rules, which name no file of the renderer. */
const CORE = /^site\//

/**
 * Every string of the core (site/) that names a file of the renderer
 * (`'renderer/sections/contact/client.tsx'`): the renderer names its own
 * files (renderer/islands/sources.ts), and the core is used by every part.
 */
export function rendererPathsInCore(
  root: string,
  files = sourceFiles(root),
  read?: (file: string) => string,
): Violation[] {
  return files
    .filter((file) => CORE.test(file))
    .flatMap((file) => {
      const text = read?.(file) ?? readFileSync(join(root, file), 'utf8')
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
      const found: Violation[] = []
      const visit = (node: ts.Node) => {
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^renderer\//.test(node.text)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
          found.push({
            file,
            specifier: null,
            line,
            message: `${file}:${line} names a file of the renderer (${node.text}): the core names none; let the renderer name its files (as renderer/islands/sources.ts does) and the build read them there (docs/architecture.md)`,
          })
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      return found
    })
}
