import { HtmlValidate } from 'html-validate'
import { problemAt, type HtmlCheck } from './types.ts'

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // <!doctype html> is what every browser and the spec write.
    'doctype-style': 'off',
    // React serialises void elements as <img/> and keeps camelCase names (hrefLang, dateTime):
    // valid HTML, only a style preference of the preset.
    'void-style': 'off',
    'attr-case': 'off',
    // Inline SVG icons carry presentation attributes and long path data.
    'attribute-boolean-style': 'off',
    'no-inline-style': 'off',
    'long-title': 'off',
    // Tailwind arbitrary classes ("[animation-delay:100ms]") are valid class names.
    'valid-id': ['error', { relaxed: true }],
    'no-trailing-whitespace': 'off',
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
