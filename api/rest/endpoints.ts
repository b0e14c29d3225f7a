// Every module's REST table, in one list for the router.
import { authRestEndpoints } from '../modules/auth/rest.ts';
import { feedRestEndpoints } from '../modules/feed/rest.ts';
import { opinionRestEndpoints } from '../modules/opinion/rest.ts';
import { topicRestEndpoints } from '../modules/topic/rest.ts';
import { userRestEndpoints } from '../modules/user/rest.ts';
import { voteRestEndpoints } from '../modules/vote/rest.ts';
import type { RestEndpoint } from './adapter.ts';

export const restEndpoints: RestEndpoint[] = [
  ...userRestEndpoints,
  ...authRestEndpoints,
  ...opinionRestEndpoints,
  ...voteRestEndpoints,
  ...feedRestEndpoints,
  ...topicRestEndpoints,
];
