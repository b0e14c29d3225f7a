// The text of one of the web client's operations, as the server runs it: the Relay artifact names
// the persisted id, and the persisted-operations list holds its text (artifacts carry no text).
import { loadPersistedOperations } from '../../api/http/persisted-operations.ts';

/** `artifactPath`: an import path of a `__generated__/*.graphql.ts` operation artifact. */
export async function clientOperationText(artifactPath: string): Promise<string> {
  const artifact = (await import(artifactPath)) as { default: { params: { id: string | null; name: string } } };
  const text = artifact.default.params.id ? loadPersistedOperations().get(artifact.default.params.id) : undefined;
  if (!text) throw new Error(`${artifact.default.params.name} is not in the persisted-operations list: run 'npm run relay'`);
  return text;
}
