import { attr } from './dom.ts'
import { problemAt, type HtmlCheck } from './types.ts'

/** Every link that opens a new tab has rel="noopener noreferrer". */
export const externalLinks: HtmlCheck = {
  id: 'new-tab-links',
  title: 'New-tab links are safe',
  page(page) {
    return page.elements
      .filter((el) => el.tagName === 'a' && attr(el, 'target') === '_blank')
      .flatMap((el) => {
        const rel = (attr(el, 'rel') ?? '').split(/\s+/)
        return rel.includes('noopener') && rel.includes('noreferrer')
          ? []
          : [
              problemAt(
                page,
                'new-tab-links',
                `<a href="${attr(el, 'href')}">`,
                'opens a new tab without rel="noopener noreferrer"',
              ),
            ]
      })
  },
}
