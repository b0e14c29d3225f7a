import { graphql } from 'react-relay';

/** The category tabs, the viewer's rights (for the empty state) and the first page of every question. */
export const questionFeedPageQuery = graphql`
  query QuestionFeedPageQuery @preloadable {
    viewer {
      id
      isLoggedIn
      role
      canDeleteContent
      username
    }
    categories {
      databaseId
      slug
      title
    }
    ...QuestionFeedPage_feed
  }
`;

export const questionFeedFragment = graphql`
  fragment QuestionFeedPage_feed on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, categoryId: { type: "Int" })
  @refetchable(queryName: "QuestionFeedPaginationQuery") {
    questionFeed(first: $count, after: $cursor, categoryId: $categoryId) @connection(key: "QuestionFeedPage_questionFeed", filters: ["categoryId"]) {
      edges {
        node {
          id
          databaseId
          slug
          title
          description
          imageUrl
          imageSrcSet
          imageWidth
          imageHeight
          numArguments
          positions {
            databaseId
          }
          categories {
            databaseId
            title
          }
        }
      }
    }
  }
`;
