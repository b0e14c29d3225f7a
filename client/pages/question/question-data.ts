import type { encyclopediaRights } from '../../components/encyclopedia/roles.ts';
import type { QuestionPageQuery } from './__generated__/QuestionPageQuery.graphql.ts';

/** The question as its page's query reads it. */
export type QuestionData = NonNullable<QuestionPageQuery['response']['question']['found']>;
export type PositionData = QuestionData['positions'][number];
export type Rights = ReturnType<typeof encyclopediaRights>;
