/**
 * The one escape of each kind. HTML, XML and SVG text or attribute values
 * (double-quoted) all take escapeHtml; JSON inside a <script> takes
 * structured-data.ts's own (it escapes for a script, not for markup).
 * Browser-safe.
 */

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Text or a double-quoted attribute value of HTML, XML or SVG. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => HTML[c]!)

/** A string matched literally inside a RegExp, every special character escaped (`*` included). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
