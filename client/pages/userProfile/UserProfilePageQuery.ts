import { graphql } from 'react-relay';

// The lookup is a union (User | NotFoundError); @alias makes the fragment reference a field that
// is null unless the result is a User.
export const userProfilePageQuery = graphql`
  query UserProfilePageQuery($username: String!) @preloadable {
    user(username: $username) {
      __typename
      ...ProfileDetails_user @alias(as: "profile")
    }
  }
`;
