// What the NGO's matching profile form says about publishing: one answer for the status line
// and the save button, so "Publish my profile", the status and the button always agree.

export interface PublishingText {
  /** The status line: where the profile stands now and what saving will change. */
  status: string;
  /** The save button, saying what it will do. */
  button: string;
}

/**
 * @param published whether the saved profile is published now (false before the first save)
 * @param publish whether "Publish my profile" is ticked in the form
 */
export function publishingText(published: boolean, publish: boolean): PublishingText {
  if (published && publish) {
    return {
      status: 'Published: volunteers see you in matching and on the NGO list.',
      button: 'Save and publish',
    };
  }
  if (published) {
    return {
      status:
        'Published now. Saving will unpublish your profile: volunteers will no longer find you or send new requests.',
      button: 'Save and unpublish',
    };
  }
  if (publish) {
    return {
      status: 'Not published yet. Save and publish so volunteers can find you and send requests.',
      button: 'Save and publish',
    };
  }
  return {
    status: 'Not published: volunteers cannot find you or send requests.',
    button: 'Save without publishing',
  };
}
