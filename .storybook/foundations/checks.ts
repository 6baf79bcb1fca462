// Play-function checks shared by the Foundations stories (decision 047).
import {expect, within} from 'storybook/test';
import {themeWrapper} from './useLiveTokens.ts';

/** The rows of the table named `name`, header row left out, each as its cells' texts. */
export function tableRows(canvasElement: HTMLElement, name: string): string[][] {
  const table = within(canvasElement).getByRole('table', {name});
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim()));
}

/**
 * The table named `name` lists at least `expected` tokens, and each with the value the story's
 * theme wrapper really has: the page shows the live theme, not a copy.
 */
export async function expectLiveTokens(
  canvasElement: HTMLElement,
  name: string,
  expected: readonly string[],
): Promise<void> {
  const rows = tableRows(canvasElement, name);
  const wrapper = themeWrapper(canvasElement.querySelector('article'));
  await expect(wrapper).not.toBeNull();
  const style = getComputedStyle(wrapper as Element);
  await expect(rows.map(([token]) => token)).toEqual(expect.arrayContaining([...expected]));
  for (const [token, value] of rows) {
    await expect(style.getPropertyValue(token ?? '').trim()).toBe(value);
  }
}
