// Every module's REST table, in one list for the router.
import { authRestEndpoints } from '../modules/auth/rest.ts';
import { demographicsRestEndpoints } from '../modules/demographics/rest.ts';
import { communityRestEndpoints } from '../modules/community/rest.ts';
import { insightRestEndpoints } from '../modules/insight/rest.ts';
import { feedRestEndpoints } from '../modules/feed/rest.ts';
import { quizRestEndpoints } from '../modules/quiz/rest.ts';
import { reportRestEndpoints } from '../modules/report/rest.ts';
import { populationRestEndpoints } from '../modules/report/population-rest.ts';
import { userTagRestEndpoints } from '../modules/usertag/rest.ts';
import { opinionRestEndpoints, opinionWriteRestEndpoints } from '../modules/opinion/rest.ts';
import { searchRestEndpoints } from '../modules/search/rest.ts';
import { topicRestEndpoints, topicWriteRestEndpoints } from '../modules/topic/rest.ts';
import { commentRestEndpoints } from '../modules/comment/rest.ts';
import { encyclopediaRestEndpoints } from '../modules/encyclopedia/rest.ts';
import { notificationRestEndpoints } from '../modules/notification/rest.ts';
import { userRestEndpoints } from '../modules/user/rest.ts';
import { voteRestEndpoints } from '../modules/vote/rest.ts';
import { consentRestEndpoints } from '../modules/consent/rest.ts';
import { externalIdRestEndpoints } from '../modules/externalid/rest.ts';
import { ssoRestEndpoints } from '../modules/sso/rest.ts';
import { privacyRestEndpoints } from '../modules/privacy/rest.ts';
import { paymentRestEndpoints } from '../modules/payment/rest.ts';
import { opinionReportRestEndpoints } from '../modules/opinionreport/rest.ts';
import type { RestEndpoint } from './adapter.ts';

export const restEndpoints: RestEndpoint[] = [
  ...userRestEndpoints,
  ...authRestEndpoints,
  ...opinionRestEndpoints,
  ...voteRestEndpoints,
  ...feedRestEndpoints,
  ...topicRestEndpoints,
  ...quizRestEndpoints,
  ...reportRestEndpoints,
  ...demographicsRestEndpoints,
  ...userTagRestEndpoints,
  ...populationRestEndpoints,
  ...opinionReportRestEndpoints,
  ...searchRestEndpoints,
  ...opinionWriteRestEndpoints,
  ...topicWriteRestEndpoints,
  ...communityRestEndpoints,
  ...insightRestEndpoints,
  ...ssoRestEndpoints,
  ...privacyRestEndpoints,
  ...consentRestEndpoints,
  ...externalIdRestEndpoints,
  ...commentRestEndpoints,
  ...notificationRestEndpoints,
  ...paymentRestEndpoints,
  ...encyclopediaRestEndpoints,
];
