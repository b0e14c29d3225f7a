import { Card } from '../../ui/Card.tsx';
import styles from './TopicIntroBanner.module.css';

/**
 * The topic feed has intro banners for five slugs (docs/product.md#topics). Their texts are ours
 * (docs/decisions.md#topics).
 */
const introBanners: Record<string, { heading: string; text: string }> = {
  'in-the-news': {
    heading: 'What the headlines are arguing about',
    text: 'Opinions raised by this week’s news. Vote before you read the commentary, then see how everyone else split.',
  },
  'culture-wars': {
    heading: 'The debates that divide',
    text: 'Where people disagree most sharply. Vote honestly, read the best arguments on both sides, and keep it civil.',
  },
  eternals: {
    heading: 'Questions that never go away',
    text: 'Debates people have had for centuries. Your answers here say a lot about how you see the world.',
  },
  entertainment: {
    heading: 'Films, music, games and fame',
    text: 'Lighter opinions, fiercely held. Take a side on the things people love to argue about.',
  },
  'how-to-live': {
    heading: 'Everyday choices, big questions',
    text: 'Money, work, love, health: how should a person live? Vote, then compare yourself with people like you.',
  },
};

export function TopicIntroBanner({ slug }: { slug: string }) {
  const banner = introBanners[slug];
  if (!banner) return null;
  return (
    <Card as="section" className={styles.banner} aria-labelledby="topic-intro-heading">
      <h2 id="topic-intro-heading" className={styles.heading}>
        {banner.heading}
      </h2>
      <p className={styles.text}>{banner.text}</p>
    </Card>
  );
}
