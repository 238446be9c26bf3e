import type { Locator, Page } from '@playwright/test';
import { subscribeViaSandbox } from '../support/billing';
import {
  acceptCookiesUpFront,
  expect,
  landingReady,
  ownNetwork,
  signInBrowser,
  test,
  tr,
} from '../support/fixtures';
import { newSignedInAccount } from '../support/outbox';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every visible toast, checked against every visible control of the page's header: none may cover one. */
async function expectToastClearOfHeader(page: Page, header: Locator): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Sonner slides the toast in: measure where it comes to rest.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await toast.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  const toastBox = (await toast.boundingBox())!;
  const controls = header.locator('button:visible, a:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    if (!box) continue;
    const name = (await controls.nth(i).getAttribute('aria-label')) ?? (await controls.nth(i).innerText());
    expect(overlaps(toastBox, box), `a toast covers the header's "${name.trim()}"`).toBe(false);
  }
  const headerBox = (await header.boundingBox())!;
  expect(toastBox.y, 'the toast starts below the header').toBeGreaterThanOrEqual(
    headerBox.y + headerBox.height,
  );
  // Its close button is named in the page's language and big enough to touch (24 px).
  const lang = (await page.locator('html').getAttribute('lang')) === 'ar' ? 'ar' : 'en';
  const close = toast.getByRole('button', { name: tr(lang, 'a11y.closeToast') });
  const closeBox = (await close.boundingBox())!;
  // Sonner scales the toast in: its size can rest a hair under the whole pixel.
  expect(Math.round(Math.min(closeBox.width, closeBox.height))).toBeGreaterThanOrEqual(24);
}

test('the team page keeps every address whole on a phone, and its toasts stay below the header', async ({
  page,
  playwright,
  baseURL,
  lang,
}) => {
  test.setTimeout(120_000);
  const owner = await playwright.request.newContext({ baseURL });
  // A long address, as real ones often are: it must wrap, not end in "…".
  const ownerEmail = await newSignedInAccount(owner, lang, 'long-team-owner-address', 'Fahad Nezar');
  await subscribeViaSandbox(owner, { planName: 'practicing-lawyer' });
  await owner.dispose();

  await signInBrowser(page, lang, ownerEmail, '/dashboard/team');
  for (const [width, label] of [
    [360, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    const address = page.getByTestId('team-member-email').filter({ hasText: ownerEmail });
    await expect(address).toHaveText(ownerEmail);
    const shown = await address.evaluate((el) => ({
      clipped: el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === 'ellipsis',
      right: el.getBoundingClientRect().right,
      left: el.getBoundingClientRect().left,
    }));
    expect(shown.clipped, `the owner's address is cut on a ${label}`).toBe(false);
    expect(shown.left).toBeGreaterThanOrEqual(0);
    expect(shown.right).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

    // An invitation's toast appears while the header's language, theme and menu controls stay reachable.
    await page
      .getByRole('textbox', { name: tr(lang, 'billing:team.emailLabel'), exact: true })
      .fill(`invitee-${label}-${Date.now()}@example.test`);
    await page.getByRole('button', { name: tr(lang, 'billing:team.invite') }).click();
    await expect(page.getByText(tr(lang, 'billing:team.invited'))).toBeVisible();
    await expectToastClearOfHeader(page, page.getByRole('banner'));
    // Sonner re-renders a toast while it settles (a busy machine sees the button replaced between finding and
    // clicking it): the click goes to the button where it is, without waiting for it to hold still.
    await page.locator('[data-sonner-toast] button[data-close-button]').first().click({ force: true });
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  }
});

test.describe('the site header', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

  for (const width of [360, 1280]) {
    test(`a toast on a public page leaves the header's controls free at ${width} px`, async ({
      page,
      lang,
    }) => {
      // A visitor of their own: the contact form takes a few messages per address in ten minutes.
      await ownNetwork(page.context());
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      const form = page.getByRole('main');
      await form
        .getByRole('textbox', { name: tr(lang, 'pages:contact.name'), exact: true })
        .fill('Sara Ahmed');
      await form
        .getByRole('textbox', { name: tr(lang, 'pages:contact.email'), exact: true })
        .fill('sara@example.com');
      await form
        .getByRole('textbox', { name: tr(lang, 'pages:contact.subject'), exact: true })
        .fill(`Toast ${lang} ${width}`);
      await form
        .getByRole('textbox', { name: tr(lang, 'pages:contact.message'), exact: true })
        .fill('I would like to know more about the yearly plan.');
      await form.getByRole('button', { name: tr(lang, 'pages:contact.send') }).click();
      await expectToastClearOfHeader(page, page.getByRole('banner'));
    });

    test(`a section reached from the header or the hero is not under the fixed header at ${width} px`, async ({
      page,
      lang,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await landingReady(page);
      const banner = page.getByRole('banner');
      const settle = () =>
        expect
          .poll(
            async () => {
              const before = await page.evaluate(() => window.scrollY);
              await page.waitForTimeout(250);
              return before === (await page.evaluate(() => window.scrollY)) && before > 0;
            },
            { timeout: 10_000 },
          )
          .toBe(true);
      const expectClear = async (id: string) => {
        const top = await page.evaluate(
          (target) => document.getElementById(target)!.getBoundingClientRect().top,
          id,
        );
        const headerBottom = (await banner.boundingBox())!.y + (await banner.boundingBox())!.height;
        expect(top, `#${id} starts below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
        // …and close under it, not far below.
        expect(top).toBeLessThanOrEqual(headerBottom + 48);
      };

      // The header's Features link (in the menu on a phone).
      if (width < 1024) await banner.getByRole('button', { name: tr(lang, 'a11y.openMenu') }).click();
      await banner
        .getByRole('navigation', { name: tr(lang, 'a11y.mainNav') })
        .getByRole('link', { name: tr(lang, 'nav.features'), exact: true })
        .click();
      await settle();
      await expectClear('features');

      // A plain link to the section, as a shared address or a script-less click lands.
      for (const id of ['cta', 'pricing']) {
        await page.goto(`/#${id}`);
        await landingReady(page);
        await settle();
        await expectClear(id);
      }

      // Before the script runs (the prerendered page, ADR 040), the browser's own jump lands the same.
      const noScript = await page
        .context()
        .browser()!
        .newContext({
          javaScriptEnabled: false,
          viewport: { width, height: 800 },
          baseURL: new URL(page.url()).origin,
        });
      const plain = await noScript.newPage();
      for (const id of ['features', 'cta']) {
        await plain.goto(`/#${id}`);
        const [top, headerBottom] = await plain.evaluate((target) => {
          const header = document.querySelector('header')!.getBoundingClientRect();
          return [document.getElementById(target)!.getBoundingClientRect().top, header.bottom];
        }, id);
        expect(top, `#${id} without the script`).toBeGreaterThanOrEqual(headerBottom - 1);
        expect(top, `#${id} without the script`).toBeLessThanOrEqual(headerBottom + 48);
      }
      await noScript.close();

      // From another page: the landing page loads its lower sections, then scrolls.
      await page.goto('/contact');
      if (width < 1024) await banner.getByRole('button', { name: tr(lang, 'a11y.openMenu') }).click();
      await banner
        .getByRole('navigation', { name: tr(lang, 'a11y.mainNav') })
        .getByRole('link', { name: tr(lang, 'nav.features'), exact: true })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await settle();
      await expectClear('features');
    });
  }
});
