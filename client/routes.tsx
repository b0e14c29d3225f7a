// The route table: the route names of docs/product.md#routes as route ids and their patterns as
// paths. Every page is code-split (lazy). A route with data starts its query in its loader, so code
// and data load in parallel; relay/route-queries.ts owns the query references.
import type { ComponentType } from 'react';
import { createBrowserRouter, type DataRouter, type HydrationState, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { AppShell } from './components/layout/AppShell.tsx';
import appShellQueryParameters from './components/layout/__generated__/AppShellQuery$parameters.ts';
import { RouteErrorPage, ShellErrorPage } from './components/layout/RouteErrorPage.tsx';
import type { AppShellQuery } from './components/layout/__generated__/AppShellQuery.graphql.ts';
import demographicsPageQueryParameters from './pages/demographics/__generated__/DemographicsPageQuery$parameters.ts';
import type { DemographicsPageQuery } from './pages/demographics/__generated__/DemographicsPageQuery.graphql.ts';
import detailedOpinionReportPageQueryParameters from './pages/detailedOpinionReport/__generated__/DetailedOpinionReportPageQuery$parameters.ts';
import type { DetailedOpinionReportPageQuery } from './pages/detailedOpinionReport/__generated__/DetailedOpinionReportPageQuery.graphql.ts';
import { filterFromSearch, filterInput } from './pages/detailedOpinionReport/report-filter.ts';
import detailedReportOverviewPageQueryParameters from './pages/detailedReportOverview/__generated__/DetailedReportOverviewPageQuery$parameters.ts';
import type { DetailedReportOverviewPageQuery } from './pages/detailedReportOverview/__generated__/DetailedReportOverviewPageQuery.graphql.ts';
import allTopicsPageQueryParameters from './pages/allTopics/__generated__/AllTopicsPageQuery$parameters.ts';
import argFeedPageQueryParameters from './pages/argFeed/__generated__/ArgFeedPageQuery$parameters.ts';
import type { ArgFeedPageQuery } from './pages/argFeed/__generated__/ArgFeedPageQuery.graphql.ts';
import encyclopediaPageQueryParameters from './pages/encyclopedia/__generated__/EncyclopediaPageQuery$parameters.ts';
import type { EncyclopediaPageQuery } from './pages/encyclopedia/__generated__/EncyclopediaPageQuery.graphql.ts';
import questionPageQueryParameters from './pages/question/__generated__/QuestionPageQuery$parameters.ts';
import type { QuestionPageQuery } from './pages/question/__generated__/QuestionPageQuery.graphql.ts';
import historyPageQueryParameters from './pages/history/__generated__/HistoryPageQuery$parameters.ts';
import { historyVariables } from './pages/history/history-variables.ts';
import type { HistoryPageQuery } from './pages/history/__generated__/HistoryPageQuery.graphql.ts';
import categoriesPageQueryParameters from './pages/categories/__generated__/CategoriesPageQuery$parameters.ts';
import type { CategoriesPageQuery } from './pages/categories/__generated__/CategoriesPageQuery.graphql.ts';
import newQuestionPageQueryParameters from './pages/newQuestion/__generated__/NewQuestionPageQuery$parameters.ts';
import type { NewQuestionPageQuery } from './pages/newQuestion/__generated__/NewQuestionPageQuery.graphql.ts';
import newArtifactPageQueryParameters from './pages/encyclopediaNew/__generated__/NewArtifactPageQuery$parameters.ts';
import type { NewArtifactPageQuery } from './pages/encyclopediaNew/__generated__/NewArtifactPageQuery.graphql.ts';
import tagPageQueryParameters from './pages/encyclopediaTag/__generated__/TagPageQuery$parameters.ts';
import type { TagPageQuery } from './pages/encyclopediaTag/__generated__/TagPageQuery.graphql.ts';
import personPageQueryParameters from './pages/person/__generated__/PersonPageQuery$parameters.ts';
import type { PersonPageQuery } from './pages/person/__generated__/PersonPageQuery.graphql.ts';
import questionFeedPageQueryParameters from './pages/questionFeed/__generated__/QuestionFeedPageQuery$parameters.ts';
import questionRequestsPageQueryParameters from './pages/questionRequests/__generated__/QuestionRequestsPageQuery$parameters.ts';
import type { QuestionRequestsPageQuery } from './pages/questionRequests/__generated__/QuestionRequestsPageQuery.graphql.ts';
import { requestStatusOf } from './pages/questionRequests/request-status.ts';
import type { QuestionFeedPageQuery } from './pages/questionFeed/__generated__/QuestionFeedPageQuery.graphql.ts';
import type { AllTopicsPageQuery } from './pages/allTopics/__generated__/AllTopicsPageQuery.graphql.ts';
import notificationsPageQueryParameters from './pages/notifications/__generated__/NotificationsPageQuery$parameters.ts';
import type { NotificationsPageQuery } from './pages/notifications/__generated__/NotificationsPageQuery.graphql.ts';
import opinionPageQueryParameters from './pages/opinion/__generated__/OpinionPageQuery$parameters.ts';
import type { OpinionPageQuery } from './pages/opinion/__generated__/OpinionPageQuery.graphql.ts';
import opinionFeedPageQueryParameters from './pages/opinionFeed/__generated__/OpinionFeedPageQuery$parameters.ts';
import type { OpinionFeedPageQuery } from './pages/opinionFeed/__generated__/OpinionFeedPageQuery.graphql.ts';
import suggestPageQueryParameters from './pages/suggest/__generated__/SuggestPageQuery$parameters.ts';
import type { SuggestPageQuery } from './pages/suggest/__generated__/SuggestPageQuery.graphql.ts';
import { offerPageSlug } from './components/reports/UpgradeModal.tsx';
import offerPageQueryParameters from './pages/article/__generated__/OfferPageQuery$parameters.ts';
import type { OfferPageQuery } from './pages/article/__generated__/OfferPageQuery.graphql.ts';
import sitePageQueryParameters from './pages/article/__generated__/SitePageQuery$parameters.ts';
import type { SitePageQuery } from './pages/article/__generated__/SitePageQuery.graphql.ts';
import billingPageQueryParameters from './pages/billing/__generated__/BillingPageQuery$parameters.ts';
import type { BillingPageQuery } from './pages/billing/__generated__/BillingPageQuery.graphql.ts';
import testCheckoutPageQueryParameters from './pages/testCheckout/__generated__/TestCheckoutPageQuery$parameters.ts';
import type { TestCheckoutPageQuery } from './pages/testCheckout/__generated__/TestCheckoutPageQuery.graphql.ts';
import testPortalPageQueryParameters from './pages/testPortal/__generated__/TestPortalPageQuery$parameters.ts';
import type { TestPortalPageQuery } from './pages/testPortal/__generated__/TestPortalPageQuery.graphql.ts';
import detailedReportPageQueryParameters from './pages/detailedReport/__generated__/DetailedReportPageQuery$parameters.ts';
import type { DetailedReportPageQuery } from './pages/detailedReport/__generated__/DetailedReportPageQuery.graphql.ts';
import dnaReportPageQueryParameters from './pages/dnaReport/__generated__/DnaReportPageQuery$parameters.ts';
import type { DnaReportPageQuery } from './pages/dnaReport/__generated__/DnaReportPageQuery.graphql.ts';
import quizPageQueryParameters from './pages/quiz/__generated__/QuizPageQuery$parameters.ts';
import type { QuizPageQuery } from './pages/quiz/__generated__/QuizPageQuery.graphql.ts';
import { quizSlugFromPathname } from './pages/quiz/quiz-slug.ts';
import topicPageQueryParameters from './pages/topic/__generated__/TopicPageQuery$parameters.ts';
import userCommentsPageQueryParameters from './pages/userComments/__generated__/UserCommentsPageQuery$parameters.ts';
import type { UserCommentsPageQuery } from './pages/userComments/__generated__/UserCommentsPageQuery.graphql.ts';
import userProfilePageQueryParameters from './pages/userProfile/__generated__/UserProfilePageQuery$parameters.ts';
import type { UserProfilePageQuery } from './pages/userProfile/__generated__/UserProfilePageQuery.graphql.ts';
import type { TopicPageQuery } from './pages/topic/__generated__/TopicPageQuery.graphql.ts';
import latestActivityPageQueryParameters from './pages/latestActivity/__generated__/LatestActivityPageQuery$parameters.ts';
import type { LatestActivityPageQuery } from './pages/latestActivity/__generated__/LatestActivityPageQuery.graphql.ts';
import topContributorsPageQueryParameters from './pages/topContributors/__generated__/TopContributorsPageQuery$parameters.ts';
import type { TopContributorsPageQuery } from './pages/topContributors/__generated__/TopContributorsPageQuery.graphql.ts';
import adminAuditQueryParameters from './pages/adminHub/__generated__/AdminAuditQuery$parameters.ts';
import type { AdminAuditQuery } from './pages/adminHub/__generated__/AdminAuditQuery.graphql.ts';
import adminHomeQueryParameters from './pages/adminHub/__generated__/AdminHomeQuery$parameters.ts';
import type { AdminHomeQuery } from './pages/adminHub/__generated__/AdminHomeQuery.graphql.ts';
import adminHubPageQueryParameters from './pages/adminHub/__generated__/AdminHubPageQuery$parameters.ts';
import type { AdminHubPageQuery } from './pages/adminHub/__generated__/AdminHubPageQuery.graphql.ts';
import adminMembersQueryParameters from './pages/adminHub/__generated__/AdminMembersQuery$parameters.ts';
import type { AdminMembersQuery } from './pages/adminHub/__generated__/AdminMembersQuery.graphql.ts';
import adminModerationQueryParameters from './pages/adminHub/__generated__/AdminModerationQuery$parameters.ts';
import type { AdminModerationQuery } from './pages/adminHub/__generated__/AdminModerationQuery.graphql.ts';
import adminQuestionsQueryParameters from './pages/adminHub/__generated__/AdminQuestionsQuery$parameters.ts';
import adminUserTagQueryParameters from './pages/adminHub/__generated__/AdminUserTagQuery$parameters.ts';
import { tagIdParameter } from './pages/adminHub/tag-id.ts';
import type { AdminUserTagQuery } from './pages/adminHub/__generated__/AdminUserTagQuery.graphql.ts';
import adminUserTagsQueryParameters from './pages/adminHub/__generated__/AdminUserTagsQuery$parameters.ts';
import type { AdminUserTagsQuery } from './pages/adminHub/__generated__/AdminUserTagsQuery.graphql.ts';
import adminSitePageQueryParameters from './pages/adminHub/__generated__/AdminSitePageQuery$parameters.ts';
import type { AdminSitePageQuery } from './pages/adminHub/__generated__/AdminSitePageQuery.graphql.ts';
import adminSitePagesQueryParameters from './pages/adminHub/__generated__/AdminSitePagesQuery$parameters.ts';
import type { AdminSitePagesQuery } from './pages/adminHub/__generated__/AdminSitePagesQuery.graphql.ts';
import type { AdminQuestionsQuery } from './pages/adminHub/__generated__/AdminQuestionsQuery.graphql.ts';
import adminRemovedOpinionsQueryParameters from './pages/adminHub/__generated__/AdminRemovedOpinionsQuery$parameters.ts';
import type { AdminRemovedOpinionsQuery } from './pages/adminHub/__generated__/AdminRemovedOpinionsQuery.graphql.ts';
import adminSuggestionsQueryParameters from './pages/adminHub/__generated__/AdminSuggestionsQuery$parameters.ts';
import type { AdminSuggestionsQuery } from './pages/adminHub/__generated__/AdminSuggestionsQuery.graphql.ts';
import { disposeRouteQueriesOnNavigation, routeQueryLoader } from './relay/route-queries.ts';
import { PageLoading } from './ui/PageLoading.tsx';

type PageRoute = {
  name: string;
  /** The full path; a section's starts with its parent's ("index" is the parent's own path). */
  pattern: string;
  page: () => Promise<ComponentType>;
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
  /** A page that filters its list in place writes the filter to the URL: that must not reload it. */
  keepOnSearchChange?: boolean;
  /** Sections shown inside this page (its <Outlet />). */
  children?: PageRoute[];
};

function toRouteObject({ name, pattern, page, loader, shouldRevalidate, keepOnSearchChange, children }: PageRoute): RouteObject {
  return {
    id: name,
    ...(pattern === '/' || pattern === 'index' ? { index: true } : { path: pattern }),
    loader,
    ...(shouldRevalidate ? { shouldRevalidate } : keepOnSearchChange ? { shouldRevalidate: () => false } : {}),
    lazy: async () => ({ Component: await page() }),
    ...(children ? { children: children.map(toRouteObject) } : {}),
  } as RouteObject;
}

const slugParameter = ({ params }: LoaderFunctionArgs) => ({ slug: params.slug ?? '' });
const offerLoader = routeQueryLoader<OfferPageQuery>('article', offerPageQueryParameters, () => ({}));
const articleLoader = routeQueryLoader<SitePageQuery>('article', sitePageQueryParameters, (args) => ({ slug: args.params.slug ?? '' }));
const usernameParameter = ({ params }: LoaderFunctionArgs) => ({ username: params.username ?? '' });
/** The URL's `?{name}=` as the query variable `variable` (null when absent or blank). */
const searchParameter =
  <Variable extends string>(name: string, variable: Variable) =>
  ({ request }: LoaderFunctionArgs) =>
    ({ [variable]: new URL(request.url).searchParams.get(name)?.trim() || null }) as Record<Variable, string | null>;
/** The admin hub's pages all live in one folder (one chunk). */
const adminHubPage = (name: keyof typeof import('./pages/adminHub/AdminHubPages.ts')) => () =>
  import('./pages/adminHub/AdminHubPages.ts').then((m) => m[name] as ComponentType);

const pageRoutes: PageRoute[] = [
  { name: 'home', pattern: '/home', page: () => import('./pages/home/HomePage.tsx').then((m) => m.HomePage) },
  {
    name: 'demographics',
    pattern: '/settings/details',
    page: () => import('./pages/demographics/DemographicsPage.tsx').then((m) => m.DemographicsPage),
    loader: routeQueryLoader<DemographicsPageQuery>('demographics', demographicsPageQueryParameters, () => ({})),
  },
  {
    // The path the payment e-mails and Stripe's portal come back to.
    name: 'billing',
    pattern: '/app/settings',
    page: () => import('./pages/billing/BillingPage.tsx').then((m) => m.BillingPage),
    // Billing changes outside this page (webhooks, the portal): cached figures show at once, then refresh.
    loader: routeQueryLoader<BillingPageQuery>('billing', billingPageQueryParameters, () => ({}), 'store-and-network'),
  },
  {
    // Test-payments mode's stand-in for Stripe Checkout: the server sends checkouts here.
    name: 'testCheckout',
    pattern: '/payments/test-checkout',
    page: () => import('./pages/testCheckout/TestCheckoutPage.tsx').then((m) => m.TestCheckoutPage),
    loader: routeQueryLoader<TestCheckoutPageQuery>('testCheckout', testCheckoutPageQueryParameters, ({ request }) => ({
      sessionId: new URL(request.url).searchParams.get('session_id') ?? '',
    })),
  },
  {
    // Test-payments mode's stand-in for Stripe's customer portal ("Manage billing").
    name: 'testPortal',
    pattern: '/payments/test-portal',
    page: () => import('./pages/testPortal/TestPortalPage.tsx').then((m) => m.TestPortalPage),
    loader: routeQueryLoader<TestPortalPageQuery>('testPortal', testPortalPageQueryParameters, () => ({}), 'store-and-network'),
  },
  {
    name: 'suggest',
    pattern: '/suggest',
    page: () => import('./pages/suggest/SuggestPage.tsx').then((m) => m.SuggestPage),
    loader: routeQueryLoader<SuggestPageQuery>('suggest', suggestPageQueryParameters, () => ({}), 'store-and-network'),
  },
  {
    name: 'userProfile',
    pattern: '/u/:username',
    page: () => import('./pages/userProfile/UserProfilePage.tsx').then((m) => m.UserProfilePage),
    loader: routeQueryLoader<UserProfilePageQuery>('userProfile', userProfilePageQueryParameters, usernameParameter),
  },
  {
    name: 'detailedOpinionReport',
    pattern: '/o/:slug/report',
    page: () =>
      import('./pages/detailedOpinionReport/DetailedOpinionReportPage.tsx').then((m) => m.DetailedOpinionReportPage),
    // The filter is the query string: a shared or reloaded address opens the same view.
    loader: routeQueryLoader<DetailedOpinionReportPageQuery>('detailedOpinionReport', detailedOpinionReportPageQueryParameters, ({ params, request }) => ({
      slug: params.slug ?? '',
      filter: filterInput(filterFromSearch(new URL(request.url).searchParams)),
    })),
    // The page writes its filter into the query string and refetches itself: the loader runs
    // only when the path changes.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
  },
  {
    name: 'opinion',
    pattern: '/o/:slug',
    page: () => import('./pages/opinion/OpinionPage.tsx').then((m) => m.OpinionPage),
    loader: routeQueryLoader<OpinionPageQuery>('opinion', opinionPageQueryParameters, slugParameter, 'store-and-network'),
  },
  {
    name: 'quiz',
    pattern: '/q/:slug',
    page: () => import('./pages/quiz/QuizPage.tsx').then((m) => m.QuizPage),
    // From the raw path: the router's decoded param has no % left to cut at.
    loader: routeQueryLoader<QuizPageQuery>('quiz', quizPageQueryParameters, ({ request }) => ({
      slug: quizSlugFromPathname(new URL(request.url).pathname),
    })),
  },
  {
    name: 'userComments',
    pattern: '/comments/:username',
    page: () => import('./pages/userComments/UserCommentsPage.tsx').then((m) => m.UserCommentsPage),
    loader: routeQueryLoader<UserCommentsPageQuery>('userComments', userCommentsPageQueryParameters, usernameParameter),
  },
  {
    name: 'topic',
    pattern: '/t/:slug',
    page: () => import('./pages/topic/TopicPage.tsx').then((m) => m.TopicPage),
    loader: routeQueryLoader<TopicPageQuery>('topic', topicPageQueryParameters, slugParameter),
  },
  {
    name: 'topContributors',
    pattern: '/contributors',
    page: () => import('./pages/topContributors/TopContributorsPage.tsx').then((m) => m.TopContributorsPage),
    loader: routeQueryLoader<TopContributorsPageQuery>('topContributors', topContributorsPageQueryParameters, () => ({})),
  },
  {
    name: 'latestActivity',
    pattern: '/activity',
    page: () => import('./pages/latestActivity/LatestActivityPage.tsx').then((m) => m.LatestActivityPage),
    loader: routeQueryLoader<LatestActivityPageQuery>('latestActivity', latestActivityPageQueryParameters, () => ({})),
  },
  {
    name: 'allTopics',
    pattern: '/topics',
    page: () => import('./pages/allTopics/AllTopicsPage.tsx').then((m) => m.AllTopicsPage),
    loader: routeQueryLoader<AllTopicsPageQuery>('allTopics', allTopicsPageQueryParameters, () => ({})),
  },
  {
    name: 'dnaReport',
    pattern: '/reports/my-opinion-dna',
    page: () => import('./pages/dnaReport/DnaReportPage.tsx').then((m) => m.DnaReportPage),
    loader: routeQueryLoader<DnaReportPageQuery>('dnaReport', dnaReportPageQueryParameters, () => ({})),
  },
  {
    name: 'detailedReport',
    pattern: '/reports/details/:name',
    page: () => import('./pages/detailedReport/DetailedReportPage.tsx').then((m) => m.DetailedReportPage),
    loader: routeQueryLoader<DetailedReportPageQuery>('detailedReport', detailedReportPageQueryParameters, ({ params }) => ({
      name: params.name ?? '',
    })),
  },
  {
    name: 'detailedReportOverview',
    pattern: '/reports/details/:name/overview',
    page: () =>
      import('./pages/detailedReportOverview/DetailedReportOverviewPage.tsx').then((m) => m.DetailedReportOverviewPage),
    loader: routeQueryLoader<DetailedReportOverviewPageQuery>('detailedReportOverview', detailedReportOverviewPageQueryParameters, ({ params }) => ({
      input: { report: params.name ?? '' },
      name: params.name ?? '',
    })),
  },
  {
    // The admin hub: AdminHub users only; its sections each have a route (docs/product.md#admin-hub-and-moderation).
    name: 'adminHub',
    pattern: '/internal/admin',
    page: adminHubPage('AdminHubPage'),
    loader: routeQueryLoader<AdminHubPageQuery>('adminHub', adminHubPageQueryParameters, () => ({})),
    keepOnSearchChange: true,
    children: [
      {
        name: 'adminHubHome',
        pattern: 'index',
        page: adminHubPage('AdminHomePage'),
        loader: routeQueryLoader<AdminHomeQuery>('adminHubHome', adminHomeQueryParameters, () => ({}), 'network-only'),
      },
      {
        name: 'adminModeration',
        pattern: '/internal/admin/moderation',
        page: adminHubPage('AdminModerationPage'),
        loader: routeQueryLoader<AdminModerationQuery>('adminModeration', adminModerationQueryParameters, searchParameter('q', 'search'), 'network-only'),
        keepOnSearchChange: true,
      },
      {
        name: 'adminMembers',
        pattern: '/internal/admin/members',
        page: adminHubPage('AdminMembersPage'),
        loader: routeQueryLoader<AdminMembersQuery>('adminMembers', adminMembersQueryParameters, searchParameter('q', 'search'), 'network-only'),
        keepOnSearchChange: true,
      },
      {
        name: 'adminUserTags',
        pattern: '/internal/admin/tags',
        page: adminHubPage('AdminUserTagsPage'),
        loader: routeQueryLoader<AdminUserTagsQuery>('adminUserTags', adminUserTagsQueryParameters, searchParameter('q', 'search'), 'network-only'),
        keepOnSearchChange: true,
      },
      {
        name: 'adminUserTag',
        pattern: '/internal/admin/tags/:id',
        page: adminHubPage('AdminUserTagPage'),
        loader: routeQueryLoader<AdminUserTagQuery>(
          'adminUserTag',
          adminUserTagQueryParameters,
          (args) => ({ id: tagIdParameter(args.params.id), ...searchParameter('q', 'search')(args) }),
          'network-only',
        ),
        // Its own ?q= does not reload it (the page does); another tag's id does.
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
      },
      {
        name: 'adminOpinions',
        pattern: '/internal/admin/opinions',
        page: adminHubPage('AdminRemovedOpinionsPage'),
        loader: routeQueryLoader<AdminRemovedOpinionsQuery>('adminOpinions', adminRemovedOpinionsQueryParameters, searchParameter('q', 'search'), 'network-only'),
        keepOnSearchChange: true,
      },
      {
        name: 'adminSuggestions',
        pattern: '/internal/admin/opinions/suggestions',
        page: adminHubPage('AdminSuggestionsPage'),
        loader: routeQueryLoader<AdminSuggestionsQuery>('adminSuggestions', adminSuggestionsQueryParameters, searchParameter('q', 'search'), 'network-only'),
        keepOnSearchChange: true,
      },
      {
        name: 'adminAudit',
        pattern: '/internal/admin/audit',
        page: adminHubPage('AdminAuditPage'),
        loader: routeQueryLoader<AdminAuditQuery>('adminAudit', adminAuditQueryParameters, searchParameter('action', 'action'), 'network-only'),
        keepOnSearchChange: true,
      },
      {
        name: 'adminSitePages',
        pattern: '/internal/admin/pages',
        page: adminHubPage('AdminSitePagesPage'),
        loader: routeQueryLoader<AdminSitePagesQuery>('adminSitePages', adminSitePagesQueryParameters, searchParameter('q', 'search'), 'network-only'),
        keepOnSearchChange: true,
      },
      { name: 'adminNewSitePage', pattern: '/internal/admin/pages/new', page: adminHubPage('AdminNewSitePagePage') },
      {
        name: 'adminSitePage',
        pattern: '/internal/admin/pages/edit/:slug',
        page: adminHubPage('AdminSitePageEditorPage'),
        loader: routeQueryLoader<AdminSitePageQuery>('adminSitePage', adminSitePageQueryParameters, slugParameter, 'network-only'),
      },
      {
        name: 'adminQuestions',
        pattern: '/internal/admin/questions',
        page: adminHubPage('AdminQuestionsPage'),
        loader: routeQueryLoader<AdminQuestionsQuery>('adminQuestions', adminQuestionsQueryParameters, searchParameter('q', 'search'), 'network-only'),
        keepOnSearchChange: true,
      },
    ],
  },
  {
    name: 'opinionFeed',
    pattern: '/',
    page: () => import('./pages/opinionFeed/OpinionFeedPage.tsx').then((m) => m.OpinionFeedPage),
    loader: routeQueryLoader<OpinionFeedPageQuery>('opinionFeed', opinionFeedPageQueryParameters, () => ({})),
  },
  {
    name: 'cookieReset',
    pattern: '/cookiereset',
    page: () => import('./pages/cookieReset/CookieResetPage.tsx').then((m) => m.CookieResetPage),
  },
  {
    name: 'emailPref',
    pattern: '/emailpref-iframe',
    page: () => import('./pages/emailPref/EmailPrefPage.tsx').then((m) => m.EmailPrefPage),
  },
  {
    name: 'notifications',
    pattern: '/notifications',
    page: () => import('./pages/notifications/NotificationsPage.tsx').then((m) => m.NotificationsPage),
    loader: routeQueryLoader<NotificationsPageQuery>('notifications', notificationsPageQueryParameters, () => ({}), 'store-and-network'),
  },
  {
    name: 'questionFeed',
    pattern: '/questions',
    page: () => import('./pages/questionFeed/QuestionFeedPage.tsx').then((m) => m.QuestionFeedPage),
    loader: routeQueryLoader<QuestionFeedPageQuery>('questionFeed', questionFeedPageQueryParameters, () => ({})),
    // A tab writes ?category= and the page refetches its feed in place.
    keepOnSearchChange: true,
  },
  {
    name: 'newQuestion',
    pattern: '/questions/new',
    page: () => import('./pages/newQuestion/NewQuestionPage.tsx').then((m) => m.NewQuestionPage),
    loader: routeQueryLoader<NewQuestionPageQuery>('newQuestion', newQuestionPageQueryParameters, () => ({}), 'store-and-network'),
  },
  {
    name: 'questionRequests',
    pattern: '/questions/requests',
    page: () => import('./pages/questionRequests/QuestionRequestsPage.tsx').then((m) => m.QuestionRequestsPage),
    // Requests are proposed and decided while others read: always the server's newest.
    loader: routeQueryLoader<QuestionRequestsPageQuery>(
      'questionRequests',
      questionRequestsPageQueryParameters,
      ({ request }) => ({ after: null, status: requestStatusOf(new URL(request.url).searchParams) }),
      'store-and-network',
    ),
  },
  {
    name: 'question',
    pattern: '/questions/:slug',
    page: () => import('./pages/question/QuestionPage.tsx').then((m) => m.QuestionPage),
    // Others edit questions: what is cached shows at once, then the server's newest.
    loader: routeQueryLoader<QuestionPageQuery>('question', questionPageQueryParameters, slugParameter, 'store-and-network'),
  },
  {
    name: 'history',
    pattern: '/history/:type/:id',
    page: () => import('./pages/history/HistoryPage.tsx').then((m) => m.HistoryPage),
    loader: routeQueryLoader<HistoryPageQuery>('history', historyPageQueryParameters, ({ params, request }) =>
      historyVariables(params.type, params.id, new URL(request.url).searchParams.get('after')), 'network-only'),
  },
  {
    name: 'argFeed',
    pattern: '/arguments',
    page: () => import('./pages/argFeed/ArgFeedPage.tsx').then((m) => m.ArgFeedPage),
    loader: routeQueryLoader<ArgFeedPageQuery>('argFeed', argFeedPageQueryParameters, () => ({})),
  },
  {
    name: 'categories',
    pattern: '/categories',
    page: () => import('./pages/categories/CategoriesPage.tsx').then((m) => m.CategoriesPage),
    loader: routeQueryLoader<CategoriesPageQuery>('categories', categoriesPageQueryParameters, () => ({})),
  },
  {
    // People and tags A to Z; search's old links land on their anchors.
    name: 'encyclopedia',
    pattern: '/encyclopedia',
    page: () => import('./pages/encyclopedia/EncyclopediaPage.tsx').then((m) => m.EncyclopediaPage),
    loader: routeQueryLoader<EncyclopediaPageQuery>('encyclopedia', encyclopediaPageQueryParameters, () => ({}), 'store-and-network'),
  },
  {
    name: 'person',
    pattern: '/people/:slug',
    page: () => import('./pages/person/PersonPage.tsx').then((m) => m.PersonPage),
    // Contributors change people while others read: cached data shows at once, then refreshes.
    loader: routeQueryLoader<PersonPageQuery>('person', personPageQueryParameters, slugParameter, 'store-and-network'),
  },
  {
    name: 'newPerson',
    pattern: '/people/new',
    page: () => import('./pages/encyclopediaNew/NewArtifactPages.tsx').then((m) => m.NewPersonPage),
    loader: routeQueryLoader<NewArtifactPageQuery>('newPerson', newArtifactPageQueryParameters, () => ({}), 'store-and-network'),
  },
  {
    name: 'encyclopediaTag',
    pattern: '/tags/:slug',
    page: () => import('./pages/encyclopediaTag/TagPage.tsx').then((m) => m.TagPage),
    loader: routeQueryLoader<TagPageQuery>('encyclopediaTag', tagPageQueryParameters, slugParameter, 'store-and-network'),
  },
  {
    name: 'newEncyclopediaTag',
    pattern: '/tags/new',
    page: () => import('./pages/encyclopediaNew/NewArtifactPages.tsx').then((m) => m.NewTagPage),
    loader: routeQueryLoader<NewArtifactPageQuery>('newEncyclopediaTag', newArtifactPageQueryParameters, () => ({}), 'store-and-network'),
  },
  { name: 'signup', pattern: '/signup', page: () => import('./pages/signup/SignupPage.tsx').then((m) => m.SignupPage) },
  { name: 'login', pattern: '/login', page: () => import('./pages/login/LoginPage.tsx').then((m) => m.LoginPage) },
  {
    name: 'passwordResetNew',
    pattern: '/resetpassword/set',
    page: () => import('./pages/passwordResetNew/PasswordResetNewPage.tsx').then((m) => m.PasswordResetNewPage),
  },
  {
    name: 'trackingDummyPage',
    pattern: '/tracking/:name',
    page: () => import('./pages/trackingDummyPage/TrackingDummyPage.tsx').then((m) => m.TrackingDummyPage),
  },
  {
    // Where the sister site (or a link) starts the single-sign-on handoff.
    name: 'ssoHandoff',
    pattern: '/sso',
    page: () => import('./pages/ssoHandoff/SsoHandoffPage.tsx').then((m) => m.SsoHandoffPage),
  },
  {
    name: 'article',
    pattern: '/article/:slug',
    page: () => import('./pages/article/ArticlePage.tsx').then((m) => m.ArticlePage),
    // The offer has its prices and the viewer's plan; every other article is a stored page.
    loader: (args: LoaderFunctionArgs) =>
      args.params.slug === offerPageSlug ? offerLoader(args) : articleLoader(args),
  },
  ...([
    ['privacy', 'privacy'],
    ['cookies', 'cookies'],
    ['termsOfService', 'terms-of-service'],
  ] as const).map(([name, slug]) => ({
    name,
    pattern: `/${slug}`,
    page: () => import('./pages/article/SitePage.tsx').then((m) => m.SitePage),
    // Keyed by the route's name: the router disposes a query whose route is no longer matched.
    loader: routeQueryLoader<SitePageQuery>(name, sitePageQueryParameters, () => ({ slug })),
  })),
  {
    name: 'notFound',
    pattern: '/not-found',
    page: () => import('./pages/notFound/NotFoundPage.tsx').then((m) => m.NotFoundPage),
  },
  // Any other path is the not-found page too.
  { name: 'catchAll', pattern: '*', page: () => import('./pages/notFound/NotFoundPage.tsx').then((m) => m.NotFoundPage) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppShell,
    // The viewer, for the top bar; refreshed by the shell itself, never by navigation.
    loader: routeQueryLoader<AppShellQuery>('root', appShellQueryParameters, () => ({})),
    shouldRevalidate: () => false,
    HydrateFallback: PageLoading,
    ErrorBoundary: ShellErrorPage,
    children: [
      {
        // Pathless: a failing page shows its error inside the shell, with the top bar intact.
        ErrorBoundary: RouteErrorPage,
        children: pageRoutes.map(toRouteObject),
      },
    ],
  },
];

/**
 * The browser's router. After a server render, `hydrationData` holds the loader results the
 * server's page was rendered from (client/main.tsx), so the first render matches it.
 */
export function createRouter(hydrationData?: HydrationState): DataRouter {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  disposeRouteQueriesOnNavigation(router);
  return router;
}
