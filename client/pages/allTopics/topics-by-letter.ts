// All topics (docs/product.md#topics): alphabetical, grouped by first letter, titles capitalised.
export type TopicEntry = { readonly id: string; readonly slug: string; readonly title: string };
export type LetterGroup<Topic extends TopicEntry = TopicEntry> = { letter: string; topics: Array<Topic & { displayTitle: string }> };

export function capitalise(title: string): string {
  return title.charAt(0).toLocaleUpperCase() + title.slice(1);
}

/** Groups in alphabetical order; titles not starting with a letter share the group "#". */
export function topicsByLetter<Topic extends TopicEntry>(topics: ReadonlyArray<Topic>): LetterGroup<Topic>[] {
  const sorted = [...topics].sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
  const groups = new Map<string, LetterGroup<Topic>>();
  for (const topic of sorted) {
    const first = topic.title.trim().charAt(0).toLocaleUpperCase();
    const letter = /\p{L}/u.test(first) ? first.normalize('NFD').charAt(0) : '#';
    let group = groups.get(letter);
    if (!group) {
      group = { letter, topics: [] };
      groups.set(letter, group);
    }
    group.topics.push({ ...topic, displayTitle: capitalise(topic.title.trim()) });
  }
  return [...groups.values()].sort((a, b) =>
    a.letter === '#' ? 1 : b.letter === '#' ? -1 : a.letter.localeCompare(b.letter),
  );
}
