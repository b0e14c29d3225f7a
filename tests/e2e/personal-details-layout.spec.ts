// The personal details form's layout (docs/product.md#personal-details): two equal columns on a
// wide screen, one on a phone, and no answer or label drawn over another at either width.
import { expect, test } from './fixtures.ts';

for (const { width, columns } of [
  { width: 1280, columns: 2 },
  { width: 390, columns: 1 },
]) {
  test(`at ${width}px the form has ${columns} equal column(s) and nothing overlaps`, async ({ page, accounts }) => {
    await page.setViewportSize({ width, height: 800 });
    await accounts.signUp(page, 'layout');
    await page.goto('/settings/details');
    const form = page.getByRole('form', { name: 'Personal details' });
    await form.getByLabel('Household income').selectOption({ label: 'Over $200k' });
    await form.getByLabel('Gender').selectOption({ label: 'Non-binary' });

    const boxes = await form.locator('label, select, input').evaluateAll((elements) =>
      elements.map((element) => {
        const { left, top, right, bottom, width: boxWidth } = element.getBoundingClientRect();
        return { left, top, right, bottom, width: boxWidth };
      }),
    );
    const controls = await form.locator('select, input').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
    expect(new Set(controls).size).toBe(columns);
    const widths = await form.locator('select, input').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().width)));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlaps, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
      }
    }
    await expect(form.getByLabel('Gender').locator('option', { hasText: 'Non binary' })).toHaveCount(0);

    // The confirmation is read out, and sits on the Save button's row.
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = form.getByRole('status');
    await expect(saved).toHaveText('Your details are saved.');
    const [button, notice] = [await form.getByRole('button', { name: 'Save', exact: true }).boundingBox(), await saved.boundingBox()];
    expect(Math.abs(button!.y + button!.height / 2 - (notice!.y + notice!.height / 2))).toBeLessThan(8);
  });
}
