/**
 * The body of `generator/cli/translations.ts`, loaded once the language declaration has
 * passed (see there).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { ConfigError } from '../../site/errors.ts'
import { createSite } from '../../site/site.ts'
import { loadManifestModule } from '../checks/index.ts'
import { SITE_FACTS, siteCopy } from '../site.ts'
import { planAccept } from '../translations/accept.ts'
import { acceptCommand, acceptPageCommand, pageOf, staleDetails, statusLine } from '../translations/explain.ts'
import { countByStatus, groupByPage, STATUSES } from '../translations/groups.ts'
import { translationsHtml } from '../translations/html.ts'
import { I18N_TYPES, regenerateI18nTypes } from '../translations/i18n-types.ts'
import { languageName, readRecords } from '../translations/record.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { asLang, DEFAULT_LANG, type Lang } from '../../site/lang.ts'
import { splitLang } from '../../site/routes.ts'
import { translationStatus, type TextStatus } from '../translations/status.ts'

const REPORT = '.reports/translations.html'
/** Languages' names, for messages: "Spanish", "Spanish and Portuguese". */
const namesOf = (langs: readonly Lang[]) => langs.map(languageName).join(' and ')
/** The translated languages' names, for messages: "Spanish". */
const LANGUAGE = namesOf(TRANSLATED_LANGS)
const root = process.cwd()

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run translations [-- accept [--lang ${TRANSLATED_LANGS.join('|')}] <page | collection/slug | collection | key | key prefix | record key | "/path seo.<lang>.field"> … | -- accept [--lang ${TRANSLATED_LANGS.join('|')}] --all]`,
  )
  process.exit(1)
}

const counts = (texts: TextStatus[]) => {
  const n = countByStatus(texts)
  return STATUSES.filter((s) => n[s] > 0 || s === 'fresh')
    .map((s) => `${n[s]} ${s}`)
    .join(', ')
}

/** Status per page, with the detail of every string that is not fresh. */
function printStatus(texts: TextStatus[], site: ReturnType<typeof createSite>): void {
  const groups = groupByPage(site, texts)
  console.log(`${LANGUAGE} strings against the English they were translated from: ${counts(texts)}\n`)
  for (const group of groups) {
    console.log(`${group.route === '*' ? 'shared' : group.route}  ${group.label}: ${counts(group.texts)}`)
    if (group.note) console.log(`    ${group.note}`)
    for (const t of group.texts.filter((x) => x.status !== 'fresh')) {
      console.log(`  ${t.status.padEnd(9)}${t.key}  (${t.file}): ${statusLine(t)}`)
      if (t.status === 'stale') for (const line of staleDetails(t)) console.log(`             ${line}`)
    }
  }
  mkdirSync(join(root, dirname(REPORT)), { recursive: true })
  writeFileSync(join(root, REPORT), translationsHtml(groups))
  console.log(`\nReport for translators: ${REPORT}`)
  const todo = texts.filter((t) => t.status === 'stale' || t.reason === 'unaccepted')
  if (todo.length > 0)
    console.log(
      `Next: check each ${LANGUAGE} text above against the English now, edit it where it no longer says the same,\n` +
        `then accept it: \`${acceptCommand(todo[0]!)}\` (or a page: \`${acceptPageCommand(pageOf(todo[0]!) ?? todo[0]!.key.split('.')[0]!, todo[0]!.lang)}\`).`,
    )
}

/**
 * The languages `--lang <code>` (or `--lang=<code>`) names; without it, the language of the pages named
 * with a language's prefix (`/pt/features` is Portuguese: accepting it accepts no Spanish), else every
 * translated one. The other arguments.
 */
function langOption(args: string[]): { langs: readonly Lang[]; rest: string[] } {
  const at = args.findIndex((a) => a === '--lang' || a.startsWith('--lang='))
  if (at < 0) {
    const implied = [
      ...new Set(
        args
          .filter((a) => a.startsWith('/'))
          .flatMap((a) => {
            const { lang } = splitLang(a.split(' ')[0]!)
            return lang === DEFAULT_LANG ? [] : [lang]
          }),
      ),
    ]
    if (implied.length > 1)
      usage(
        `accept: the pages named are in ${namesOf(implied)}: accept one language's at a time, or name the pages without a prefix and give --lang`,
      )
    return { langs: implied.length === 1 ? implied : TRANSLATED_LANGS, rest: args }
  }
  const given = args[at]!.startsWith('--lang=') ? args[at]!.slice('--lang='.length) : args[at + 1]
  const lang = asLang(given)
  if (!lang || !TRANSLATED_LANGS.includes(lang))
    usage(`accept: --lang ${given ?? ''}: the translated languages are ${TRANSLATED_LANGS.join(', ')}`)
  return { langs: [lang], rest: args.filter((_, i) => i !== at && (i !== at + 1 || args[at]!.includes('='))) }
}

function accept(texts: TextStatus[], records: ReturnType<typeof readRecords>, args: string[]): void {
  const { langs, rest } = langOption(args)
  const language = namesOf(langs)
  const all = rest.includes('--all')
  const targets = rest.filter((a) => a !== '--all')
  if (!all && targets.length === 0) usage('accept: name what to accept')
  if (all && targets.length > 0) usage('accept: --all or targets, not both')
  const plan = planAccept(texts, records, all ? 'all' : targets, langs)
  if (plan.unmatched.length > 0)
    usage(
      `accept: no ${language} string matches ${plan.unmatched.map((t) => JSON.stringify(t)).join(', ')}; nothing was changed.`,
    )
  // Only the records whose text changes are written (and told): an accept of fresh strings writes none.
  const written: string[] = []
  for (const [file, text] of plan.write) {
    const path = join(root, file)
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue
    // A loader's record goes in content/<collection>/, which may not be there yet.
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
    written.push(file)
  }
  for (const file of plan.remove) rmSync(join(root, file))
  const changed = plan.accepted.filter((t) => t.status !== 'fresh')
  // The languages of the strings accepted, not of every language the command could have taken.
  const acceptedIn = namesOf(langs.filter((l) => plan.accepted.some((t) => t.lang === l)))
  console.log(
    `Accepted ${plan.accepted.length} ${plan.accepted.length > 0 ? acceptedIn : language} string${plan.accepted.length === 1 ? '' : 's'} against the English as it is now` +
      (plan.accepted.length > changed.length ? ` (${plan.accepted.length - changed.length} already fresh)` : '') +
      '.',
  )
  if (!all || changed.length <= 20)
    for (const t of changed) console.log(`  ${t.status.padEnd(9)}→ fresh  ${t.key}  (${t.file})`)
  if (plan.skipped.length > 0) {
    console.log(`Not accepted (${plan.skipped.length}):`)
    for (const { text, why } of plan.skipped.slice(0, all ? 10 : undefined))
      console.log(`  ${text.key}  (${text.file}): ${why}`)
    if (all && plan.skipped.length > 10)
      console.log(`  … and ${plan.skipped.length - 10} more (npm run translations lists them)`)
  }
  for (const file of written) console.log(`wrote ${file}`)
  for (const file of plan.remove) console.log(`removed ${file}`)
  // Accepting follows an edit of the locale files: bring the generated types up to date with them.
  const types = regenerateI18nTypes(root)
  if (!types.ok)
    console.warn(`warning: typesafe-i18n failed; run \`npm run i18n\` once the error is fixed\n${types.output}`)
  else if (types.changed) console.log(`regenerated ${I18N_TYPES} (typesafe-i18n)`)
}

try {
  const [command, ...args] = process.argv.slice(2)
  const site = createSite({
    manifest: await loadManifestModule(resolve(root, 'site.manifest.ts')),
    facts: SITE_FACTS,
    copy: siteCopy(),
  })
  const records = readRecords(root)
  for (const p of records.problems) console.warn(`warning: ${p.file} › ${p.key}: ${p.message}`)
  const texts = translationStatus(site, records)
  if (command === undefined || command === 'status') printStatus(texts, site)
  else if (command === 'accept') accept(texts, records, args)
  else usage(`unknown command "${command}"`)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exitCode = 1
  } else throw error
}
