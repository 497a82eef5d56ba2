/**
 * English-only copy, merged into the English copy tree: the story's figures
 * (its text is content/documents/story.md, published in English on /story
 * and /es/story). The comparison and solution pages are collection entries
 * in content/comparisons/ and content/solutions/.
 */
export default {
  story: {
    figures: {
      title: 'The story in numbers',
      items: {
        customers: { value: '{payingCustomers}', label: 'paying customers at the end of our first software year' },
        mrr: { value: '{mrr}', label: 'in monthly recurring revenue at that point' },
        margin: { value: '{grossMargin}', label: 'gross margin, roughly, on the software' },
        team: { value: '{teamCap}', label: 'people: the cap we keep the team near' },
      },
    },
  },
}
