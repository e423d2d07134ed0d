// Reads a raw MIME message as the recipient's mail program shows it: encoded-word headers and a
// base64 or quoted-printable text body decoded to UTF-8 (nodemailer encodes non-ASCII text).
export function decodeMail(raw: string): { to: string; subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const words = (value: string) =>
    value
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
        kind.toLowerCase() === 'b'
          ? Buffer.from(data, 'base64').toString('utf8')
          : qp(data.replace(/_/g, ' ')),
      );
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qp(body.replace(/=\r?\n/g, ''))
        : body;
  const to = /<([^>]+)>|(\S+@\S+)/.exec(header('To'));
  return {
    to: to?.[1] ?? to?.[2] ?? '',
    subject: words(header('Subject')),
    text: text.replace(/\r\n/g, '\n').trimEnd(),
  };
}

function qp(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(value[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
