// The site pages every deployment has from its first start (docs/product.md#site-pages): the
// privacy notice, the cookie notice, the terms of service, and the article on how opinions are
// chosen. Until an admin edits one in the hub (which stores it, with its revisions) the page is
// this text. Written to describe what this code does; an operator edits them to name themselves.

export type SitePage = { slug: string; title: string; html: string };

const privacy: SitePage = {
  slug: 'privacy',
  title: 'Privacy',
  html: `<p>Opinio is a place to vote on opinions and argue about them. This page says what we keep about you, who can see it, and what you can do about it.</p>
<h2>What we keep</h2>
<ul>
<li><strong>Your account:</strong> your username, your e-mail address and a hash of your password (never the password), or the Google or Facebook account you signed in with.</li>
<li><strong>What you write in public:</strong> your comments, the good points you give, your profile text and picture. These are public by design.</li>
<li><strong>Your votes:</strong> each vote, with a copy of your personal details as they were when you voted, so that breakdowns do not change when you edit your details later.</li>
<li><strong>Your personal details</strong> (gender, birth year, nationality, education and the other questions of the Personal details page) and <strong>your quiz answers and reports</strong>, if you give them.</li>
<li><strong>Your subscription and purchases</strong>, if you pay: the plan, its status and receipts. Card details never reach us; you type them on Stripe's page.</li>
<li><strong>Records of your choices:</strong> your cookie choice and e-mail preferences, and a log of sign-ups and log-ins.</li>
</ul>
<h2>Who can see it</h2>
<ul>
<li><strong>Your rating of an opinion, your personal details and your reports are yours alone.</strong> Nobody else, staff included, can read them as yours. They count only inside aggregates of at least 5 people.</li>
<li>Breakdowns of votes by demographic are published from snapshots taken at most every 15 minutes and only after at least 5 more people voted, with a little random noise on every count, so that nobody can work out how one person voted or who they are by comparing two views. Staff who see more detailed figures see them through the same protections.</li>
<li>To anyone but you, your number of votes and your karma count votes only up to the start of the day.</li>
<li>Your e-mail address, notifications and e-mail preferences are never shown to anyone else.</li>
</ul>
<h2>What you can do</h2>
<ul>
<li>Download everything we keep about you as a file, from your personal details page.</li>
<li>Delete your account from the same page. Your sessions end everywhere, your votes are kept only inside the anonymous counts, your comments that others replied to keep their place as "[This comment has been deleted]", and nothing left names you.</li>
<li>Change your e-mail preferences or your cookie choice at any time.</li>
</ul>
<h2>Who we share it with</h2>
<p>Nobody, except the services that carry out what you ask for: Stripe for payments, and the e-mail service that delivers our messages. Partners who read Opinio's public figures through its API see only what every visitor sees.</p>`,
};

const cookies: SitePage = {
  slug: 'cookies',
  title: 'Cookies',
  html: `<p>Opinio uses as few cookies as it can. The cookie banner asks before anything else is loaded.</p>
<h2>Essential cookies</h2>
<p>These keep the site working and are set only when you use what needs them. The session cookies are HttpOnly: scripts on the page cannot read them. (The names are those of a standard installation.)</p>
<table>
<thead><tr><th scope="col">Name</th><th scope="col">What it is for</th><th scope="col">How long</th></tr></thead>
<tbody>
<tr><td><code>opinio_session</code></td><td>Keeps you logged in.</td><td>30 days, or until you log out</td></tr>
<tr><td><code>opinio_session_device</code></td><td>Remembers a browser you logged in from, so that someone guessing your password elsewhere cannot lock you out.</td><td>1 year, or until you change your password</td></tr>
<tr><td><code>opinio_session_signup</code></td><td>Ties a sign-up code to the browser that asked for it.</td><td>15 minutes</td></tr>
<tr><td><code>cookieConsent</code></td><td>Your cookie choice (also kept in your browser's local storage), so that pages come without the cookie banner once you have chosen. Set by the page's script, not HttpOnly.</td><td>1 year, or until you reset your choice</td></tr>
</tbody>
</table>
<h2>Other cookies</h2>
<p>Only if you choose "Accept all", Opinio loads a tracking page after you log in or sign up, which the site's operator may use to measure sign-ups and which may set third-party cookies. With "Only essential" nothing of the kind is loaded.</p>
<h2>Changing your mind</h2>
<p><a href="/cookiereset">Reset your cookie choice</a> and the banner asks again. You can also delete cookies in your browser's settings; deleting the session cookie logs you out.</p>`,
};

const terms: SitePage = {
  slug: 'terms-of-service',
  title: 'Terms of service',
  html: `<p>By using Opinio you agree to these terms. They are short because the rules are simple.</p>
<h2>Your account</h2>
<ul>
<li>One person, one account. Accounts made to vote more than once, or to pass as other people, are removed.</li>
<li>Keep your password to yourself. You are responsible for what is done with your account.</li>
</ul>
<h2>What you post</h2>
<ul>
<li>Argue with ideas, not with people. Comments that are uncivil or that do nothing for the discussion may be reported by members; a comment reported by three members is hidden until a moderator looks at it.</li>
<li>Moderators may delete content that breaks these rules, warn its author, or suspend an account for a time. A suspended member is told why and until when.</li>
<li>You keep the rights to what you write, and you allow Opinio to show it on the site and to keep it in place in the discussion it belongs to.</li>
</ul>
<h2>Votes and reports</h2>
<p>Votes are published only as totals and as breakdowns of at least 5 people, as the <a href="/privacy">privacy notice</a> explains. Quiz reports are descriptions of how you answered, not diagnoses.</p>
<h2>Paying</h2>
<p>Opinio Premium is a subscription you can cancel at any time from your billing page; it stays active until the end of the period you paid for. The e-book is a one-off purchase.</p>
<h2>Changes</h2>
<p>When these terms change in a way that matters, the site says so before the change applies.</p>`,
};

const howWeChooseOpinions: SitePage = {
  slug: 'how-we-choose-opinions',
  title: 'How we choose opinions',
  html: `<p>Opinio is an encyclopedia of opinion: each opinion is a statement people can agree or disagree with, and its page shows how everyone voted, broken down by who they are, with the best arguments For and Against. Which statements become opinions decides how useful all of that is, so we choose them with care.</p>
<h2>What we look for</h2>
<ul>
<li><strong>A real debate.</strong> Thoughtful, informed people land on both sides. A statement nearly everyone agrees with teaches nobody anything.</li>
<li><strong>Sincerely held.</strong> Someone, somewhere, defends it and means it. We do not add positions nobody holds just to knock them down.</li>
<li><strong>Fairly worded.</strong> The statement says what its supporters would say, in words they would accept, and it can be read the same way by people on either side.</li>
<li><strong>General before specific.</strong> A broad opinion comes first; narrower versions (a country, a group, a year) follow once the broad one has been voted on.</li>
<li><strong>New.</strong> If the opinion, or one that means the same, is already here, we keep the existing one so the votes and arguments stay together.</li>
</ul>
<h2>How a suggestion becomes an opinion</h2>
<p>Anyone can suggest an opinion in the comments of the Suggest page. Members give good points to the suggestions they want to vote on; editors read the best-supported ones, reword them where needed to meet the rules above, and publish them under the topics they belong to. Some suggestions wait until enough people have shown interest, and a suggestion whose author is willing to write the first argument For it tends to be added sooner.</p>
<p>Members who may create opinions publish them directly with the New opinion button, under the same rules; opinions that break them are edited or removed.</p>`,
};

export const SITE_PAGES: readonly SitePage[] = [privacy, cookies, terms, howWeChooseOpinions];

export function defaultSitePage(slug: string): SitePage | null {
  return SITE_PAGES.find((page) => page.slug === slug) ?? null;
}

/**
 * The revision number that stands for a page's built-in text: a page no admin saved yet is at
 * revision 0, and restoring revision 0 brings the built-in text back (real revisions start at 1).
 */
export const BUILT_IN_REVISION = 0;

/** Pages with an address of their own (routes privacy, cookies, termsOfService); the others are articles. */
const ROOT_PAGE_SLUGS: readonly string[] = ['privacy', 'cookies', 'terms-of-service'];

/** Where a page is read: /privacy, /cookies, /terms-of-service, else /article/{slug}. */
export function sitePagePath(slug: string): string {
  return ROOT_PAGE_SLUGS.includes(slug) ? `/${slug}` : `/article/${slug}`;
}
