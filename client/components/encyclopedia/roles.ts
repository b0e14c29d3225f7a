/** Contributors and admins create and edit the encyclopedia (the server checks it again). */
export const canEditEncyclopedia = (role: string) => role === 'CONTRIBUTOR' || role === 'ADMIN';

/** The viewer's rights in the encyclopedia, as the server's authScopes decide them. */
export function encyclopediaRights(viewer: { readonly isLoggedIn: boolean; readonly role: string; readonly canDeleteContent: boolean; readonly username: string }) {
  return {
    member: viewer.isLoggedIn,
    contributor: viewer.isLoggedIn && canEditEncyclopedia(viewer.role),
    canDelete: viewer.isLoggedIn && viewer.canDeleteContent,
    username: viewer.username,
  };
}
