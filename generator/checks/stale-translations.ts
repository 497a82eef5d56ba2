import type { Problem } from '../../site/errors.ts'
import { acceptCommand, staleDetails } from '../translations/explain.ts'
import { translationStatus, type TextStatus } from '../translations/status.ts'
import type { Check } from './types.ts'

const problem = (t: TextStatus, message: string, hint: string): Problem => ({
  check: 'stale-translations',
  file: t.file,
  route: t.route,
  key: t.key,
  message,
  hint,
})

/**
 * Every Spanish string still translates the English as it is now: its
 * English source has the fingerprint recorded when the translation was
 * accepted (locales/i18n/es/*.sources.json). A stale string fails the build
 * with the English now, the Spanish now, and the English it was translated
 * from, as a word diff. So does Spanish never accepted, and Spanish with no
 * English. Absent or [ES-PENDING] Spanish is the translations check's.
 */
export const staleTranslations: Check = {
  id: 'stale-translations',
  title: 'Translations up to date',
  run(ctx) {
    if (!ctx.site) return []
    const problems: Problem[] = [...ctx.records.problems]
    for (const t of translationStatus(ctx.site, ctx.records)) {
      if (t.status === 'stale')
        problems.push(
          problem(
            t,
            `stale Spanish: the English changed after this translation was accepted\n    ${staleDetails(t).join('\n    ')}`,
            `update the Spanish in ${t.file} if it no longer says the same, then run \`${acceptCommand(t)}\``,
          ),
        )
      else if (t.status === 'missing' && t.reason === 'unaccepted')
        problems.push(
          problem(
            t,
            `Spanish text never accepted against its English: ${JSON.stringify(t.spanish)} translates ${JSON.stringify(t.english)}?`,
            `check the Spanish, then run \`${acceptCommand(t)}\` (records the English it translates)`,
          ),
        )
      else if (t.status === 'orphaned')
        problems.push(
          problem(
            t,
            `Spanish text with no English: ${JSON.stringify(t.spanish)}`,
            'rename the key to the English one, or delete it (the English key was renamed or removed)',
          ),
        )
    }
    return problems
  },
}
