import { graphql } from 'react-relay';

/** Who is looking: the hub is for AdminHub users; Delete, Restore, Edit, Create opinion and the Questions section need more. */
export const adminHubPageQuery = graphql`
  query AdminHubPageQuery @preloadable {
    viewer {
      isLoggedIn
      adminHub
      username
      canDeleteContent
      canCreateOpinions
      canListConvos
      role
    }
  }
`;
