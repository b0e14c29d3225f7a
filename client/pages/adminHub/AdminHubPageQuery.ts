import { graphql } from 'react-relay';

/** Who is looking: the hub is for AdminHub users; Delete and the Questions section need more. */
export const adminHubPageQuery = graphql`
  query AdminHubPageQuery {
    viewer {
      isLoggedIn
      adminHub
      username
      canDeleteContent
      canListConvos
    }
  }
`;
