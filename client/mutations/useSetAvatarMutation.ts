import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { bumpAvatarVersion } from '../lib/avatar-versions.ts';
import type { useSetAvatarMutation as SetAvatarMutation } from './__generated__/useSetAvatarMutation.graphql.ts';
import type { useRemoveAvatarMutation as RemoveAvatarMutation } from './__generated__/useRemoveAvatarMutation.graphql.ts';

const setAvatarMutation = graphql`
  mutation useSetAvatarMutation($input: SetAvatarInput!) {
    setAvatar(input: $input) {
      __typename
      ... on MutationSetAvatarSuccess {
        data {
          id
          hasUploadedAvatar
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const removeAvatarMutation = graphql`
  mutation useRemoveAvatarMutation {
    removeAvatar {
      __typename
      ... on MutationRemoveAvatarSuccess {
        data {
          id
          hasUploadedAvatar
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type AvatarCallbacks = { username: string; onSuccess: () => void; onFailure: (message: string) => void };

/** Reads a file as base64 (without the data: prefix). */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** Uploads a picture; the server validates and re-encodes it. */
export function useSetAvatarMutation() {
  const [commit, isInFlight] = useMutation<SetAvatarMutation>(setAvatarMutation);
  const setAvatar = useCallback(
    async ({ file, username, onSuccess, onFailure }: AvatarCallbacks & { file: File }) => {
      let imageBase64: string;
      try {
        imageBase64 = await readAsBase64(file);
      } catch (error) {
        onFailure((error as Error).message);
        return;
      }
      commit({
        variables: { input: { imageBase64 } },
        onCompleted: ({ setAvatar: result }) => {
          if (result.__typename !== 'MutationSetAvatarSuccess') return onFailure(result.message ?? 'Could not upload the picture.');
          bumpAvatarVersion(username);
          onSuccess();
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [setAvatar, isInFlight] as const;
}

/** Goes back to the generated picture. */
export function useRemoveAvatarMutation() {
  const [commit, isInFlight] = useMutation<RemoveAvatarMutation>(removeAvatarMutation);
  const removeAvatar = useCallback(
    ({ username, onSuccess, onFailure }: AvatarCallbacks) => {
      commit({
        variables: {},
        onCompleted: ({ removeAvatar: result }) => {
          if (result.__typename !== 'MutationRemoveAvatarSuccess') return onFailure(result.message ?? 'Could not remove the picture.');
          bumpAvatarVersion(username);
          onSuccess();
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [removeAvatar, isInFlight] as const;
}
