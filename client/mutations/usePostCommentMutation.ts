import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { usePostCommentMutation as PostCommentMutation, CommentResponseType } from './__generated__/usePostCommentMutation.graphql.ts';
import { failureMessage } from './comment-mutation-result.ts';

const postCommentMutation = graphql`
  mutation usePostCommentMutation($input: PostCommentInput!) {
    postComment(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationPostCommentSuccess {
        data {
          id
          ...CommentItem_comment
          children {
            id
            ...CommentItem_comment
          }
        }
      }
    }
  }
`;

type PostArguments = {
  threadKey: string;
  /** The thread record, whose top-level list (for `sort`) gets the new comment first. */
  threadId: string;
  sort: string;
  /** Replying: the comment answered and the top-level comment it shows under (Relay ids). */
  reply?: { parentId: string; rootId: string };
  body: string;
  responseType: CommentResponseType | null;
  onDone: (error: string | null) => void;
};

export type { CommentResponseType };

/** Posts a comment or reply and puts it in place in the thread without refetching. */
export function usePostCommentMutation() {
  const [commit, isInFlight] = useMutation<PostCommentMutation>(postCommentMutation);
  const post = useCallback(
    ({ threadKey, threadId, sort, reply, body, responseType, onDone }: PostArguments) => {
      commit({
        variables: {
          input: {
            threadKey,
            body,
            responseType,
            parentId: reply?.parentId ?? null,
          },
        },
        updater: (store, data) => {
          if (data?.postComment.__typename !== 'MutationPostCommentSuccess') return;
          const comment = store.getRootField('postComment')?.getLinkedRecord('data');
          if (!comment) return;
          if (reply) {
            const root = store.get(reply.rootId);
            root?.setLinkedRecords([...(root.getLinkedRecords('children') ?? []), comment], 'children');
          } else {
            const thread = store.get(threadId);
            thread?.setLinkedRecords([comment, ...(thread.getLinkedRecords('comments', { sort }) ?? [])], 'comments', { sort });
          }
          const thread = store.get(threadId);
          const count = thread?.getValue('numComments');
          if (thread && typeof count === 'number') thread.setValue(count + 1, 'numComments');
        },
        onCompleted: (data) => onDone(failureMessage(data.postComment, 'Your comment could not be posted.')),
        onError: (error) => onDone(error.message),
      });
    },
    [commit],
  );
  return [post, isInFlight] as const;
}

