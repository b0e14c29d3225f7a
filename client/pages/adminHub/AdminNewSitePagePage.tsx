import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { useCreateSitePageMutation } from '../../mutations/useSitePageMutations.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { EditorArrival } from './AdminSitePageEditorPage.tsx';
import { SectionHeader } from './AdminParts.tsx';
import { problemsOf, SaveBar, SitePageTabs, useSitePageForm } from './SitePageForm.tsx';
import { useUnsavedChanges } from './useUnsavedChanges.ts';
import styles from './AdminHub.module.css';
import pageStyles from './SitePages.module.css';

/** The server's rule for an address (api/domain/article-html.ts), checked here first to answer at once. */
const ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ADDRESS = 100;
const ADDRESS_RULE = 'An address is lower-case letters, digits and single hyphens, such as how-we-moderate';

/** The address a title suggests, until the admin types one: "How we moderate!" → how-we-moderate. */
function addressFrom(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * Route adminNewSitePage (/internal/admin/pages/new): a new article at /article/{address}. The
 * address is free and not a built-in page's nor the app's; once created, the page opens in its
 * editor.
 */
export function AdminNewSitePagePage() {
  const navigate = useNavigate();
  const [create, creating] = useCreateSitePageMutation();
  const form = useSitePageForm({ title: '', body: '', note: 'First version' });
  const { draft } = form;
  const [slug, setSlug] = useState('');
  const [slugTyped, setSlugTyped] = useState(false);
  const address = slugTyped ? slug : addressFrom(draft.title);
  const dirty = address !== '' || draft.title !== '' || draft.body !== '';
  const { allowLeaving } = useUnsavedChanges(dirty);

  const submit = () => {
    if (creating) return;
    if (!ADDRESS.test(address) || address.length > MAX_ADDRESS) {
      form.refuse({ fields: { slug: ADDRESS_RULE }, form: null });
      return;
    }
    create(
      { slug: address, title: draft.title, body: draft.body, note: draft.note },
      {
        onSuccess: (created) => {
          allowLeaving();
          navigate(routePaths.adminSitePage(created.page.slug), { state: { notice: `Page created: it is at ${created.page.path}.` } satisfies EditorArrival });
        },
        onFailure: (failure) => form.refuse(problemsOf(failure)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="new-page-heading">
      <Link to={routePaths.adminSitePages()} className={pageStyles.backLink}>
        ← All site pages
      </Link>
      <SectionHeader id="new-page-heading" title="New page">
        An article at /article/ and its address, written in HTML. The privacy, cookie and terms pages already exist: edit them from the list.
      </SectionHeader>
      <SitePageTabs
        {...form.tabs}
        onSubmit={submit}
        extraFields={
          <TextField
            label="Address"
            value={address}
            onValueChange={(value) => {
              setSlugTyped(true);
              setSlug(value.trim());
            }}
            error={form.tabs.problems.fields.slug}
            hint={`Lower-case letters, digits and hyphens. The page will be at /article/${address || '…'}`}
            maxLength={MAX_ADDRESS}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
        }
      />
      <SaveBar
        {...form.saveBar}
        busy={creating}
        submitLabel="Create page"
      />
    </section>
  );
}
