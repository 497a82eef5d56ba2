/**
 * What a link in a Markdown text may point at. A text is published as it is
 * written, so the forms a link may take are a short list checked when the
 * file is read, where its line is known: a link that would leave the site by
 * an unexpected scheme (`file:`, `ftp:`) or that resolves against whatever
 * page shows it (`pricing`, `../x`) is refused there, naming the file and
 * line, rather than found in the built HTML, or not at all.
 *
 * Allowed: a site path (`/contact`, checked against the routes by the links
 * check), an anchor (`#faq`), a configured link (`ext:blog`), `https:`,
 * `http:`, `mailto:` and `tel:` addresses.
 */
import { configLink, configLinkKey, EXTERNAL_LINKS, isConfigLink } from '../external-links.ts'

/** What is wrong with a link's address, and how to write it. */
export interface LinkPolicyIssue {
  message: string
  hint: string
}

/** Schemes a link may use, besides `ext:`. */
export const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const

/** Schemes that run code or embed a document: never published, whatever the form. */
const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data):/i
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

const FORMS = 'a site path (/contact), an anchor (#faq), ext:<name> (ext:blog), https://…, mailto:… or tel:…'

/** The issue with a link's address under the policy above (a Markdown text's, a copy text's inline link, a section's href), or undefined when it is allowed. */
export function linkPolicyIssue(url: string): LinkPolicyIssue | undefined {
  const shown = JSON.stringify(url.slice(0, 60))
  if (UNSAFE_SCHEME.test(url))
    return {
      message: `unsafe URL ${shown}`,
      hint: 'link to a page of the site (/contact), a configured link (ext:blog) or an https:// address',
    }
  if (url.trim() === '')
    return { message: 'a link without an address', hint: `write its address between the parentheses: ${FORMS}` }
  if (url.startsWith('//'))
    return {
      message: `link ${shown} leaves out its scheme`,
      hint: `write the address whole: https:${url}`,
    }
  if (url.startsWith('/') || url.startsWith('#')) return undefined
  if (isConfigLink(url)) {
    if (configLinkKey(url)) return undefined
    return {
      message: `link ${shown} names no configured link`,
      hint: `write one of ${EXTERNAL_LINKS.map(configLink).join(', ')} (site/external-links.ts)`,
    }
  }
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase()
  if (scheme) {
    if (!(LINK_SCHEMES as readonly string[]).includes(scheme))
      return {
        message: `link ${shown} uses the scheme ${scheme}:, which the site does not publish`,
        hint: `link to ${FORMS}`,
      }
    // `https:` alone, `https:/x` or `mailto:` with no address lead nowhere.
    const rest = url.slice(scheme.length + 1)
    const whole = scheme.startsWith('http') ? /^\/\/[^/\s?#]+/.test(rest) : rest.trim() !== ''
    return whole
      ? undefined
      : {
          message: `link ${shown} has no address after ${scheme}:`,
          hint: scheme.startsWith('http')
            ? `write the address whole: ${scheme}://host/path`
            : `write the address after ${scheme}:`,
        }
  }
  // A relative path resolves against the page that shows it: /es/guides/x and /guides/x would differ.
  const path = url.replace(/^(\.\.?\/)+/, '')
  return {
    message: `link ${shown} is a relative path`,
    hint: `write the site path from the root, "/${path}" if that is the page meant (the links check holds it to the routes); a link is ${FORMS}`,
  }
}
