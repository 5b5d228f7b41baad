import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
// Noto Sans from npm, embedded in every PDF, so names in Indian scripts render on any machine.
export const FONTS = {
  latin: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  latinBold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  devanagari:
    require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  devanagariBold:
    require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};

export const isDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

export type CertificatePdfInput = {
  brand: string;
  kindLabel: string;
  studentName: string;
  achievement: string;
  title: string;
  issuedOn: string;
  code: string;
  verifyUrl: string;
};

/** An A4 landscape certificate with the verification code and a QR code of the verify page. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(input.verifyUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${input.kindLabel} ${input.code}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone) => doc.on('end', () => resolveDone(Buffer.concat(chunks))));

  const { width, height } = doc.page;
  const fontFor = (text: string, bold = false) =>
    isDevanagari(text)
      ? bold
        ? FONTS.devanagariBold
        : FONTS.devanagari
      : bold
        ? FONTS.latinBold
        : FONTS.latin;

  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke('#4338ca');
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(1)
    .stroke('#a5b4fc');

  const centred = (text: string, y: number, size: number, options: { bold?: boolean; color?: string } = {}) =>
    doc
      .font(fontFor(text, options.bold))
      .fontSize(size)
      .fillColor(options.color ?? '#0f172a')
      .text(text, 60, y, { width: width - 120, align: 'center' });

  centred(input.brand, 70, 20, { bold: true, color: '#4338ca' });
  centred(input.kindLabel, 120, 34, { bold: true });
  centred('This certifies that', 190, 14, { color: '#475569' });
  centred(input.studentName, 215, 30, { bold: true, color: '#312e81' });
  centred(input.achievement, 270, 14, { color: '#475569' });
  centred(input.title, 295, 22, { bold: true });
  centred(`Issued on ${input.issuedOn}`, 350, 12, { color: '#475569' });

  doc.image(qr, width - 190, height - 190, { width: 120 });
  doc
    .font(FONTS.latin)
    .fontSize(10)
    .fillColor('#475569')
    .text(`Certificate code: ${input.code}`, 70, height - 120)
    .text(`Verify at ${input.verifyUrl}`, 70, height - 104, { width: width - 300 });

  doc.end();
  return done;
}
