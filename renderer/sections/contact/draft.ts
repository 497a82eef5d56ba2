/**
 * What the visitor has typed in the contact form, kept in this tab's
 * session storage so that a reload, a back-and-forward or a restored tab
 * does not lose it (issue 39). It stays on the device: the site never reads
 * it but to put it back in the form, and it is removed once the message is
 * sent or the visitor clears the form. The inline script placed after the
 * form (renderer/inline/contact-draft.entry.ts) restores and saves it from
 * the first paint; the island clears it. Plain DOM: no React.
 */
import { isOneOf, isRecord, parseJson } from '../../../site/guards.ts'
import { STORAGE_KEYS } from '../../../site/storage.ts'

export const DRAFT_FIELDS = ['name', 'email', 'company', 'message'] as const
export type DraftField = (typeof DRAFT_FIELDS)[number]
export type Draft = Record<DraftField, string>

/** On the island's element while the form holds a kept draft: shows the note that offers to clear it. */
export const DRAFT_ATTR = 'data-draft'

const KEY = STORAGE_KEYS.contactDraft

/** Session storage, or null where it is blocked (the form then works without a draft). */
function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

const isField = (name: string): name is DraftField => isOneOf(DRAFT_FIELDS, name)
const isEmpty = (draft: Draft) => DRAFT_FIELDS.every((f) => draft[f].trim() === '')

/** The kept draft, or null when there is none (or only whitespace, or storage is unreadable). */
export function readDraft(): Draft | null {
  try {
    const parsed = parseJson(session()?.getItem(KEY), isRecord, null)
    if (!parsed) return null
    const text = (f: DraftField) => {
      const value = parsed[f]
      return typeof value === 'string' ? value : ''
    }
    const draft: Draft = {
      name: text('name'),
      email: text('email'),
      company: text('company'),
      message: text('message'),
    }
    return isEmpty(draft) ? null : draft
  } catch {
    return null
  }
}

/** The form's fields as typed (not trimmed: a draft comes back exactly as it was left). */
export function valuesOf(form: HTMLFormElement): Draft {
  const value = (f: DraftField) => {
    const field = form.elements.namedItem(f)
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : ''
  }
  return { name: value('name'), email: value('email'), company: value('company'), message: value('message') }
}

/** Keeps what the form holds now; an empty form removes the draft. Returns whether the form is empty. */
export function saveDraft(form: HTMLFormElement): boolean {
  const draft = valuesOf(form)
  const empty = isEmpty(draft)
  try {
    if (empty) session()?.removeItem(KEY)
    else session()?.setItem(KEY, JSON.stringify(draft))
  } catch {
    // A full or blocked storage keeps nothing; the form itself still holds the text.
  }
  return empty
}

/** Forgets the draft (the message was sent, or the visitor cleared the form). */
export function clearDraft(): void {
  try {
    session()?.removeItem(KEY)
  } catch {
    /* nothing was kept */
  }
}

/**
 * Puts a kept draft back into the form's empty fields (a field that already
 * holds text, restored by the browser itself, is left as it is). Returns
 * whether the form now holds a kept draft.
 */
export function restoreDraft(form: HTMLFormElement): boolean {
  const draft = readDraft()
  if (!draft) return false
  for (const f of DRAFT_FIELDS) {
    const field = form.elements.namedItem(f) as HTMLInputElement | HTMLTextAreaElement | null
    if (field && field.value === '' && draft[f] !== '') field.value = draft[f]
  }
  return true
}

/**
 * Restores the draft into the island's form, then keeps every change. The
 * listener is on the island's element, which outlives its form: React
 * hydrates the same form, and an island that fails puts its server HTML back
 * inside the same element.
 */
export function keepDraft(island: Element): void {
  const form = island.querySelector('form')
  if (form && restoreDraft(form)) island.setAttribute(DRAFT_ATTR, '')
  island.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement | null
    const owner = target && target.form
    // Emptied by hand: nothing is kept any more, so the note offering to clear it goes too.
    if (owner && isField(target.name) && saveDraft(owner)) island.removeAttribute(DRAFT_ATTR)
  })
}
