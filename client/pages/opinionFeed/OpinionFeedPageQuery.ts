import { graphql } from 'react-relay';

export const opinionFeedPageQuery = graphql`
  query OpinionFeedPageQuery @preloadable {
    viewer {
      username
      ...NewOpinionButton_viewer
    }
    homeFeedCards {
      ...CommunityStatsCard_cards
      ...TopContributorsCard_cards
      ...TrendingOpinionsCard_cards
      ...LatestActivityCard_cards
    }
    ...OpinionFeed_query
  }
`;
