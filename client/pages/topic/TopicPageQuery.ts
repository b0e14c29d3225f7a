import { graphql } from 'react-relay';

export const topicPageQuery = graphql`
  query TopicPageQuery($slug: String!) {
    topic(slug: $slug) {
      title
      description
      ...TopicOpinionList_topic
    }
  }
`;
