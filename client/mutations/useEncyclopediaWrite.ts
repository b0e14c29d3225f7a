// The encyclopedia's writes (docs/product.md#encyclopedia) answer a union: the item as it is now,
// or why not. Items have global ids, so a success updates the store and the page redraws; the
// caller gets the data (a new person's slug, say) or a refusal in words, with the field a bad
// value was in and, for a stale edit (409), the text someone else saved meanwhile.
import { useCallback } from 'react';
import { graphql, readInlineData, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { useEncyclopediaWrite_refusal$key } from './__generated__/useEncyclopediaWrite_refusal.graphql.ts';

const refusalFragment = graphql`
  fragment useEncyclopediaWrite_refusal on Error @inline {
    message
    ... on ValidationError {
      fieldErrors {
        path
      }
    }
    ... on InputValidationError {
      fieldErrors {
        path
      }
    }
    ... on EditConflictError {
      fieldName
      currentText
      latestRevisionId
    }
  }
`;

/** A stale edit: the field someone else changed, what it reads now, and the revision to edit from. */
export type EditConflict = { fieldName: string; currentText: string | null; latestRevisionId: number };

export type WriteFailure = { type: string; message: string; field: string | null; conflict: EditConflict | null };

type Answer = { readonly __typename: string; readonly refusal?: useEncyclopediaWrite_refusal$key | null; readonly data?: unknown };
type SuccessData<A> = NonNullable<A extends { readonly data?: infer D } ? D : never>;
export type WriteCallbacks<Data> = { onSuccess: (data: Data) => void; onFailure: (failure: WriteFailure) => void };

/** Runs `mutation` and hands its answer (picked by `answerOf`) to onSuccess or onFailure. */
export function useEncyclopediaWrite<M extends MutationParameters, A extends Answer>(mutation: GraphQLTaggedNode, answerOf: (response: M['response']) => A) {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M['variables'], { onSuccess, onFailure }: WriteCallbacks<SuccessData<A>>) =>
      commit({
        variables,
        onCompleted: (response) => {
          const answer = answerOf(response);
          if (answer.__typename.endsWith('Success')) {
            onSuccess(answer.data as SuccessData<A>);
            return;
          }
          const refusal = answer.refusal ? readInlineData<useEncyclopediaWrite_refusal$key>(refusalFragment, answer.refusal) : null;
          onFailure({
            type: answer.__typename,
            message: refusal?.message ?? 'That did not work. Please try again.',
            field: refusal?.fieldErrors?.[0]?.path.at(-1) ?? null,
            conflict:
              refusal?.latestRevisionId != null && refusal.fieldName != null
                ? { fieldName: refusal.fieldName, currentText: refusal.currentText ?? null, latestRevisionId: refusal.latestRevisionId }
                : null,
          });
        },
        onError: (error) => onFailure({ type: 'NetworkError', message: error.message, field: null, conflict: null }),
      }),
    // answerOf only picks a field of the answer: a new function each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commit],
  );
  return [run, isInFlight] as const;
}
