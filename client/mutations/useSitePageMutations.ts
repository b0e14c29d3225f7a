// The admin hub's site page writes (docs/product.md#site-pages): a new article, a new version of
// a page, an earlier version restored. Each answers the page as it now is, with its newest
// revision, which the editor saves from next. Site pages have no global id, so the store cannot
// merge the answer into the public page's cached query: each write marks that query stale, and
// the next visit to the page loads it again.
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useAdminMutation } from './useAdminHubMutations.ts';
import type { useSitePageMutationsCreateMutation as CreateMutation } from './__generated__/useSitePageMutationsCreateMutation.graphql.ts';
import type { useSitePageMutationsRestoreMutation as RestoreMutation } from './__generated__/useSitePageMutationsRestoreMutation.graphql.ts';
import type { useSitePageMutationsSaveMutation as SaveMutation } from './__generated__/useSitePageMutationsSaveMutation.graphql.ts';

/** A site page as the editor shows it, spread unmasked (the editor's query spreads it too). */
export const sitePageFragment = graphql`
  fragment useSitePageMutations_page on AdminSitePage {
    slug
    path
    title
    builtIn
    edited
    updatedAt
    lastEditorUsername
    revisionId
  }
`;

const createMutation = graphql`
  mutation useSitePageMutationsCreateMutation($slug: String!, $title: String!, $body: String!, $note: String!) {
    createSitePage(slug: $slug, title: $title, body: $body, note: $note) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationCreateSitePageSuccess {
        data {
          html
          page {
            ...useSitePageMutations_page @relay(mask: false)
          }
        }
      }
    }
  }
`;

const saveMutation = graphql`
  mutation useSitePageMutationsSaveMutation($slug: String!, $title: String!, $body: String!, $note: String!, $baseRevisionId: Int!) {
    saveSitePage(slug: $slug, title: $title, body: $body, note: $note, baseRevisionId: $baseRevisionId) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationSaveSitePageSuccess {
        data {
          html
          page {
            ...useSitePageMutations_page @relay(mask: false)
          }
        }
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation useSitePageMutationsRestoreMutation($slug: String!, $revisionId: Int!, $baseRevisionId: Int!, $note: String!) {
    restoreSitePageRevision(slug: $slug, revisionId: $revisionId, baseRevisionId: $baseRevisionId, note: $note) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationRestoreSitePageRevisionSuccess {
        data {
          html
          page {
            ...useSitePageMutations_page @relay(mask: false)
          }
        }
      }
    }
  }
`;

/** The public page's cached answer (routes privacy, cookies, termsOfService, article) is out of date. */
function markPageStale(store: RecordSourceSelectorProxy, { slug }: { slug: string }) {
  store.getRoot().getLinkedRecord('sitePage', { slug })?.invalidateRecord();
}

/** A new article (a page nobody had opened before, but an earlier "Not found" may be cached). */
export const useCreateSitePageMutation = () =>
  useAdminMutation<CreateMutation, CreateMutation['response']['createSitePage']>(createMutation, (response) => response.createSitePage, markPageStale);

/** A new version of a page, from the revision the editor started at (else refused with 409). */
export const useSaveSitePageMutation = () =>
  useAdminMutation<SaveMutation, SaveMutation['response']['saveSitePage']>(saveMutation, (response) => response.saveSitePage, markPageStale);

/** An earlier version brought back as the newest one. */
export const useRestoreSitePageRevisionMutation = () =>
  useAdminMutation<RestoreMutation, RestoreMutation['response']['restoreSitePageRevision']>(
    restoreMutation,
    (response) => response.restoreSitePageRevision,
    markPageStale,
  );
