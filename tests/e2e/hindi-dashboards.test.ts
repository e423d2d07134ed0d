// In a real browser: both dashboards for a reader who chose Hindi. The volunteer's
// dashboard shows its cards in Hindi and saves the matching preferences; the NGO's dashboard shows
// a volunteer's request card in Hindi and accepts it. Axe at 1280 and 390 px in Hindi and in
// English, and no sideways scroll in Hindi. Sign-ups here: 3.
import crypto from 'node:crypto';
import { chooseLanguage, latinWords } from '../support/hindi';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import { PATHS } from '../../src/web/paths';
import {
  checkBothWidths,
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  type TrackedPage,
  VIEWPORTS,
} from '../support/browser';
import { createNgo, createVolunteer, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

const suffix = crypto.randomBytes(3).toString('hex');
// A town none of the sample NGOs is in, so the new NGO is its only listing there.
const TOWN = 'Dumka';

/** Latin words left in a text, the names given (and their initials) and the brand aside. */
const englishWords = (text: string, names: string[]) =>
  latinWords(text, [...names, ...names.map((n) => n.charAt(0))]);

/** Logs in through the (English) login page, then switches to Hindi. */
async function loginInHindi(tracked: TrackedPage, type: 'Volunteer' | 'NGO', who: Credentials) {
  const { page } = tracked;
  await loginThroughUi(page, type, who.email, who.password);
  await chooseLanguage(page, 'हिन्दी');
}

interface Credentials {
  email: string;
  password: string;
}

describe('the dashboards in Hindi', () => {
  it('the volunteer dashboard: the cards in Hindi, preferences saved, axe in both languages', async () => {
    const { server, browser } = ctx;
    const volunteer = await createVolunteer(server, {
      fullName: `Sunita Hembrom ${suffix}`,
      location: TOWN,
      availability: ['Saturday Evening'],
      bio: '',
    });
    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginInHindi(tab, 'Volunteer', volunteer);

    await page.getByRole('heading', { level: 1, name: 'स्वयंसेवक डैशबोर्ड' }).waitFor();
    const region = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(page.getByText('खाते का प्रकार: स्वयंसेवक').count()).resolves.toBe(1);
    // The stored option values are shown by their Hindi labels.
    await expect(region('कौशल').innerText()).resolves.toContain('पढ़ाना');
    await expect(region('उपलब्धता').innerText()).resolves.toContain('शनिवार शाम');
    await expect(region('अनुभव').innerText()).resolves.toContain('आपने अभी अपना अनुभव नहीं जोड़ा है।');
    await expect(region('समय-सारणी').innerText()).resolves.toContain(
      'अभी आपकी कोई स्वयंसेवा गतिविधि तय नहीं है।',
    );
    await page.getByLabel('प्रोफ़ाइल फ़ोटो अपलोड करें').waitFor({ state: 'attached' });

    // The preferences card in Hindi, in its section, and saving it.
    await gotoRoute(page, PATHS.volunteerPreferences);
    expect(await page.title()).toBe('आपकी पसंद · स्वयंसेवक डैशबोर्ड · Setu');
    const preferences = page.getByRole('form', { name: 'मिलान के लिए आपकी पसंद' });
    await preferences.getByRole('button', { name: 'पसंद सहेजें' }).waitFor();
    await expect(
      preferences.getByLabel('आयु वर्ग').locator('option:checked').innerText(),
    ).resolves.toBe('बच्चे');
    await preferences.getByRole('button', { name: 'पसंद सहेजें' }).click();
    await expect
      .poll(() => preferences.innerText())
      .toContain('आपकी पसंद सहेज ली गई है। अब आपके लिए सबसे उपयुक्त संस्थाएँ इसी के हिसाब से चुनी जाती हैं।');
    await expect(
      region('मिलान के लिए आपकी पसंद').getByTestId('my-code-of-conduct').innerText(),
    ).resolves.toBe('किसी संस्था को पहला अनुरोध भेजने से पहले इसे पढ़ें और स्वीकार करें।');
    expect(englishWords(await page.locator('main').innerText(), [volunteer.fullName])).toEqual([]);
    await checkBothWidths(page, () => preferences.waitFor());

    // Back on the Overview: adding the experience, in Hindi, with its hint's number as Hindi writes it.
    await page.goBack();
    await region('अनुभव').getByRole('button', { name: 'अपना अनुभव जोड़ें' }).click();
    await expect(
      region('अनुभव')
        .getByText(/ज़्यादा से ज़्यादा [\d,]+ अक्षर/)
        .count(),
    ).resolves.toBe(1);
    await region('अनुभव').getByLabel('आपका अनुभव').fill('गाँव के स्कूल में दो साल गणित पढ़ाया।');
    await region('अनुभव').getByRole('button', { name: 'सहेजें' }).click();
    await region('अनुभव').getByRole('button', { name: 'अनुभव बदलें' }).waitFor();

    const main = await page.locator('main').innerText();
    expect(englishWords(main, [volunteer.fullName, TOWN])).toEqual([]);
    await checkBothWidths(page, async () => {
      await region('कौशल').waitFor();
    });

    // The same dashboard in English: still axe-clean at both widths.
    await chooseLanguage(page, 'English');
    await page.getByRole('heading', { level: 1, name: 'Volunteer Dashboard' }).waitFor();
    await page.getByText('Account type: Volunteer').waitFor();
    await checkBothWidths(page, async () => {
      await page.getByRole('region', { name: 'Skills', exact: true }).waitFor();
    });
    expectNoConsoleErrors(tab);
    await tab.context.close();
  }, 180_000);

  it('the NGO dashboard: a request card in Hindi, accepted, axe in both languages', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, {
      ngoName: `Jharna Shiksha ${suffix}`,
      location: TOWN,
      description: 'दुमका में बच्चों के लिए शाम की कक्षाएँ।',
      volunteerReqs: 'शनिवार को गणित पढ़ाने वाले दो स्वयंसेवक।',
      schedule: 'शनिवार शाम',
    });
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    const { profile } = await asNgo<{ profile: { id: number } }>('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [{ day: 'Saturday', start: '4:00 PM', end: '5:00 PM' }],
      mode: 'in-person',
      venueAddress: '12 Station Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: TOWN,
      volunteersNeeded: 2,
      published: true,
    });
    const volunteer = await createVolunteer(
      server,
      {
        fullName: `Ramesh Murmu ${suffix}`,
        location: TOWN,
        availability: ['Saturday Evening'],
        reason: 'बच्चों को गणित से डर न लगे।',
        bio: 'दस साल तक प्राथमिक विद्यालय में पढ़ाया।',
      },
      { vet: true },
    );
    const asVolunteer = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
    await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
      version: CODE_OF_CONDUCT_VERSION,
    });
    await asVolunteer('POST', '/api/requests', { listingId: profile.id, message: '' }, 201);

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginInHindi(tab, 'NGO', ngo);
    await page.getByRole('heading', { level: 1, name: 'संस्था डैशबोर्ड' }).waitFor();
    await page.getByText('खाते का प्रकार: संस्था').waitFor();
    await page.getByRole('form', { name: 'मिलान प्रोफ़ाइल' }).waitFor();
    // The matching profile's teaching times, times as Hindi writes them; the values stay as stored.
    const profileForm = page.getByRole('form', { name: 'मिलान प्रोफ़ाइल' });
    const times = profileForm.getByRole('group', { name: 'पढ़ाने के समय' });
    const start = times.getByLabel('शुरू', { exact: true });
    await expect(start.inputValue()).resolves.toBe('4:00 PM');
    await expect(
      start.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.textContent),
    ).resolves.toBe('शाम 4:00');
    expect(latinWords(await times.innerText())).toEqual([]);

    const requests = page.getByRole('region', { name: 'स्वयंसेवकों के अनुरोध' });
    const card = requests.getByRole('article', { name: volunteer.fullName });
    await card.waitFor();
    await expect(requests.getByTestId('listing-fill').innerText()).resolves.toBe(
      'आपने 2 स्वयंसेवक माँगे थे, उनमें से 0 आपके साथ काम कर रहे हैं।',
    );
    await requests.getByRole('heading', { name: 'आपका जवाब बाक़ी है (1)' }).waitFor();
    const cardText = await card.innerText();
    expect(cardText).toContain('आचार संहिता');
    expect(cardText).toContain('शनिवार शाम');
    expect(cardText).toContain('स्वीकार करने के बाद ईमेल और फ़ोन दिखेंगे।');
    expect(cardText).toContain(`यह ${volunteer.fullName} की उपलब्धता से मेल खाता है।`);
    await expect(
      card.getByLabel('पढ़ाने का समय', { exact: true }).locator('option:checked').innerText(),
    ).resolves.toBe('शनिवार, शाम 4:00 – शाम 5:00');
    const main = await page.locator('main').innerText();
    expect(englishWords(main, [ngo.ngoName, volunteer.fullName, TOWN, ngo.email])).toEqual([]);
    await checkBothWidths(page, async () => {
      await card.waitFor();
    });

    // Accept, in Hindi: the notice takes focus, the partnership shows with contact details.
    await card
      .getByRole('button', { name: `${volunteer.fullName} को स्वीकार करें`, exact: true })
      .click();
    await page.waitForFunction(
      (name) => document.activeElement?.textContent?.includes(`आपने ${name} को स्वीकार कर लिया।`),
      volunteer.fullName,
    );
    const partnerships = requests.getByRole('region', { name: 'साझेदारियाँ' });
    const partner = partnerships.getByRole('listitem').filter({ hasText: volunteer.fullName });
    await partner.waitFor();
    await expect(partner.innerText()).resolves.toContain('गणित, हर शनिवार, शाम 4:00 - शाम 5:00');
    await partner.getByRole('link', { name: volunteer.email }).waitFor();
    await partner
      .getByRole('button', { name: `${volunteer.fullName} के साथ साझेदारी ख़त्म करें` })
      .waitFor();
    await expect(page.getByTestId('partner-count').innerText()).resolves.toBe('1');
    await page.getByText('स्वयंसेवक आपके साथ काम करता है').waitFor();

    // The same dashboard in English: axe-clean at both widths.
    await chooseLanguage(page, 'English');
    await page.getByRole('heading', { level: 1, name: 'NGO Dashboard' }).waitFor();
    await page
      .getByRole('region', { name: 'Partnerships' })
      .getByText(volunteer.fullName, { exact: true })
      .waitFor();
    await checkBothWidths(page, async () => {
      await page.getByRole('region', { name: 'Volunteer requests' }).waitFor();
    });
    expectNoConsoleErrors(tab);
    await tab.context.close();
  }, 180_000);
});
