import { z } from 'zod'

/**
 * A calendar date written YYYY-MM-DD (an entry's or a document's `date`): a date written so that
 * does not exist ("2026-02-30") is told so, not told to write the form it is already in.
 */
export const IsoDate = z.iso.date({
  error: (issue) =>
    typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(issue.input)
      ? `${issue.input} is no day of the calendar: write a date that exists, YYYY-MM-DD`
      : 'expected a date written YYYY-MM-DD, e.g. 2026-11-23',
})
