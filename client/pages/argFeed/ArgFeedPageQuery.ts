import { graphql } from 'react-relay';

/** The first page of arguments, newest first. */
export const argFeedPageQuery = graphql`
  query ArgFeedPageQuery @preloadable {
    ...ArgFeedPage_feed
  }
`;

export const argFeedFragment = graphql`
  fragment ArgFeedPage_feed on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "ArgFeedPaginationQuery") {
    argumentFeed(first: $count, after: $cursor) @connection(key: "ArgFeedPage_argumentFeed") {
      edges {
        node {
          id
          databaseId
          title
          description
          question {
            slug
            title
          }
          position {
            title
          }
        }
      }
    }
  }
`;
