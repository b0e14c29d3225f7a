import { graphql } from 'react-relay';

/** Every topic, for its report download. */
export const adminQuestionsQuery = graphql`
  query AdminQuestionsQuery {
    topics {
      id
      slug
      title
      numOpinions
    }
  }
`;
