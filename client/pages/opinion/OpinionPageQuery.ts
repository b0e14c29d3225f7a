import { graphql } from 'react-relay';

// The lookup is a union (Opinion | NotFoundError | GoneError); @alias makes the fragment
// reference a field that is null unless the result is an Opinion.
export const opinionPageQuery = graphql`
  query OpinionPageQuery($slug: String!) @preloadable {
    viewer {
      ...VoteBar_viewer
      canSeeDetailedOpinionReport
      ...OpinionModerationControls_viewer
    }
    opinion(slug: $slug) {
      __typename
      ...OpinionDetails_opinion @alias(as: "opinionDetails")
      ...OpinionModerationControls_opinion @alias(as: "opinionModeration")
    }
  }
`;
