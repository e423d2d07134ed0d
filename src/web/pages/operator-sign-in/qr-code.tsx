import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

// eslint-disable-next-line lingui/no-unlocalized-strings -- QR error correction level M, not a text
const QR_OPTIONS = { type: 'svg', margin: 2, errorCorrectionLevel: 'M' } as const;

/** The otpauth URI as a QR code (an SVG image) for the authenticator app to scan. */
export function QrCode({ uri }: { uri: string }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(uri, QR_OPTIONS))
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The key below still works typed by hand.
      });
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <div className="size-52 rounded-lg border border-gray-300 bg-white p-1">
      {src && (
        <img
          src={src}
          width={200}
          height={200}
          alt={t`QR code for your authenticator app. It holds the same key as the text below.`}
        />
      )}
    </div>
  );
}
