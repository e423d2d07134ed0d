import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showAllCatalogs } from '../../i18n/test-i18n';
import { publishingText as publishingIn } from './publishing';

beforeAll(() => showAllCatalogs('en'));

const publishingText = (published: boolean, publish: boolean) =>
  publishingIn(published, publish, i18n);

describe('publishingText', () => {
  it('offers to publish a profile that is not published yet while "Publish my profile" is ticked', () => {
    expect(publishingText(false, true)).toEqual({
      status: 'Not published yet. Save and publish so volunteers can find you and send requests.',
      button: 'Save and publish',
    });
  });

  it('saves without publishing when the box is unticked', () => {
    expect(publishingText(false, false)).toEqual({
      status: 'Not published: volunteers cannot find you or send requests.',
      button: 'Save without publishing',
    });
  });

  it('says a published profile is published, and that unticking will unpublish it', () => {
    expect(publishingText(true, true).status).toMatch(/^Published:/);
    expect(publishingText(true, true).button).toBe('Save and publish');
    expect(publishingText(true, false)).toEqual({
      status:
        'Published now. Saving will unpublish your profile: volunteers will no longer find you or send new requests.',
      button: 'Save and unpublish',
    });
  });
});

describe('publishingText in Hindi', () => {
  beforeAll(() => showAllCatalogs('hi'));
  afterAll(() => showAllCatalogs('en'));

  it('says the status and the button in Hindi', () => {
    expect(publishingText(false, false).button).toBe('प्रकाशित किए बिना सहेजें');
    expect(publishingText(true, true).button).toBe('सहेजें और प्रकाशित करें');
  });
});
