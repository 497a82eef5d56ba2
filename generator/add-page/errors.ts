/**
 * A refusal: add-page stops before writing anything and prints the message.
 * Everything is validated before the first write, so a refusal never leaves a
 * half-added page behind.
 */
export class AddPageError extends Error {
  override name = 'AddPageError'
}
