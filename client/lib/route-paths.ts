// URLs of the routes (docs/product.md#routes), built from values. client/routes.tsx holds the
// patterns.
const segment = encodeURIComponent;

/** The kinds of encyclopedia item in history addresses. */
export const historyTypes = ['convo', 'pos', 'arg', 'person', 'tag', 'req'] as const;
export type HistoryType = (typeof historyTypes)[number];

export const routePaths = {
  opinionFeed: () => '/',
  opinion: (slug: string) => `/o/${segment(slug)}`,
  topic: (slug: string) => `/t/${segment(slug)}`,
  allTopics: () => '/topics',
  suggest: () => '/suggest',
  /** A question's page. */
  question: (slug: string) => `/questions/${segment(slug)}`,
  /** A position on its question's page. */
  position: (questionSlug: string, id: number) => `/questions/${segment(questionSlug)}#pos-${id}`,
  /** An argument on its question's page. */
  questionArgument: (questionSlug: string, id: number) => `/questions/${segment(questionSlug)}#arg-${id}`,
  /** The question feed: every question, or one category's (its tab). */
  questionFeed: (categorySlug?: string | null) => (categorySlug ? `/questions?category=${encodeURIComponent(categorySlug)}` : '/questions'),
  newQuestion: () => '/questions/new',
  /** Question requests: the open ones, or the accepted or declined ones (a tab each). */
  questionRequests: (status?: 'accepted' | 'declined' | null) => (status ? `/questions/requests?status=${status}` : '/questions/requests'),
  argFeed: () => '/arguments',
  categories: () => '/categories',
  /** The encyclopedia's people and tags; `#person-{slug}` / `#tag-{slug}` mark one of them. */
  encyclopedia: () => '/encyclopedia',
  person: (slug: string) => `/people/${segment(slug)}`,
  encyclopediaTag: (slug: string) => `/tags/${segment(slug)}`,
  /** An encyclopedia item's revision history (type: convo, pos, arg, person, tag, req), at one revision. */
  history: (type: HistoryType, id: number, revisionId?: number) =>
    `/history/${type}/${id}${revisionId === undefined ? '' : `#rev-${revisionId}`}`,
  topContributors: () => '/contributors',
  latestActivity: () => '/activity',
  detailedOpinionReport: (slug: string) => `/o/${segment(slug)}/report`,
  /** A comment on its opinion's page (the thread scrolls to the element with this id). */
  opinionComment: (slug: string, commentId: number) => `/o/${segment(slug)}#comment-${commentId}`,
  userProfile: (username: string) => `/u/${segment(username)}`,
  userComments: (username: string) => `/comments/${segment(username)}`,
  demographics: () => '/settings/details',
  /** The two steps a new member is invited to after signing up: personal details, then the Opinion DNA quiz. */
  onboarding: (step: 1 | 2) => `/settings/details?onboarding=${step}`,
  /** Billing: plan, renewal, receipts, the e-book (the route the payment e-mails link). */
  billing: () => '/app/settings',
  /** The Opinion DNA offer page (route article). */
  offer: () => '/article/opinion-dna-premium',
  dnaReport: () => '/reports/my-opinion-dna',
  detailedReport: (name: string) => `/reports/details/${segment(name)}`,
  quiz: (slug: string) => `/q/${segment(slug)}`,
  notifications: () => '/notifications',
  newPerson: () => '/people/new',
  newEncyclopediaTag: () => '/tags/new',
  login: (next?: string) => withNext('/login', next),
  signup: (next?: string) => withNext('/signup', next),
  adminHub: () => '/internal/admin',
  adminModeration: () => '/internal/admin/moderation',
  /** The members screen, searching for `search` (a username) when given. */
  adminMembers: (search?: string) => (search ? `/internal/admin/members?q=${encodeURIComponent(search)}` : '/internal/admin/members'),
  adminAudit: () => '/internal/admin/audit',
  adminUserTags: () => '/internal/admin/tags',
  adminUserTag: (id: number) => `/internal/admin/tags/${id}`,
  /** The hub's Opinions section: removed opinions, and (its second tab) the Suggest page's suggestions. */
  adminOpinions: () => '/internal/admin/opinions',
  adminSuggestions: () => '/internal/admin/opinions/suggestions',
  adminSitePages: () => '/internal/admin/pages',
  adminNewSitePage: () => '/internal/admin/pages/new',
  /** The editor of the site page at `slug` (privacy, cookies, terms-of-service, an article's). */
  adminSitePage: (slug: string) => `/internal/admin/pages/edit/${segment(slug)}`,
  adminQuestions: () => '/internal/admin/questions',
  detailedReportOverview: (name: string) => `/reports/details/${segment(name)}/overview`,
};

/** Served by the API, not the app: plain links (a download, a tab of its own). */
export const serverPaths = {
  topicReport: (slug: string) => `/internal/admin/reports/topic?slug=${encodeURIComponent(slug)}`,
  graphiql: () => '/graphql',
};

export const aboutUrl = 'https://github.com/opinio';

export const avatarUrl = (username: string, size = 32) =>
  `/api/user/profileimage/${segment(username)}${size > 32 ? '?size=big' : ''}`;

function withNext(path: string, next: string | undefined): string {
  return next && next !== '/' ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * Where to go after logging in or signing up: the `next` parameter when it is a path on this
 * site, else the feed. Anything else (another origin, "//host", a scheme) is ignored so the
 * parameter cannot send people elsewhere.
 */
export function returnTargetFrom(searchParams: URLSearchParams): string {
  const next = searchParams.get('next');
  if (!next || !next.startsWith('/')) return '/';
  // Parsed as the browser will parse it: it drops tabs and newlines and reads "\\" as "/", so
  // "/\t/evil.example" or "/\\evil.example" would leave the site.
  const base = 'http://return-target.invalid';
  const url = new URL(next, base);
  if (url.origin !== base) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
