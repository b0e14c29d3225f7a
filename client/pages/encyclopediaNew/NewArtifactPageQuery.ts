import { graphql } from 'react-relay';

/** /people/new and /tags/new: whether the viewer may create, and the tags a new person can have. */
export const newArtifactPageQuery = graphql`
  query NewArtifactPageQuery @preloadable {
    viewer {
      role
    }
    tags {
      databaseId
      title
    }
  }
`;
