// The answer every comment mutation gives: the success payload, or a typed error with a message.
export type CommentMutationAnswer = { readonly __typename: string; readonly message?: string };

/** The message to show for an answer that is not a success; null for a success. */
export function failureMessage(answer: CommentMutationAnswer | null | undefined, fallback: string): string | null {
  if (!answer) return fallback;
  if (answer.__typename.endsWith('Success')) return null;
  return answer.message ?? fallback;
}
