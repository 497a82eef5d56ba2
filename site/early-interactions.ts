/**
 * Early interactions: a tap or a submit on a control whose code has not
 * started yet (the client script loads after the first paint, on purpose).
 * One capture in the pre-paint script (renderer/inline/early-capture.ts) takes them
 * for every control marked `data-early="<control>"`, and each control's code
 * consumes its own when it starts (renderer/shell/early-replay.ts). Controls the
 * platform runs by itself (the phone menu's popover, the FAQ's <details>)
 * need none of this. Pure: bundled in the pre-paint script and the client.
 */
import { arrayOf, isRecord, parseJson } from './guards.ts'
import { STORAGE_KEYS } from './storage.ts'

/**
 * Every control that takes early interactions, and what the capture does
 * with one:
 * - `hold`: an in-page control (a form, a button): the interaction is
 *   prevented and held in memory; the control's code replays it once started.
 *   The latest interaction with a control replaces an earlier one, so a second
 *   tap while waiting is not done twice.
 * - `keep`: a link, which works without its code (it navigates): what the
 *   click should store or report is kept in session storage for the code that
 *   runs next (this page's, or the next page's once the link has left).
 */
export const EARLY_CONTROLS = {
  /** An island (renderer/islands): the contact form, the video, the booking area. */
  island: 'hold',
  /** The consent banner's buttons and the footer's "Your privacy choices". */
  consent: 'hold',
  /** The language toggle: the next page's language rules apply the choice before they decide. */
  language: 'keep',
  /** Demo buttons: their cta_click is sent by the analytics of the page that runs next. */
  cta: 'keep',
} as const

export type EarlyControl = keyof typeof EARLY_CONTROLS

/** Marks a control; the value is its EarlyControl name. */
export const EARLY_ATTR = 'data-early'
/** The attribute that marks a control, to spread on its element: `<a {...earlyControl('cta')}>`; none for undefined. */
export const earlyControl = (control: EarlyControl | undefined) => ({ [EARLY_ATTR]: control })

/** The selector of the controls of one kind: `[data-early="cta"]`. */
export const earlySelector = (control: EarlyControl): string => `[${EARLY_ATTR}="${control}"]`

/** Set by a control's code once it handles its interactions itself: the capture stands down. */
export const EARLY_READY_ATTR = 'data-early-ready'
/** Set while a control has an interaction held (a hook for a pending style). */
export const EARLY_HELD_ATTR = 'data-early-held'
/** Inside a `hold` control, a link whose click its code handles in the page (the video's play link). */
export const EARLY_HOLD_LINK_ATTR = 'data-early-hold'
/** Dispatched on a control when an interaction is held for it (the island runtime starts it then). */
export const EARLY_HELD_EVENT = 'early:held'
/** The window property holding the held interactions. */
export const EARLY_GLOBAL = '__earlyInteractions'

export interface HeldInteraction {
  control: EarlyControl
  type: 'click' | 'submit'
  /** The element marked data-early. */
  owner: Element
  /** The element clicked (a button), or the form submitted. */
  target: Element
  /** For a submit: the button that sent it, when there was one. */
  submitter: Element | null
}

/** A link clicked before its code started, kept for the code that runs next. */
export interface KeptInteraction {
  control: EarlyControl
  /** The page the click happened on, and the link's path. */
  from: string
  to: string
  /** The link's data-* attributes (dataset), e.g. langToggle, trackProps. */
  data: Record<string, string>
}

const CAP = 20

const isKept = (value: unknown): value is KeptInteraction =>
  isRecord(value) && typeof value.control === 'string' && isRecord(value.data)

function readKept(): KeptInteraction[] {
  return parseJson(window.sessionStorage.getItem(STORAGE_KEYS.early), arrayOf(isKept), [])
}

/** Keeps one link interaction; lost without session storage (the link itself still works). */
export function keepInteraction(entry: KeptInteraction): void {
  try {
    const list = readKept()
    list.push(entry)
    window.sessionStorage.setItem(STORAGE_KEYS.early, JSON.stringify(list.slice(-CAP)))
  } catch {
    // The interaction's extras (a stored choice, an event) are lost; the navigation is not.
  }
}

/** Removes and returns the kept interactions of one control (each is consumed once). */
export function takeKept(control: EarlyControl): KeptInteraction[] {
  try {
    const list = readKept()
    const mine = list.filter((k) => k.control === control)
    if (mine.length === 0) return []
    const rest = list.filter((k) => k.control !== control)
    if (rest.length) window.sessionStorage.setItem(STORAGE_KEYS.early, JSON.stringify(rest))
    else window.sessionStorage.removeItem(STORAGE_KEYS.early)
    return mine
  } catch {
    return []
  }
}
