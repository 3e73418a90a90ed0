import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field is marked invalid and its accessible description carries the exact message. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

export async function expectNoFieldError(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/**
 * A toast by its exact title: an item of the notification region's list (Radix Toast).
 * The region's own name is checked in accessibility.spec.ts, so this does not depend on it.
 */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('region').getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * A toast's title while a modal dialog is open: the dialog hides the rest of the page, the
 * toasts' region included, from the accessibility tree, so the region is found by its role
 * attribute rather than by role.
 */
export function toastBehindDialog(page: Page, title: string): Locator {
  return page.locator('[role="region"]').getByText(title, { exact: true });
}

/** A yyyy-MM-dd day about half a year ahead, so the event is always in the future. */
export function futureDate(): string {
  const day = new Date(Date.now() + 180 * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
}

/** Fails when the two boxes overlap on the screen: one would hide part of the other. */
export async function expectApart(one: Locator, other: Locator): Promise<void> {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  expect(a, 'the first box is drawn').not.toBeNull();
  expect(b, 'the second box is drawn').not.toBeNull();
  if (!a || !b) return;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `boxes ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(false);
}
