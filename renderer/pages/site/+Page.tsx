// https://vike.dev/Page
import { PageSections } from '../../sections/PageSections.tsx'

/** Every manifest route renders through the same page: its sections, in order. */
export default function Page() {
  return <PageSections />
}
