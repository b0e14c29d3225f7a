import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { countLabel } from '../../lib/count-labels.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { FollowTopicButton } from './FollowTopicButton.tsx';
import { TopicIntroBanner } from './TopicIntroBanner.tsx';
import { TopicOpinionList } from './TopicOpinionList.tsx';
import { topicPageQuery } from './TopicPageQuery.ts';
import type { TopicPageQuery } from './__generated__/TopicPageQuery.graphql.ts';
import styles from './TopicPage.module.css';

/** Route topic (/t/{slug}): the topic's intro banner (five topics have one), Follow, its opinions. */
export function TopicPage() {
  const { topic, viewer } = useRouteQuery<TopicPageQuery>(topicPageQuery);
  if (!topic) return <PageStatus status={404} />;
  return (
    <PageColumn title={topic.title}>
      <div className={styles.header}>
        <div className={styles.about}>
          {topic.description ? <p className={styles.description}>{topic.description}</p> : null}
          <p className={styles.counts}>
            {countLabel(topic.numOpinions, 'opinion', 'opinions')} · {countLabel(topic.numFollowers, 'follower', 'followers')}
          </p>
        </div>
        <FollowTopicButton topicRef={topic} viewerRef={viewer} />
      </div>
      <TopicIntroBanner slug={topic.slug} />
      <TopicOpinionList topicRef={topic} />
    </PageColumn>
  );
}
