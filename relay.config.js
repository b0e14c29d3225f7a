// Relay compiler configuration. Generated artifacts live in a __generated__ folder next to the
// file that declares the operation or fragment, and are committed (CI checks they are fresh).
//
// Named exports, not `export default`: relay-compiler loads this file with require(), and a
// default export would arrive wrapped as { __esModule, default }, which it rejects.
export const src = './client';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
export const customScalarTypes = { DateTime: 'string' };
// Every operation is persisted at build time: its text goes to this manifest under its SHA-256,
// and the client sends only the id. In production the server runs, for browsers, only the
// documents in this file (api/http/persisted-operations.ts).
export const persistConfig = { file: './client/relay/persisted-operations.json', algorithm: 'SHA256' };
