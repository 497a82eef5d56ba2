/**
 * Imported first by the commands that load the site (`npm run check`, the
 * build, `npm run translations`, `add-page`, `add-entry`, and the scripts
 * screens, spellcheck and make-assets): checks site.languages.ts before any other
 * module reads it (generator/checks/language-declaration.ts). A declaration
 * with problems is reported as the Languages check reports it, with every
 * other check not run, and the command exits 1 before the rest of it loads:
 * the modules after this import are not evaluated.
 */
import { fileURLToPath } from 'node:url'
import declaration from '../../site.languages.ts'
import { formatProblem } from '../../site/errors.ts'
import { declarationProblems, LANGUAGES_FILE } from '../checks/language-declaration.ts'
import { bad, checkTitle, dim, problemCount } from './paint.ts'

// The folders beside the declaration imported above: this repository's, wherever the command runs
// from (add-page and add-entry take --root).
const problems = declarationProblems(declaration, fileURLToPath(new URL('../../', import.meta.url)))
if (problems.length > 0) {
  console.log(
    [
      `${bad('✖')} ${checkTitle('Languages')} ${bad(problemCount(problems.length))}`,
      ...problems.map((p) => `    ${formatProblem(p).replace(/\n/g, '\n    ')}`),
      `${dim('○')} ${checkTitle('Every other check')} ${dim('not run: every one of them reads the declaration')}`,
      '',
      bad(`${problemCount(problems.length)}: fix ${LANGUAGES_FILE} first; nothing else was checked or built.`),
    ].join('\n'),
  )
  process.exit(1)
}
