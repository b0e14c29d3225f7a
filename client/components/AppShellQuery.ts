import { graphql } from 'react-relay';

/** The shell's root query: who is using the app. Loaded at start, refreshed every 5 minutes. */
export const appShellQuery = graphql`
  query AppShellQuery {
    viewer {
      ...TopBar_viewer
      ...OpinionModalHost_viewer
    }
  }
`;
