import { graphql } from 'react-relay';

export const topicPageQuery = graphql`
  query TopicPageQuery($slug: String!) @preloadable {
    viewer {
      ...FollowTopicButton_viewer
    }
    topic(slug: $slug) {
      slug
      title
      description
      numOpinions
      numFollowers
      ...FollowTopicButton_topic
      ...TopicOpinionList_topic
    }
  }
`;
