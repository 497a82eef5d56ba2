/**
 * The post-build steps rewrite what vike writes into a page: its stylesheet
 * links (inline-css.ts), its client entry (defer-entry.ts), and where the
 * build's own renderer puts both (generator/prerender/render.ts). Each finds its
 * target by a pattern; should vike change how it writes one, a pattern that
 * matched nothing would ship pages quietly missing their CSS or carrying a
 * blocking module script. So a step whose pattern matches nothing stops the
 * build, naming the page's file, the step and the pattern.
 * tests/unit/generator/vike-output.test.ts runs the patterns on a real vike build.
 */

/** What a post-build step looks for in vike's output. */
export interface VikePattern {
  /** The step's source file, e.g. "generator/emit/defer-entry.ts". */
  step: string
  /** What the pattern finds, e.g. "vike's client entry script". */
  what: string
  pattern: RegExp | string
}

/** The build's error for a pattern that matched nothing in a page. */
export function vikeOutputChanged(file: string, { step, what, pattern }: VikePattern): Error {
  const shown = typeof pattern === 'string' ? JSON.stringify(pattern) : String(pattern)
  return new Error(
    `${file}: ${step} found no ${what} (pattern ${shown}) in vike's output. vike now writes it differently: ` +
      `update the pattern in ${step} to what vike writes (see dist/server's render of the page, or ` +
      `tests/unit/generator/vike-output.test.ts).`,
  )
}

/**
 * `html.replace(pattern, replacer)` for a global pattern, failing the build
 * (vikeOutputChanged) when the pattern matches nothing.
 */
export function replaceInVikeOutput(
  html: string,
  target: VikePattern & { pattern: RegExp },
  file: string,
  replacer: (match: string, ...groups: string[]) => string,
): string {
  let found = false
  // A replacer's arguments end with the match's offset and the whole string (the patterns have no named groups).
  const out = html.replace(target.pattern, (match: string, ...rest: unknown[]) => {
    found = true
    return replacer(match, ...(rest.slice(0, -2) as string[]))
  })
  if (!found) throw vikeOutputChanged(file, target)
  return out
}
