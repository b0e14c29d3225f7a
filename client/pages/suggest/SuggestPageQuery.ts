import { graphql } from 'react-relay';

export const suggestPageQuery = graphql`
  query SuggestPageQuery @preloadable {
    viewer {
      ...NewOpinionButton_viewer
    }
    commentThread(key: "suggest") {
      __typename
      ...CommentThread_thread @arguments(sort: RECENT) @alias(as: "thread")
    }
  }
`;
