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
 * Two of html-validate 10's element lookups, done faster with the same result
 * (tests/unit/generator/html-checks.test.ts holds them equal, element by
 * element and on a whole report):
 * - `getElementsByTagName` (behind every descendant selector its rules query)
 *   concatenates a new array at every node, O(n²) in garbage on a page of a few
 *   hundred elements: here the same elements in the same order, collected in
 *   one array (about a fifth faster per page);
 * - `matches(selector)` parses its selector on every call, and its content
 *   model checks call it about a thousand times a page, nearly always with a
 *   bare element name ("main", "li", "title"): a bare name is answered by the
 *   element's own `is(name)`, which is all the parsed selector would test
 *   (about a tenth faster per page). Any other selector goes to html-validate.
 */
export function speedUpElementLookups(): void {
  const proto = HtmlElement.prototype as unknown as Lookups & { __original?: Lookups }
  if (proto.__original) return
  proto.__original = { getElementsByTagName: proto.getElementsByTagName, matches: proto.matches }
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
  const matches = proto.matches
  proto.matches = function (selectorList) {
    return BARE_ELEMENT_NAME.test(selectorList) ? this.is(selectorList) : matches.call(this, selectorList)
  }
}

/** A selector that is only an element name: no combinator, class, id, attribute, pseudo-class, list or space. */
export const BARE_ELEMENT_NAME = /^[A-Za-z][A-Za-z0-9-]*$/

interface Lookups {
  getElementsByTagName(this: HtmlElement, tagName: string): HtmlElement[]
  matches(this: HtmlElement, selectorList: string): boolean
}

/** html-validate's own lookups, for the tests that hold ours equal to them (undefined before speedUpElementLookups). */
export function originalLookups(): Lookups | undefined {
  return (HtmlElement.prototype as unknown as { __original?: Lookups }).__original
}

let validator: HtmlValidate | undefined
const validatorOf = () => {
  if (!validator) {
    speedUpElementLookups()
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
