import { graphql } from 'react-relay';

export const userCommentsPageQuery = graphql`
  query UserCommentsPageQuery($username: String!) @preloadable {
    user(username: $username) {
      __typename
      ...UserCommentList_user @alias(as: "history")
    }
  }
`;
