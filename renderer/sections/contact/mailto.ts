/**
 * The mail link a failed send offers: the contact address with the subject
 * and the visitor's message already in it, so writing to us instead of the
 * form means no retyping. Percent-encoded (RFC 6068: line breaks as %0D%0A),
 * and at most MAILTO_MAX characters long: older mail clients and some
 * browsers drop or cut longer links, so a long message is cut, with a note
 * saying where the rest is. Pure: no DOM.
 */
import type { Draft } from './draft.ts'

/** Longest link offered, in characters (the usual safe length for old clients). */
export const MAILTO_MAX = 2000

export interface MailText {
  /** The subject line. */
  subject: string
  /** Written where a message was cut. */
  cut: string
}

/** The string as whole code points, a lone surrogate (which encodeURIComponent refuses) replaced. */
function codePoints(text: string): string[] {
  return Array.from(text, (c) => (c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '\ufffd' : c))
}

const crlf = (text: string) => text.replace(/\r\n?|\n/g, '\r\n')

/** The longest prefix of `text` (whole code points) for which `fits` holds; a binary search. */
function longestFitting(text: string, fits: (prefix: string) => boolean): string {
  const points = codePoints(text)
  if (fits(points.join(''))) return points.join('')
  let low = 0
  let high = points.length - 1
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (fits(points.slice(0, mid).join(''))) low = mid
    else high = mid - 1
  }
  return points.slice(0, low).join('')
}

/**
 * `mailto:` link to `to` carrying the message, then the sender's name,
 * company and address (each on its own line, as a sign-off). Never longer
 * than `max`: the sign-off keeps at most half of it, and the message is cut
 * at a word where possible, ending with "…" and the `cut` note.
 */
export function mailtoHref(to: string, values: Draft, text: MailText, max = MAILTO_MAX): string {
  const clean = (v: string) => codePoints(v.trim()).join('')
  const head = `mailto:${to}?subject=${encodeURIComponent(clean(text.subject))}&body=`
  const link = (body: string) => head + encodeURIComponent(crlf(body))
  const fits = (body: string) => link(body).length <= max
  const signature = [values.name, values.company, values.email].map(clean).filter(Boolean).join('\n')
  const signOff = longestFitting(signature, (s) => link(`\n\n${s}`).length <= head.length + (max - head.length) / 2)
  const tail = signOff ? `\n\n${signOff}` : ''
  const message = clean(values.message)
  const whole = message + tail
  if (fits(whole)) return link(whole)
  const note = `…\n\n${clean(text.cut)}${tail}`
  let kept = longestFitting(message, (prefix) => fits(prefix + note))
  // End on a word when one ends in the last 40 characters kept.
  const space = kept.search(/\s\S*$/)
  if (space > 0 && kept.length - space < 40) kept = kept.slice(0, space)
  return link(kept.trimEnd() + note)
}
