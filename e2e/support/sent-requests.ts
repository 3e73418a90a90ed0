import type { Page, Request } from '@playwright/test';

/** The PUT requests the page sends while `action` runs: what a settings form really saved. */
export async function putsDuring(page: Page, action: () => Promise<void>): Promise<Request[]> {
  const puts: Request[] = [];
  const listen = (request: Request) => {
    if (request.method() === 'PUT') puts.push(request);
  };
  page.on('request', listen);
  try {
    await action();
  } finally {
    page.off('request', listen);
  }
  return puts;
}
