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
 * Three of html-validate's element lookups, done faster with the same result
 * (tests/unit/generator/html-checks.test.ts holds them equal, element by
 * element and on a whole report; html-validate is pinned for this, and
 * tests/unit/generator/pinned-dependencies.test.ts fails when it moves):
 * - `getElementsByTagName` (behind every descendant selector its rules query)
 *   concatenates a new array at every node, O(n²) in garbage on a page of a few
 *   hundred elements: here the same elements in the same order, collected in
 *   one array (about a fifth faster per page);
 * - `matches(selector)` parses its selector on every call, and its content
 *   model checks call it about a thousand times a page, nearly always with a
 *   bare element name ("main", "li", "title"): a bare name is answered by the
 *   element's own `is(name)`, which is all the parsed selector would test
 *   (about a tenth faster per page). Any other selector goes to html-validate;
 * - `querySelectorAll` / `querySelector` (behind its document-wide rules:
 *   landmarks, headings, focusable elements, every `aria-labelledby` target)
 *   parse the selector list on every call and walk the whole tree once per
 *   selector of the list: a list whose every selector is simple (a name, an
 *   `#id`, an `[attribute]` or `[attribute="value"]`, or a name with one of
 *   those) is answered in one walk, each selector's matches kept apart and
 *   given in html-validate's order (the first selector's, then the next
 *   one's…, each element once). Anything else goes to html-validate.
 */
export function speedUpElementLookups(): void {
  const proto = HtmlElement.prototype as unknown as Lookups & { __original?: Lookups }
  if (proto.__original) return
  proto.__original = {
    getElementsByTagName: proto.getElementsByTagName,
    matches: proto.matches,
    querySelectorImpl: proto.querySelectorImpl,
  }
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
  const querySelectorImpl = proto.querySelectorImpl
  proto.querySelectorImpl = function* (selectorList) {
    const tests = selectorList ? simpleSelectorList(selectorList) : undefined
    if (!tests) {
      yield* querySelectorImpl.call(this, selectorList)
      return
    }
    const found: HtmlElement[][] = tests.map(() => [])
    const visit = (node: HtmlElement) => {
      for (const child of node.childElements) {
        for (let i = 0; i < tests.length; i++) if (tests[i]!(child)) found[i]!.push(child)
        visit(child)
      }
    }
    visit(this)
    yield* found.flat()
  }
}

/**
 * A simple selector: an optional element name, then at most one `#id`,
 * `[attribute]` or `[attribute="value"]` (no escapes, no combinator). The
 * tests are those html-validate's own conditions make: `is(name)`, `id ===`,
 * `getAttribute(key, true)` with any value or one equal to the given one.
 */
const SIMPLE_SELECTOR =
  /^([A-Za-z][A-Za-z0-9-]*)?(?:#([A-Za-z_][A-Za-z0-9_-]*)|\[([A-Za-z][A-Za-z0-9_:-]*)(?:="([^"\\\s]+)")?\])?$/

type ElementTest = (element: HtmlElement) => boolean

/** The tests of a selector list split as html-validate splits it, or undefined when any of them is not simple. */
export function simpleSelectorList(selectorList: string): ElementTest[] | undefined {
  const tests: ElementTest[] = []
  for (const selector of selectorList.split(/(?<!\\),\s*/)) {
    const m = SIMPLE_SELECTOR.exec(selector)
    if (!m || selector === '') return undefined
    const [, name, id, key, value] = m
    const condition: ElementTest =
      id !== undefined
        ? (e) => e.id === id
        : key === undefined
          ? () => true
          : value === undefined
            ? (e) => e.getAttribute(key, true).length > 0
            : (e) => e.getAttribute(key, true).some((a) => a.value === value)
    tests.push(name === undefined ? condition : (e) => e.is(name) && condition(e))
  }
  return tests
}

/** A selector that is only an element name: no combinator, class, id, attribute, pseudo-class, list or space. */
export const BARE_ELEMENT_NAME = /^[A-Za-z][A-Za-z0-9-]*$/

interface Lookups {
  getElementsByTagName(this: HtmlElement, tagName: string): HtmlElement[]
  matches(this: HtmlElement, selectorList: string): boolean
  querySelectorImpl(this: HtmlElement, selectorList: string): Generator<HtmlElement, void, undefined>
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
