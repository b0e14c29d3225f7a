// The encyclopedia's writes (docs/product.md#encyclopedia) share one answer shape: the success's
// data, or a refusal in words. An edit made from an old version is refused with the field's newer
// text (EditConflictError, 409), which the forms show next to the person's own draft.
import { useCallback } from 'react';
import { graphql, readInlineData, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { encyclopediaMutation_refusal$key } from './__generated__/encyclopediaMutation_refusal.graphql.ts';

const refusalFragment = graphql`
  fragment encyclopediaMutation_refusal on Error @inline {
    __typename
    message
    ... on EditConflictError {
      fieldName
      currentText
      latestRevisionId
    }
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
  }
`;

/** Someone saved a newer version of a field than the one the edit started from. */
export type EditConflict = { fieldName: string; currentText: string | null; latestRevisionId: number };

/** Why the server said no: its message, the field a bad value was in, and a stale edit's newer text. */
export type EncyclopediaRefusal = { type: string; message: string; field: string | null; conflict: EditConflict | null };

type Answer = { readonly __typename: string; readonly refusal?: encyclopediaMutation_refusal$key | null; readonly data?: unknown };
type SuccessData<A> = NonNullable<A extends { readonly data?: infer D } ? D : never>;
export type EncyclopediaCallbacks<Data> = { onSuccess: (data: Data) => void; onFailure: (refusal: EncyclopediaRefusal) => void };

/** One encyclopedia write: the answer's data to `onSuccess`, or why it was refused to `onFailure`. */
export function useEncyclopediaMutation<M extends MutationParameters, A extends Answer>(
  mutation: GraphQLTaggedNode,
  answerOf: (response: M['response']) => A,
) {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M['variables'], { onSuccess, onFailure }: EncyclopediaCallbacks<SuccessData<A>>) =>
      commit({
        variables,
        onCompleted: (response) => {
          const answer = answerOf(response);
          if (answer.__typename.endsWith('Success')) {
            onSuccess(answer.data as SuccessData<A>);
            return;
          }
          const refusal = answer.refusal ? readInlineData(refusalFragment, answer.refusal) : null;
          onFailure({
            type: answer.__typename,
            message: refusal?.message ?? 'That did not work. Please try again.',
            field: refusal?.fieldErrors?.[0]?.path.at(-1) ?? null,
            conflict:
              refusal?.__typename === 'EditConflictError' && refusal.fieldName !== undefined && refusal.latestRevisionId !== undefined
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
