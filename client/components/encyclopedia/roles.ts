/** Contributors and admins create and edit the encyclopedia (the server checks it again). */
export const canEditEncyclopedia = (role: string) => role === 'CONTRIBUTOR' || role === 'ADMIN';
