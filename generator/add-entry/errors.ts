/** A refusal of add-entry: its message says what is wrong and what to type instead; nothing was written. */
export class AddEntryError extends Error {
  override name = 'AddEntryError'
}
