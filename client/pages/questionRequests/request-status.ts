import type { QuestionRequestStatus } from './__generated__/QuestionRequestsPageQuery.graphql.ts';

/** The tab of /questions/requests from `?status=` (open when absent or unknown). */
export type RequestTab = Exclude<QuestionRequestStatus, '%future added value'>;

export function requestStatusOf(search: URLSearchParams): RequestTab {
  const status = search.get('status');
  return status === 'accepted' ? 'ACCEPTED' : status === 'declined' ? 'DECLINED' : 'OPEN';
}
