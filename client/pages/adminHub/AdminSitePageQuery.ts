import { graphql } from 'react-relay';

/** The site page editor: the page with its text and newest revision, and the first page of its history. */
export const adminSitePageQuery = graphql`
  query AdminSitePageQuery($slug: String!) @preloadable {
    adminSitePage(slug: $slug) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAdminSitePageSuccess {
        data {
          html
          page {
            ...useSitePageMutations_page @relay(mask: false)
          }
        }
      }
    }
    sitePageRevisions(slug: $slug, first: 20) {
      ...AdminSitePageQuery_revisions @relay(mask: false)
    }
  }
`;

/** A page of a site page's history (or why not), as the editor's query and "Load more" read it. */
export const revisionsPageFragment = graphql`
  fragment AdminSitePageQuery_revisions on QuerySitePageRevisionsResult {
    __typename
    ... on Error {
      message
    }
    ... on QuerySitePageRevisionsSuccess {
      data {
        hasNextPage
        endCursor
        items {
          ...SitePageHistory_revision @relay(mask: false)
        }
      }
    }
  }
`;

/** The next page of a page's history ("Load more"). */
export const adminSitePageRevisionsQuery = graphql`
  query AdminSitePageQueryRevisionsQuery($slug: String!, $after: String) {
    sitePageRevisions(slug: $slug, first: 20, after: $after) {
      ...AdminSitePageQuery_revisions @relay(mask: false)
    }
  }
`;

/** One version of a page with its text, to read before restoring it. */
export const adminSitePageVersionQuery = graphql`
  query AdminSitePageQueryVersionQuery($slug: String!, $revisionId: Int!) {
    sitePageVersion(slug: $slug, revisionId: $revisionId) {
      __typename
      ... on Error {
        message
      }
      ... on QuerySitePageVersionSuccess {
        data {
          html
        }
      }
    }
  }
`;

/** The text as the page would show it once saved (the server's allow-list). */
export const adminSitePagePreviewQuery = graphql`
  query AdminSitePageQueryPreviewQuery($body: String!) {
    sitePagePreview(body: $body) {
      __typename
      ... on Error {
        message
      }
      ... on QuerySitePagePreviewSuccess {
        data
      }
    }
  }
`;
