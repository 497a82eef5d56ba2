/**
 * The translation status as one static HTML page (.reports/translations.html)
 * for translators and reviewers: self-contained (no script, no external
 * file), every text escaped, a table per page, the change of a stale string's
 * English highlighted word by word.
 */
import { wordDiff } from './diff.ts'
import { missingReason, statusLine } from './explain.ts'
import { languageName } from './record.ts'
import { type Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { countByStatus, STATUSES, type PageGroup } from './groups.ts'
import type { TextStatus } from './status.ts'
import { escapeHtml } from '../../site/escape.ts'
import { MESSAGES_LANG } from '../../site/messages-lang.ts'

const escape = escapeHtml

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:75rem;padding:0 1rem;color:#1f2937}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2.5rem}
table{border-collapse:collapse;width:100%;margin-top:.5rem}
th,td{border:1px solid #d1d5db;padding:.4rem .6rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}td.key{font-family:ui-monospace,monospace;font-size:.85rem;overflow-wrap:anywhere;min-width:12rem}
.badge{display:inline-block;border-radius:.75rem;padding:0 .6rem;font-size:.8rem;font-weight:600}
.fresh{background:#dcfce7;color:#166534}.stale{background:#fee2e2;color:#991b1b}
.missing{background:#fef3c7;color:#92400e}.orphaned{background:#e0e7ff;color:#3730a3}
del{background:#fecaca;color:#7f1d1d}ins{background:#bbf7d0;color:#14532d;text-decoration:none}
.note{color:#4b5563}details{margin-top:.5rem}
`

const badge = (t: TextStatus) => `<span class="badge ${t.status}">${t.status}</span>`

const quoted = (text: string | undefined) => (text === undefined ? '<span class="note">none</span>' : escape(text))

/** The highlighted change from the accepted English to the English now. */
function change(t: TextStatus): string {
  if (t.status === 'stale')
    return wordDiff(t.accepted?.source ?? '', t.english ?? '')
      .map((p) =>
        p.op === 'same'
          ? escape(p.text)
          : `<${p.op === 'removed' ? 'del' : 'ins'}>${escape(p.text)}</${p.op === 'removed' ? 'del' : 'ins'}>`,
      )
      .join('')
  if (t.status === 'missing') return `<span class="note">${escape(missingReason(t))}</span>`
  if (t.status === 'orphaned') return `<span class="note">${escape(statusLine(t))}</span>`
  return '<span class="note">unchanged</span>'
}

function row(t: TextStatus): string {
  return `<tr><td class="key">${escape(t.key)}<br><span class="note">${escape(t.file)}</span></td><td>${badge(t)}</td><td>${quoted(t.english)}</td><td>${quoted(t.translated)}</td><td>${change(t)}</td></tr>`
}

const head = (lang: Lang) =>
  `<tr><th>Key</th><th>Status</th><th>English now</th><th>${escape(languageName(lang))} now</th><th>Change since accepted</th></tr>`

function section(group: PageGroup): string {
  const counts = countByStatus(group.texts)
  const summary = STATUSES.filter((s) => counts[s] > 0)
    .map((s) => `${counts[s]} ${s}`)
    .join(', ')
  const title = group.route === '*' ? escape(group.label) : `${escape(group.route)}: ${escape(group.label)}`
  const needsWork = group.texts.filter((t) => t.status !== 'fresh')
  const fresh = group.texts.filter((t) => t.status === 'fresh')
  const HEAD = head(group.lang)
  const parts = [`<h2>${title}</h2>`, `<p>${summary || 'nothing to translate'}</p>`]
  if (group.note) parts.push(`<p class="note">${escape(group.note)}</p>`)
  if (needsWork.length) parts.push(`<table>${HEAD}${needsWork.map(row).join('')}</table>`)
  if (fresh.length)
    parts.push(
      `<details><summary>${fresh.length} fresh string${fresh.length === 1 ? '' : 's'}</summary><table>${HEAD}${fresh.map(row).join('')}</table></details>`,
    )
  return parts.join('\n')
}

/** The whole report. */
export function translationsHtml(groups: PageGroup[]): string {
  const counts = countByStatus(groups.flatMap((g) => g.texts))
  const language = escape(TRANSLATED_LANGS.map(languageName).join(' and '))
  const totals = STATUSES.map((s) => `<span class="badge ${s}">${counts[s]} ${s}</span>`).join(' ')
  return `<!doctype html>
<html lang="${MESSAGES_LANG}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${language} translations: status</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${language} translations: status</h1>
<p>Each ${language} text compared with the English it was translated from. <strong>Stale</strong>: the English changed after the ${language} was approved; the last column shows what changed (<del>removed</del>, <ins>added</ins>). <strong>Missing</strong>: no approved ${language} yet. <strong>Orphaned</strong>: ${language} whose English no longer exists.</p>
<p>${totals}</p>
${groups.map(section).join('\n')}
</body>
</html>
`
}
