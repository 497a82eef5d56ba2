import type { Problem } from '../../site/errors.ts'
import { basisProblems } from '../../site/measured.ts'
import type { Check } from './types.ts'
import { languageValues } from './language-values.ts'

const FILE = 'site.claims.ts'

/**
 * Every measured marketing figure carries its basis (what it counts, over whom,
 * over which period, when measured: site/schema/claims.ts), and is listed in
 * `measuredFigures`, so a page that shows it prints that basis in its "How we
 * measure these figures" note. The figures come from `ctx.facts` (the
 * repository's site.claims.ts unless a test gives others).
 */
export const figureBases: Check = {
  id: 'figure-bases',
  title: 'Figures and their basis',
  summary: (_site) =>
    'every measured figure says what it counts, over whom, when, its sample and whether it is a mean or a median',
  run(ctx) {
    const { roots, measured } = ctx.facts
    // A value without one of the languages is the check "Values in every language"'s to name (with its
    // fix, once): the schema's "has no label" for it here would say it again.
    const untranslated = languageValues.run(ctx).map((p) => p.key)
    const named = (key: string) => untranslated.some((k) => k === key || k.startsWith(`${key}.`))
    const problems: Problem[] = basisProblems(roots)
      .filter((p) => !named(p.key))
      .map((p) => ({
        check: 'figure-bases',
        file: FILE,
        route: '*',
        key: p.key,
        message: p.message,
        hint: p.hint,
      }))
    const listed = new Set(measured.map((m) => m.key))
    const visit = (node: unknown, key: string): void => {
      if (node && typeof node === 'object' && 'kind' in node && 'value' in node) {
        if (!listed.has(key))
          problems.push({
            check: 'figure-bases',
            file: 'site.facts.ts',
            route: '*',
            key,
            message: `measured figure ${key} is missing from measuredFigures, so no page would show its basis`,
            hint: `add { placeholder: '<its placeholder>', key: '${key}', claim: ${key} } to measuredFigures in site.facts.ts`,
          })
        return
      }
      if (node && typeof node === 'object')
        for (const [k, child] of Object.entries(node)) visit(child, key ? `${key}.${k}` : k)
    }
    for (const [name, root] of Object.entries(roots)) visit(root, name)
    return problems
  },
}
