import { Trans, useLingui } from '@lingui/react/macro';
import { FAQ } from '../../../shared/faq';
import { PageHeader } from '../../components/page-header';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { Accordion } from './accordion';
import { Link } from '../../components/link';

export default function FaqPage() {
  const { i18n, t } = useLingui();
  // The FAQ lives in src/shared (the spec's six entries): its Hindi is in the shared catalogue.
  const items = FAQ.map(({ question, answer }) => ({
    question: sharedText(i18n, question),
    answer: sharedText(i18n, answer),
  }));
  return (
    <>
      <PageHeader title={t`Frequently Asked Questions`}>
        <p>
          <Trans>What volunteers and NGOs most often ask us before they join.</Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <Accordion items={items} />
        <p className="mt-8 text-center">
          <Trans>
            Still have a question?{' '}
            <Link
              to={PATHS.contact}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Write to us
            </Link>
            .
          </Trans>
        </p>
      </div>
    </>
  );
}
