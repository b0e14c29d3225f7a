import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { TopicOpinionList } from './TopicOpinionList.tsx';
import { topicPageQuery } from './TopicPageQuery.ts';
import type { TopicPageQuery } from './__generated__/TopicPageQuery.graphql.ts';
import styles from './TopicPage.module.css';

/** Route topic (/t/{slug}): the topic's opinions. */
export function TopicPage() {
  const { topic } = useRouteQuery<TopicPageQuery>(topicPageQuery);
  if (!topic) return <StatusMessage message="Not found. The URL you entered may be invalid." />;
  return (
    <PageColumn title={topic.title}>
      {topic.description ? <p className={styles.description}>{topic.description}</p> : null}
      <TopicOpinionList topicRef={topic} />
    </PageColumn>
  );
}
