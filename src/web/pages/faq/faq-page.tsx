import { Link } from 'react-router';
import { FAQ } from '../../../shared/faq';
import { PageHeader } from '../../components/page-header';
import { PATHS } from '../../paths';
import { Accordion } from './accordion';

export default function FaqPage() {
  return (
    <>
      <PageHeader title="Frequently Asked Questions">
        <p>What volunteers and NGOs most often ask us before they join.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <Accordion items={FAQ} />
        <p className="mt-8 text-center">
          Still have a question?{' '}
          <Link
            to={PATHS.contact}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Write to us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
