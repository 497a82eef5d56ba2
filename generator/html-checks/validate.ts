import { HtmlElement, HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate'
import { problemAt, type HtmlCheck } from './types.ts'

/**
 * The recommended preset, less four rules about how markup is spelled, not
 * whether it is valid: React writes void elements as <img/>, boolean
 * attributes as autofocus="" and keeps camelCase names (hrefLang), and the
 * page starts with <!doctype html>, as the HTML standard does. Everything
 * else applies, including no-inline-style (the CSP forbids style attributes).
 */
export const VALIDATOR_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
  },
}

/**
 * html-validate resolves its configuration (and rebuilds its element
 * metadata) on every call, about 10 ms a document: the same every time for
 * one configuration, so it is resolved once here and handed back on each call.
 */
class ResolvedOnce extends StaticConfigLoader {
  private readonly resolved = super.getConfigFor('page.html')
  override getConfigFor() {
    return this.resolved
  }
}

/**
 * html-validate 10's `getElementsByTagName` (behind every descendant selector
 * its rules query) concatenates a new array at every node, O(n²) in garbage
 * on a page of a few hundred elements. The same elements in the same order,
 * collected in one array: the same report, about a fifth faster per page
 * (tests/unit/generator/html-checks.test.ts holds the reports equal).
 */
export function collectElementsInOnePass(): void {
  const proto = HtmlElement.prototype as unknown as ElementsByTagName & {
    __original?: ElementsByTagName['getElementsByTagName']
  }
  if (proto.__original) return
  proto.__original = proto.getElementsByTagName
  proto.getElementsByTagName = function (tagName) {
    const out: HtmlElement[] = []
    const visit = (node: HtmlElement) => {
      for (const child of node.childElements) {
        if (child.is(tagName)) out.push(child)
        visit(child)
      }
    }
    visit(this)
    return out
  }
}

interface ElementsByTagName {
  getElementsByTagName(this: HtmlElement, tagName: string): HtmlElement[]
}

/** html-validate's own `getElementsByTagName`, for the test that holds the two equal. */
export function originalElementsByTagName(): ElementsByTagName['getElementsByTagName'] | undefined {
  return (HtmlElement.prototype as unknown as { __original?: ElementsByTagName['getElementsByTagName'] }).__original
}

let validator: HtmlValidate | undefined
const validatorOf = () => {
  if (!validator) {
    collectElementsInOnePass()
    validator = new HtmlValidate(new ResolvedOnce(VALIDATOR_CONFIG))
  }
  return validator
}

/** The built HTML validates (html-validate, recommended preset). */
export const validHtml: HtmlCheck = {
  id: 'html-validate',
  title: 'Valid HTML',
  page(page) {
    const report = validatorOf().validateStringSync(page.html, page.file)
    return report.results.flatMap((result) =>
      result.messages.map((m) =>
        problemAt(
          page,
          'html-validate',
          `line ${m.line}:${m.column} (${m.ruleId})`,
          m.message,
          m.selector ?? undefined,
        ),
      ),
    )
  },
}
