/**
 * A module of the site that does not load (a syntax error in site.manifest.ts, a name used without
 * its import): what `npm run check` and the build print instead of Node's stack trace, naming the
 * file, line and column of the repository where it failed, and the fix.
 */
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The first place of the repository (not node_modules) an error names: esbuild's `file:line:col: ERROR:`, or a stack frame. */
function placeOf(error: Error, root: string): string | undefined {
  const text = `${error.message}\n${error.stack ?? ''}`
  for (const match of text.matchAll(/(file:\/\/[^\s():]+|\/[^\s():]+):(\d+):(\d+)/g)) {
    const file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!
    const path = relative(root, file)
    if (path.startsWith('..') || path.split(sep).includes('node_modules')) continue
    return `${path.split(sep).join('/')}:${match[2]}:${match[3]}`
  }
  return undefined
}

/** The message of a module that failed to load, at its place in the repository; undefined when the error names none. */
export function loadErrorMessage(error: unknown, root: string): string | undefined {
  if (!(error instanceof Error)) return undefined
  const place = placeOf(error, root)
  if (!place) return undefined
  // esbuild's first line is "Transform failed with 1 error:"; its error is the line after it.
  const reason = /ERROR: (.+)/.exec(error.message)?.[1] ?? `${error.name}: ${error.message.split('\n')[0]!.trim()}`
  return [
    `✖ ${place} › ${reason}`,
    `    fix: correct the code at that line (a bracket or comma missing, a name used without its import: \`npm run typecheck\` names each); the site could not be loaded, so nothing was checked or built`,
  ].join('\n')
}
