/**
 * Checks commit messages against scripts/commits/subjects.ts.
 *   tsx scripts/commits/check.ts                       every commit since RULE_SINCE (lint and CI)
 *   tsx scripts/commits/check.ts --message-file <f>    one message (the commit-msg hook, .githooks/)
 * Outside a git checkout, or in a clone too shallow to reach RULE_SINCE, it
 * checks what it can and says so.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { EXCEPTIONS, historyProblems, messageProblems, RULE_SINCE, type Commit } from './subjects.ts'

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8', timeout: 30_000 })

function commits(): Commit[] | null {
  if (git('rev-parse', '--is-inside-work-tree').status !== 0) return null
  const reachable = git('merge-base', '--is-ancestor', RULE_SINCE, 'HEAD').status === 0
  const range = reachable ? [`${RULE_SINCE}..HEAD`] : ['-1', 'HEAD']
  if (!reachable) console.log(`commit messages: ${RULE_SINCE} is not in this clone's history; checking HEAD only`)
  const log = git('log', '--format=%H%x00%B%x1e', ...range)
  if (log.status !== 0) throw new Error(`git log failed: ${log.stderr}`)
  return log.stdout
    .split('\x1e')
    .map((r) => r.replace(/^\n/, ''))
    .filter((r) => r.includes('\0'))
    .map((r) => {
      const [hash, message] = r.split('\0') as [string, string]
      return { hash, message }
    })
}

const fileAt = process.argv.indexOf('--message-file')
if (fileAt > 0) {
  const file = process.argv[fileAt + 1]
  if (!file) throw new Error('--message-file needs the path git gives the commit-msg hook')
  const problems = messageProblems(readFileSync(file, 'utf8'))
  for (const p of problems) console.error(`commit message: ${p}`)
  if (problems.length > 0) console.error(`(your message is kept in ${file}: git commit -e -F ${file} to edit it)`)
  process.exit(problems.length > 0 ? 1 : 0)
}

const list = commits()
if (list === null) {
  console.log('commit messages: not a git checkout, nothing to check')
  process.exit(0)
}
const problems = historyProblems(list)
for (const p of problems) console.error(`✖ ${p}`)
console.log(
  problems.length > 0
    ? `✖ commit messages: ${problems.length} problem(s) in ${list.length} commits`
    : `✔ commit messages: ${list.length} commits since ${RULE_SINCE}, every subject at most 72 characters ` +
        `(${Object.keys(EXCEPTIONS).length} listed exceptions)`,
)
process.exit(problems.length > 0 ? 1 : 0)
