import { describe, expect, it } from 'vitest';
import { publishingText } from './publishing';

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
