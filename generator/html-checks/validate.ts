import { HtmlValidate } from 'html-validate'
import { problemAt, type HtmlCheck } from './types.ts'

/**
 * The recommended preset, less four rules about how markup is spelled, not
 * whether it is valid: React writes void elements as <img/>, boolean
 * attributes as autofocus="" and keeps camelCase names (hrefLang), and the
 * page starts with <!doctype html>, as the HTML standard does. Everything
 * else applies, including no-inline-style (the CSP forbids style attributes).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
  },
})

/** The built HTML validates (html-validate, recommended preset). */
export const validHtml: HtmlCheck = {
  id: 'html-validate',
  title: 'Valid HTML',
  async run(ctx) {
    const problems = []
    for (const page of ctx.pages) {
      const report = await validator.validateString(page.html, page.file)
      for (const result of report.results)
        for (const m of result.messages)
          problems.push(
            problemAt(
              page,
              'html-validate',
              `line ${m.line}:${m.column} (${m.ruleId})`,
              m.message,
              m.selector ?? undefined,
            ),
          )
    }
    return problems
  },
}
