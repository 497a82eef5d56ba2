import { writeFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { format, resolveConfig } from 'prettier'

/** Writes a generated Markdown page into docs, formatted as the repository's formatter would (so lint passes). */
export async function writeMarkdown(file: string, markdown: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {}
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, await format(markdown, { ...options, filepath: file }))
}
