import { useEffect, useState } from 'react';
import { useProfileMessages } from './messages.ts';

/** The otpauth URI as a QR image (a data: URL, which the CSP allows); the encoder loads on first use. */
export function QrCode({ uri, alt }: { uri: string; alt: string }) {
  const text = useProfileMessages().totp;
  const [image, setImage] = useState<{ uri: string; src: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 200 }))
      .then((src) => current && setImage({ uri, src }))
      .catch(() => current && setImage({ uri, src: null }));
    return () => {
      current = false;
    };
  }, [uri]);

  if (!image || image.uri !== uri) return <p role="status">{text.qrLoading}</p>;
  if (!image.src) return <p className="field__error">{text.qrFailed}</p>;
  return <img className="totp-qr" src={image.src} alt={alt} width={200} height={200} />;
}
