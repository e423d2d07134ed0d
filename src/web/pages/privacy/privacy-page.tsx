import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../../shared/messages';
import { CONSENT_TEXT_VERSION } from '../../../shared/own-data';
import { PageHeader } from '../../components/page-header';
import { PATHS } from '../../paths';
import { Link } from '../../components/link';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-brand-800">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

/**
 * What Setu collects, why, for how long, who sees what, and how to download or delete it (India's
 * Digital Personal Data Protection Act, 2023). The agree checkbox at sign-up is recorded with
 * CONSENT_TEXT_VERSION: a change to these promises takes a new version there.
 */
export default function PrivacyPage() {
  const { t } = useLingui();
  const version = CONSENT_TEXT_VERSION;
  return (
    <>
      <PageHeader title={t`Privacy`}>
        <p>
          <Trans>
            What Setu keeps about you, why, for how long, who sees it, and how you can download or
            delete it.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <Section id="privacy-collect" title={t`What we collect`}>
          <p>
            <Trans>
              <strong>Volunteers:</strong> your name, email address, phone number, city, skills,
              when you are free, age group, languages, a short bio, why you want to volunteer, the
              topics you prefer, and when you accepted the code of conduct for working with
              children.
            </Trans>
          </p>
          <p>
            <Trans>
              <strong>NGOs:</strong> the organisation’s name, contact person, email address, phone
              number, location, website, area of work, what it needs from volunteers, its schedule
              and description, its listing and needs, and the registration details it gives for
              verification.
            </Trans>
          </p>
          <p>
            <Trans>
              <strong>Everyone:</strong> your requests and their messages, that you agreed to the
              terms at sign-up (which version and when), concerns you report, your sign-ins (when,
              from which browser and internet address), and messages you send us through the contact
              form. Your password is kept only as a one-way code that nobody can read back.
            </Trans>
          </p>
        </Section>

        <Section id="privacy-why" title={t`Why we keep it`}>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <Trans>To match volunteers with NGOs that fit their city, time and skills.</Trans>
            </li>
            <li>
              <Trans>To let two partners reach each other once an NGO accepts a request.</Trans>
            </li>
            <li>
              <Trans>
                To keep children safe: we check NGOs, look into reported concerns and can stop an
                account.
              </Trans>
            </li>
            <li>
              <Trans>To email you about your account and your requests.</Trans>
            </li>
          </ul>
          <p>
            <Trans>We do not sell your data and we show no advertising.</Trans>
          </p>
        </Section>

        <Section id="privacy-who" title={t`Who sees what`}>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <Trans>
                An NGO’s published listing is public: its name, city, topics, days and description.
              </Trans>
            </li>
            <li>
              <Trans>
                When you send a request, that NGO sees your name, skills, when you are free, your
                languages, why you want to volunteer and your message.
              </Trans>
            </li>
            <li>
              <Trans>
                Email addresses and phone numbers are shared only after an NGO accepts a request,
                and only between those two partners.
              </Trans>
            </li>
            <li>
              <Trans>
                Notes you write after a session are read by the NGO and by the other volunteers of
                that class, who see only that a volunteer or the NGO wrote them.
              </Trans>
            </li>
            <li>
              <Trans>
                The people who run Setu see what they need to check NGOs and handle concerns. Each
                of their actions is recorded.
              </Trans>
            </li>
          </ul>
        </Section>

        <Section id="privacy-documents" title={t`Identity and police clearance documents`}>
          <p>
            <Trans>
              Before volunteers meet children, Setu asks them for a photo or scan of an identity
              document (PAN card, passport, voter ID, driving licence or the masked Aadhaar), and a
              police clearance certificate with its issue date when an NGO asks for one. We keep the
              file and the type of ID, never the ID number, and remove photo details such as the
              place it was taken. Only the people who run Setu see the file, to check who you are
              and that you are safe to work with children; each time they open it is recorded. The
              file is deleted 30 days after it is reviewed, or at once when you delete your account;
              we keep only the outcome, who decided and when, and a police clearance’s end date, so
              that we can remind you 30 and 7 days before it ends.
            </Trans>
          </p>
        </Section>

        <Section id="privacy-checks" title={t`The safeguarding course and references`}>
          <p>
            <Trans>
              When you take Setu’s safeguarding quiz we keep when you took it, your score and
              whether you passed, so that you can retake it and NGOs can see that the course is
              done. When an NGO asks for references, we keep the names and email addresses of the
              two people you name and their answers. Only the people who run Setu read the answers;
              NGOs see only the state of each check (for example “done” or “waiting for review”),
              never a document or an answer. All of this is deleted when you delete your account.
            </Trans>
          </p>
        </Section>

        <Section id="privacy-how-long" title={t`How long we keep it`}>
          <p>
            <Trans>
              As long as your account exists. When you delete it, your profile, listing,
              preferences, needs, requests, the session notes you wrote and sign-ins are deleted at
              once, your pending requests are withdrawn, your partnerships end, and your partners
              are told by email.
            </Trans>
          </p>
          <p>
            <Trans>
              Concerns you reported stay, without your name, so that a concern about a child’s
              safety can still be followed up. The record of what Setu’s staff did keeps only an
              account number that no longer leads to you. Copies in backups disappear as older
              backups are replaced.
            </Trans>
          </p>
        </Section>

        <Section id="privacy-rights" title={t`Download or delete your data`}>
          <p>
            <Trans>
              Log in and open{' '}
              <Link to={PATHS.account} className={linkClass}>
                your account page
              </Link>
              . <strong>Download my data</strong> gives you a file with everything Setu holds about
              you. <strong>Delete my account</strong> asks for your password and then deletes your
              account for good.
            </Trans>
          </p>
          <p>
            <Trans>The shared demo accounts cannot be deleted.</Trans>
          </p>
        </Section>

        <Section id="privacy-ask" title={t`Questions and requests`}>
          <p>
            <Trans>
              To correct your details, ask what we hold, or ask us to delete an account you can no
              longer log in to,{' '}
              <Link to={PATHS.contact} className={linkClass}>
                write to us
              </Link>{' '}
              or email{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
                {SUPPORT_EMAIL}
              </a>
              .
            </Trans>
          </p>
          <p className="text-sm text-gray-700">
            <Trans>Version of these terms: {version}.</Trans>
          </p>
        </Section>
      </div>
    </>
  );
}
