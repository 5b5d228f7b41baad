import PDFDocument from 'pdfkit';
import { FONTS, isDevanagari } from '../certificates/index.ts';
import type { InvoiceRow } from './invoice-repository.ts';

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('en-IN')}%`;

/**
 * A one-page A4 tax invoice: seller (with GSTIN), buyer and place of supply, the course with its
 * price before and after the discount, and GST split as the invoice row stores it (decision 029).
 */
export async function renderInvoicePdf(invoice: InvoiceRow, brand: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Tax invoice ${invoice.invoiceNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone) => doc.on('end', () => resolveDone(Buffer.concat(chunks))));

  const font = (text: string, bold = false) =>
    doc.font(
      isDevanagari(text)
        ? bold
          ? FONTS.devanagariBold
          : FONTS.devanagari
        : bold
          ? FONTS.latinBold
          : FONTS.latin,
    );
  const left = 50;
  const width = doc.page.width - 100;
  const line = (text: string, options: { size?: number; bold?: boolean; color?: string; x?: number } = {}) =>
    font(text, options.bold)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? '#0f172a')
      .text(text, options.x ?? left, undefined, { width: width - ((options.x ?? left) - left) });

  line(brand, { size: 18, bold: true, color: '#4338ca' });
  line('Tax invoice', { size: 22, bold: true });
  doc.moveDown(0.5);
  line(`Invoice number: ${invoice.invoiceNumber}`, { bold: true });
  line(
    `Invoice date: ${invoice.issuedAt.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}`,
  );
  if (invoice.providerPaymentId) line(`Payment id: ${invoice.providerPaymentId}`);
  doc.moveDown();

  line('Seller', { bold: true, color: '#475569' });
  line(invoice.sellerName, { bold: true });
  line(invoice.sellerAddress);
  line(`GSTIN: ${invoice.sellerGstin}`);
  line(`State: ${invoice.sellerState}`);
  doc.moveDown();

  line('Bill to', { bold: true, color: '#475569' });
  line(invoice.buyerName, { bold: true });
  line(invoice.buyerEmail);
  line(`Place of supply: ${invoice.buyerState ?? invoice.sellerState}`);
  doc.moveDown();

  const rows: [string, string, boolean?][] = [
    ['Course (online education service)', invoice.courseTitle, true],
    ['Price before discount', rupees(invoice.originalPricePaise)],
    ['Discount', rupees(invoice.originalPricePaise - invoice.totalPaise)],
    ['Price paid (GST included)', rupees(invoice.totalPaise), true],
    ['Taxable value', rupees(invoice.taxablePaise)],
  ];
  const half = invoice.gstRateBasisPoints / 2;
  if (invoice.igstPaise > 0) {
    rows.push([`IGST at ${percent(invoice.gstRateBasisPoints)}`, rupees(invoice.igstPaise)]);
  } else {
    rows.push([`CGST at ${percent(half)}`, rupees(invoice.cgstPaise)]);
    rows.push([`SGST at ${percent(half)}`, rupees(invoice.sgstPaise)]);
  }
  rows.push(['Total', rupees(invoice.totalPaise), true]);

  for (const [label, value, bold] of rows) {
    const y = doc.y;
    font(label, bold)
      .fontSize(11)
      .fillColor('#334155')
      .text(label, left, y, { width: width * 0.45 });
    const labelBottom = doc.y;
    font(value, bold)
      .fontSize(11)
      .fillColor('#0f172a')
      .text(value, left + width * 0.5, y, { width: width * 0.5, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 6;
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + width, doc.y - 3)
      .lineWidth(0.5)
      .stroke('#cbd5e1');
  }
  doc.moveDown();
  line('Prices include GST. This is a computer-generated invoice and needs no signature.', {
    size: 9,
    color: '#475569',
  });

  doc.end();
  return done;
}
