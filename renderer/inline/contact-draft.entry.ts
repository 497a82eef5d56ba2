/**
 * Inline, right after the contact form's island (renderer/sections/contact/
 * Contact.tsx): puts back what the visitor typed in this tab before a
 * reload, a back-and-forward or a restored tab, before the form is painted,
 * and keeps every change from then on, long before the island's code
 * arrives (renderer/sections/contact/draft.ts). The same code on every page
 * that carries the form: one CSP hash.
 */
import { keepDraft } from '../sections/contact/draft.ts'

const island = document.currentScript && document.currentScript.previousElementSibling
if (island) keepDraft(island)
