/** The roots the content files' texts are read at (site/text.ts): no module of its own beyond these names, so any layer may import it. */

/** A document's text: `documents.<name>` (content/documents/). */
export const DOCUMENTS_NS = 'documents'
/** A collection entry's text: `content.<collection>.<slug>`. */
export const CONTENT_NS = 'content'
/** A listing's own texts (`index.copy: { en: {…} }` in the manifest): `listings.<collection>`. */
export const LISTINGS_ROOT = 'listings'
