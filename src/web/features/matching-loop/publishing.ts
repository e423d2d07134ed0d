// What the NGO's matching profile form says about publishing: one answer for the status line
// and the save button, so "Publish my profile", the status and the button always agree.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface PublishingText {
  /** The status line: where the profile stands now and what saving will change. */
  status: string;
  /** The save button, saying what it will do. */
  button: string;
}

/**
 * @param published whether the saved profile is published now (false before the first save)
 * @param publish whether "Publish my profile" is ticked in the form
 * @param i18n the reader's language (useLingui's i18n)
 */
export function publishingText(published: boolean, publish: boolean, i18n: I18n): PublishingText {
  if (published && publish) {
    return {
      status: i18n._(msg`Published: volunteers see you in matching and on the NGO list.`),
      button: i18n._(msg`Save and publish`),
    };
  }
  if (published) {
    return {
      status: i18n._(
        msg`Published now. Saving will unpublish your profile: volunteers will no longer find you or send new requests.`,
      ),
      button: i18n._(msg`Save and unpublish`),
    };
  }
  if (publish) {
    return {
      status: i18n._(
        msg`Not published yet. Save and publish so volunteers can find you and send requests.`,
      ),
      button: i18n._(msg`Save and publish`),
    };
  }
  return {
    status: i18n._(msg`Not published: volunteers cannot find you or send requests.`),
    button: i18n._(msg`Save without publishing`),
  };
}
