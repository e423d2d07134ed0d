import type { ComponentProps, ReactNode } from 'react';

/**
 * One entry of a details list (<dl>): the term in bold, then what it says. Screens that lay out
 * a record as terms and descriptions (a request, a report, an NGO's check) write each entry
 * with it; the description takes the attributes of a <dd> (its class, a test id). `written`
 * marks a description someone typed (a bio, a message, a note): it keeps their line breaks and
 * breaks a long word rather than the layout.
 */
export function Detail({
  term,
  written,
  termClassName = 'font-semibold',
  ...description
}: { term: ReactNode; written?: boolean; termClassName?: string } & ComponentProps<'dd'>) {
  return (
    <>
      <dt className={termClassName}>{term}</dt>
      <dd {...(written && { className: 'whitespace-pre-line break-words' })} {...description} />
    </>
  );
}

/** An entry of a log's details (the audit log, the mail log): its term quieter than in a record. */
export function LogDetail(props: ComponentProps<typeof Detail>) {
  return <Detail termClassName="font-medium text-gray-700" {...props} />;
}
