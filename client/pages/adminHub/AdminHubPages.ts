// The admin hub's screens, loaded together: moving between sections needs no further download.
export { AdminHubPage } from './AdminHubPage.tsx';
export { AdminHomePage } from './AdminHomePage.tsx';
export { AdminModerationPage } from './AdminModerationPage.tsx';
export { AdminMembersPage } from './AdminMembersPage.tsx';
export { AdminRemovedOpinionsPage } from './AdminRemovedOpinionsPage.tsx';
export { AdminSuggestionsPage } from './AdminSuggestionsPage.tsx';
export { AdminAuditPage } from './AdminAuditPage.tsx';
export { AdminUserTagsPage } from './AdminUserTagsPage.tsx';
export { AdminUserTagPage } from './AdminUserTagPage.tsx';
export { AdminQuestionsPage } from './AdminQuestionsPage.tsx';
export { AdminSitePagesPage } from './AdminSitePagesPage.tsx';
export { AdminNewSitePagePage } from './AdminNewSitePagePage.tsx';
export { AdminSitePageEditorPage } from './AdminSitePageEditorPage.tsx';
