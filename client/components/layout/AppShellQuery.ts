import { graphql } from 'react-relay';

/**
 * The shell's root query: who is using the app, and the social sign-in providers, so the log-in
 * modal opens with its buttons in place. Loaded at start, refreshed every 5 minutes.
 */
export const appShellQuery = graphql`
  query AppShellQuery @preloadable {
    viewer {
      ...TopBar_viewer
      ...OpinionModalHost_viewer
    }
    socialSignInSettings {
      googleClientId
      facebookAppId
      standInUrl
    }
  }
`;
