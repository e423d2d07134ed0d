/** A phone number people can tap to call: tel: with the digits and a leading + only (RFC 3966). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="underline" href={telHref(phone)}>
      {phone}
    </a>
  );
}
