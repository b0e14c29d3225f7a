// The question requests screen (docs/product.md#encyclopedia): a member proposes a question, a
// contributor (the demo admin) accepts it into a category and lands on the new question; another
// request is declined with a reason; visitors read the list and are asked to log in to propose.
import { api, demoAccounts, expect, test } from './fixtures.ts';

test('a member proposes, the admin accepts one request into a question and declines another with a reason', async ({ people, accounts }) => {
  // One journey through three browsers and every tab: on a busy machine it outlasts 30 s.
  test.slow();
  const admin = await people.loggedIn(demoAccounts.admin);
  const categoryTitle = `Transport ${accounts.newUsername('c').slice(-8)}`;
  const { createCategory } = await api.operation<{ createCategory: { data: { databaseId: number } } }>(admin.context, 'createCategory', { title: categoryTitle });
  expect(createCategory.data.databaseId).toBeGreaterThan(0);
  const member = await people.member('proposer');
  const page = member.page;
  const accepted = `Should trams run all night ${accounts.newUsername('r')}`;
  const declined = `Is pizza better cold ${accounts.newUsername('r')}`;

  // The member reaches the page from /questions.
  await page.goto('/questions');
  await page.getByRole('link', { name: 'Propose a question' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question requests' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Propose a question' });

  // An empty title is refused under the field; typing clears the error.
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(form.getByText('Please enter the question')).toBeVisible();
  await form.getByLabel('Question').fill(accepted);
  await expect(form.getByText('Please enter the question')).toBeHidden();
  await form.getByLabel('Why it matters').fill('Night workers need a way home.');

  // Cancelling with something typed asks first; declining the prompt keeps the text.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Discard changes?');
    void dialog.dismiss();
  });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Question')).toHaveValue(accepted);

  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(form.getByText('your request is listed below')).toBeVisible();
  await expect(form.getByLabel('Question')).toHaveValue('');
  const acceptedCard = page.getByRole('article', { name: accepted });
  await expect(acceptedCard).toContainText('Night workers need a way home.');
  await expect(acceptedCard).toContainText(`Proposed by ${member.account.username}`);
  await expect(acceptedCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The member edits their own request.
  await acceptedCard.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit the request' });
  await editDialog.getByLabel('Why it matters').fill('Night workers and nurses need a way home.');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(acceptedCard).toContainText('Night workers and nurses need a way home.');

  // And proposes a picture for it (checked and re-encoded by the server like any other).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await acceptedCard.getByLabel('Add a picture').setInputFiles({ name: 'tram.png', mimeType: 'image/png', buffer: png });
  await expect(acceptedCard.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  await expect(acceptedCard.locator('img')).toHaveAttribute('src', /^\/api\/encyclopedia\/image\/\d+/);

  await form.getByLabel('Question').fill(declined);
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(page.getByRole('article', { name: declined })).toBeVisible();

  // A visitor reads the list and is asked to log in.
  const visitor = await people.anonymous();
  await visitor.page.goto('/questions/requests');
  await expect(visitor.page.getByRole('article', { name: accepted })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Propose' })).toHaveCount(0);

  // The admin declines one with a reason.
  const adminPage = admin.page;
  await adminPage.goto('/questions/requests');
  const declinedCard = adminPage.getByRole('article', { name: declined });
  await declinedCard.getByRole('button', { name: 'Decline' }).click();
  const declineDialog = adminPage.getByRole('dialog', { name: 'Decline the request' });
  await declineDialog.getByRole('button', { name: 'Decline the request' }).click();
  await expect(declineDialog.getByText('Please give the reason')).toBeVisible();
  await declineDialog.getByLabel('Reason').fill('Not a question of public opinion.');
  await expect(declineDialog.getByText('Please give the reason')).toBeHidden();
  await declineDialog.getByRole('button', { name: 'Decline the request' }).click();
  await expect(declineDialog).toBeHidden();
  await expect(declinedCard).toBeHidden();

  // The admin accepts the other into the new category and lands on the question.
  const acceptCard = adminPage.getByRole('article', { name: accepted });
  await acceptCard.getByRole('button', { name: 'Accept' }).click();
  const acceptDialog = adminPage.getByRole('dialog', { name: 'Accept the request' });
  await acceptDialog.getByRole('button', { name: 'Accept and open the question' }).click();
  await expect(acceptDialog.getByText('Choose 1 to 3 categories')).toBeVisible();
  await acceptDialog.getByRole('checkbox', { name: categoryTitle }).check();
  await acceptDialog.getByRole('button', { name: 'Accept and open the question' }).click();
  await expect(adminPage).toHaveURL(/\/questions\/should-trams-run-all-night/);
  await expect(adminPage.getByRole('heading', { level: 1, name: accepted })).toBeVisible();
  // The proposed picture came with it.
  await expect(adminPage.locator('figure img')).toHaveAttribute('src', /^\/api\/encyclopedia\/image\/\d+/);

  // Neither is open any more.
  await visitor.page.reload();
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Question requests' })).toBeVisible();
  await expect(visitor.page.getByRole('article', { name: accepted })).toHaveCount(0);
  await expect(visitor.page.getByRole('article', { name: declined })).toHaveCount(0);

  // Each is under its own tab: the declined one with who declined it and why, the accepted one
  // with a link to the question it became. Nobody can decide them again.
  const tabs = visitor.page.getByRole('navigation', { name: 'Requests by state' });
  await tabs.getByRole('link', { name: 'Declined' }).click();
  await expect(visitor.page).toHaveURL(/\/questions\/requests\?status=declined$/);
  await expect(tabs.getByRole('link', { name: 'Declined' })).toHaveAttribute('aria-current', 'page');
  const declinedNow = visitor.page.getByRole('article', { name: declined });
  await expect(declinedNow).toContainText(`Declined by ${demoAccounts.admin.username}`);
  await expect(declinedNow).toContainText('Not a question of public opinion.');
  await expect(visitor.page.getByRole('article', { name: accepted })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Accepted' }).click();
  const acceptedNow = visitor.page.getByRole('article', { name: accepted });
  await expect(acceptedNow).toContainText(`Accepted by ${demoAccounts.admin.username}`);
  await acceptedNow.getByRole('link', { name: accepted }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name: accepted })).toBeVisible();
  await adminPage.goto('/questions/requests?status=declined');
  await expect(adminPage.getByRole('article', { name: declined })).toBeVisible();
  await expect(adminPage.getByRole('article', { name: declined }).getByRole('button')).toHaveCount(0);
});
