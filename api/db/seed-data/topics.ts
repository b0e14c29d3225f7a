// Demo topics. The first five slugs have intro banners in the client (docs/product.md#topics), so
// they must keep these slugs and titles.
export const seedTopics = [
  { slug: 'in-the-news', title: 'In the News', description: 'Questions raised by what is happening right now.' },
  { slug: 'culture-wars', title: 'Culture Wars', description: 'The arguments that split families at dinner.' },
  { slug: 'eternals', title: 'Eternals', description: 'Debates people have had for centuries and will keep having.' },
  { slug: 'entertainment', title: 'Entertainment', description: 'Films, music, games and the people who make them.' },
  { slug: 'how-to-live', title: 'How to Live', description: 'Everyday choices about living a good life.' },
  { slug: 'politics', title: 'Politics', description: 'Government, elections and who should decide what.' },
  { slug: 'economics', title: 'Economics', description: 'Money, markets, taxes and who pays for what.' },
  { slug: 'technology', title: 'Technology', description: 'The tools we build and how they change us.' },
  { slug: 'science', title: 'Science', description: 'What we know, how we know it, and what to do about it.' },
  { slug: 'health', title: 'Health', description: 'Bodies, minds, medicine and public health.' },
  { slug: 'education', title: 'Education', description: 'Schools, universities and how people learn.' },
  { slug: 'environment', title: 'Environment', description: 'Climate, nature and the cost of protecting them.' },
  { slug: 'religion', title: 'Religion', description: 'Faith, doubt and the place of belief in public life.' },
  { slug: 'relationships', title: 'Relationships', description: 'Love, marriage, friendship and family.' },
  { slug: 'work', title: 'Work', description: 'Jobs, careers, offices and the balance with everything else.' },
  { slug: 'sports', title: 'Sports', description: 'Games, athletes, fans and fairness.' },
  { slug: 'food', title: 'Food', description: 'What we eat, how we cook and what it says about us.' },
  { slug: 'philosophy', title: 'Philosophy', description: 'Mind, morality, meaning and free will.' },
  { slug: 'parenting', title: 'Parenting', description: 'Raising children in a changing world.' },
  { slug: 'artificial-intelligence', title: 'Artificial Intelligence', description: 'Machines that learn, and what they should be allowed to do.' },
  { slug: 'media', title: 'Media', description: 'News, social networks and who we trust.' },
  { slug: 'cities', title: 'Cities', description: 'Housing, transport and how we share space.' },
] as const satisfies ReadonlyArray<{ slug: string; title: string; description: string }>;

export type TopicSlug = (typeof seedTopics)[number]['slug'];
