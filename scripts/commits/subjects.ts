/**
 * The rule for commit messages: a subject of at most 72 characters that says
 * what changed, then a blank line and a body that says why. Pure: the command
 * line (scripts/commits/check.ts) reads git's log or a message file.
 */

/** The longest subject a history list shows whole (git's own guidance, GitHub's cut). */
export const SUBJECT_MAX = 72

/**
 * The first commit the rule holds after: older subjects (up to 687 characters)
 * are history. Commits listed in EXCEPTIONS landed before the check existed.
 */
export const RULE_SINCE = 'e454f9f6'
export const EXCEPTIONS: Record<string, string> = {
  ca0d72b: 'a merge subject of 73 characters, landed before the check',
  '976e645': 'on a branch begun before the check, merged with it (82 characters)',
}

export interface Commit {
  hash: string
  message: string
}

/** What is wrong with one commit message, or [] when it follows the rule. */
export function messageProblems(message: string): string[] {
  // Git drops comment lines from an edited message; the hook sees them.
  const lines = message
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .map((l) => l.trimEnd())
  while (lines.length > 0 && lines[0] === '') lines.shift()
  const subject = lines[0] ?? ''
  const problems: string[] = []
  if (subject === '') return ['the subject is empty: say what the commit changes']
  if ([...subject].length > SUBJECT_MAX)
    problems.push(
      `the subject is ${[...subject].length} characters (at most ${SUBJECT_MAX}): "${subject}"; ` +
        'keep what changed in the subject and move the rest (why, what was measured) to the body',
    )
  if (lines.length > 1 && lines[1] !== '')
    problems.push('the line after the subject must be empty: git reads everything up to a blank line as the subject')
  if (/^(wip\b|fixup!|squash!)/i.test(subject))
    problems.push(`"${subject}" is a work-in-progress subject: squash it or say what the commit changes`)
  return problems
}

/** Every problem of a list of commits, each line naming its commit. */
export function historyProblems(commits: readonly Commit[]): string[] {
  return commits.flatMap(({ hash, message }) =>
    Object.keys(EXCEPTIONS).some((h) => hash.startsWith(h))
      ? []
      : messageProblems(message).map((p) => `${hash.slice(0, 7)}: ${p}`),
  )
}
