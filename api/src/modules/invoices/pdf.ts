/**
 * The GST tax invoice drawn as an A4 PDF with pdfkit. Figures come from shared invoice.ts (pure,
 * tested); this file only places them. A credit note against the invoice is drawn by the same
 * code with its own heading, number and reason (shared credit-note.ts gives its figures). DejaVu Sans is embedded (subset) because the PDF's
 * built-in fonts have no ₹ sign. Black on white with thin rules, 8–9 pt: it reads well printed.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { amountInWords, formatIndiaDate, type InvoiceFigures, type InvoiceLine, type Order, type SellerDetails } from '@store/shared';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
/** Read once: every invoice embeds a subset of these. */
const FONTS = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };

export interface InvoiceSheet {
  seller: SellerDetails;
  order: Order & { invoice: NonNullable<Order['invoice']> };
  /** The order's readable number (INK-7KQ-482-MXA). */
  orderNumber: string;
  figures: InvoiceFigures;
  /** Set for a credit note against the invoice: the sheet is the note (its figures in `figures`). */
  credit?: { number: string; issuedAt: string; reason: string };
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = '#555555';
const RULE = '#999999';

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (n: number) => money.format(n);
const rupees = (n: number) => `₹${money.format(n)}`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (l: InvoiceLine, i: number) => string;
}

/** The line table's columns: CGST and SGST within the state, IGST (double width) across states. */
function columnsFor(intraState: boolean): Column[] {
  const taxColumns: Column[] = intraState
    ? [
        { title: 'CGST', width: 50, align: 'right', cell: (l) => amount(l.cgst) },
        { title: 'SGST', width: 50, align: 'right', cell: (l) => amount(l.sgst) },
      ]
    : [{ title: 'IGST', width: 100, align: 'right', cell: (l) => amount(l.igst) }];
  return [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: 143, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 40, align: 'left', cell: (l) => l.hsnCode ?? '—' },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Unit price', width: 52, align: 'right', cell: (l) => amount(l.unitPrice) },
    { title: 'Discount', width: 46, align: 'right', cell: (l) => amount(l.discount) },
    { title: 'Taxable value', width: 58, align: 'right', cell: (l) => amount(l.taxableValue) },
    { title: 'GST', width: 34, align: 'right', cell: (l) => `${l.gstRate}%` },
    ...taxColumns,
  ];
}

/** The invoice as PDF bytes. */
export function renderInvoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  const { seller, order, figures, credit } = sheet;
  const title = credit ? 'Credit Note' : 'Tax Invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${title} ${credit?.number ?? order.invoice.number}`, Author: seller.legalName, Subject: `Order ${sheet.orderNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const left = PAGE.margin;

  // Heading: the seller's name, "Tax Invoice", and a sample's mark where nobody can miss it.
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('black')
    .text(seller.tradeName, left, PAGE.margin, { width: WIDTH / 2 });
  doc
    .font('bold')
    .fontSize(18)
    .text(title, left + WIDTH / 2, PAGE.margin, { width: WIDTH / 2, align: 'right' });
  let y = PAGE.margin + 26;
  if (seller.isSample) {
    doc.rect(left, y, WIDTH, 20).lineWidth(1.5).stroke('black');
    doc
      .font('bold')
      .fontSize(10)
      .text(`SAMPLE — not a valid ${title.toLowerCase()} (the store’s seller details are not set)`, left, y + 5, {
        width: WIDTH,
        align: 'center',
      });
    y += 28;
  }

  // Seller (left) and the invoice's particulars (right).
  const half = WIDTH / 2 - 10;
  const sellerLines = [
    ...seller.address,
    `GSTIN: ${seller.gstin}`,
    `State: ${seller.state}`,
    [seller.email, seller.phone].filter(Boolean).join(' · '),
  ];
  doc.font('bold').fontSize(9).text(seller.legalName, left, y, { width: half });
  doc.font('regular').fontSize(8.5).text(sellerLines.join('\n'), { width: half, lineGap: 1 });
  const sellerBottom = doc.y;
  const place = figures.placeOfSupply;
  const facts: Array<[string, string]> = [
    ...(credit
      ? ([
          ['Credit note number', credit.number],
          ['Credit note date', formatIndiaDate(credit.issuedAt)],
          ['Against invoice', `${order.invoice.number} of ${formatIndiaDate(order.invoice.issuedAt)}`],
          ['Reason', credit.reason],
        ] as Array<[string, string]>)
      : ([
          ['Invoice number', order.invoice.number],
          ['Invoice date', formatIndiaDate(order.invoice.issuedAt)],
        ] as Array<[string, string]>)),
    ['Order number', sheet.orderNumber],
    ['Order date', formatIndiaDate(order.createdAt)],
    ['Place of supply', place ? `${place.name} (${place.gstCode})` : order.shippingAddress.state],
    ['Payment', order.paymentMethod === 'COD' ? 'Cash on delivery' : order.paymentMethod],
  ];
  let fy = y;
  for (const [label, value] of facts) {
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(label, left + WIDTH / 2 + 10, fy, { width: 90 });
    doc
      .font('bold')
      .fillColor('black')
      .text(value, left + WIDTH / 2 + 100, fy, { width: half - 90 });
    fy = doc.y + 2;
  }
  y = Math.max(sellerBottom, fy) + 10;

  // The buyer: billed and shipped to the order's address.
  const a = order.shippingAddress;
  doc
    .moveTo(left, y)
    .lineTo(left + WIDTH, y)
    .lineWidth(0.5)
    .stroke(RULE);
  y += 6;
  doc.font('regular').fontSize(8).fillColor(GREY).text('BILL TO / SHIP TO', left, y);
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('black')
    .text(`${a.firstName} ${a.lastName}`.trim(), left, doc.y + 2, { width: WIDTH });
  const buyerLines = [a.street, `${a.city}, ${a.state} ${a.zip}`, a.country, `Phone: ${a.phone}`];
  if (order.gstin) buyerLines.push(`GSTIN: ${order.gstin}`);
  doc.font('regular').fontSize(8.5).text(buyerLines.join('\n'), { width: WIDTH, lineGap: 1 });
  y = doc.y + 10;

  // The lines.
  const columns = columnsFor(figures.intraState);
  const drawRow = (cells: string[], top: number, bold: boolean, sub?: string): number => {
    let x = left;
    let bottom = top;
    cells.forEach((text, c) => {
      const col = columns[c]!;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(8)
        .fillColor('black')
        .text(text, x + 2, top, { width: col.width - 4, align: col.align });
      if (c === 1 && sub)
        doc
          .font('regular')
          .fontSize(7)
          .fillColor(GREY)
          .text(sub, x + 2, doc.y, { width: col.width - 4 });
      bottom = Math.max(bottom, doc.y);
      x += col.width;
    });
    return bottom + 4;
  };
  const header = (top: number): number => {
    doc.font('bold').fontSize(8);
    const height = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.width - 4 }))) + 6;
    doc.rect(left, top, WIDTH, height).fill('#eeeeee');
    const bottom = drawRow(
      columns.map((c) => c.title),
      top + 3,
      true,
    );
    doc
      .moveTo(left, bottom - 1)
      .lineTo(left + WIDTH, bottom - 1)
      .lineWidth(0.5)
      .stroke(RULE);
    return bottom + 2;
  };
  y = header(y);
  figures.lines.forEach((line, i) => {
    if (y > PAGE.height - 220) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    const sub = [line.variant, line.sku ? `SKU ${line.sku}` : ''].filter(Boolean).join(' · ');
    y = drawRow(
      columns.map((c) => c.cell(line, i)),
      y,
      false,
      sub,
    );
    doc
      .moveTo(left, y - 2)
      .lineTo(left + WIDTH, y - 2)
      .lineWidth(0.25)
      .stroke('#cccccc');
  });
  // Shipping, its own line: the order charges no GST on it.
  const shippingCells = columns.map((c) => {
    if (c.title === '#') return String(figures.lines.length + 1);
    if (c.title === 'Description') return 'Shipping and handling';
    if (c.title === 'HSN') return figures.shipping.sac;
    if (c.title === 'Qty') return '1';
    if (c.title === 'Unit price' || c.title === 'Taxable value') return amount(figures.shipping.amount);
    if (c.title === 'Discount') return amount(0);
    if (c.title === 'GST') return 'Nil';
    return amount(0);
  });
  // A credit note gives shipping back only with the order's last units: otherwise it has no shipping line.
  const shippingLine = !credit || figures.shipping.amount > 0;
  if (shippingLine) y = drawRow(shippingCells, y, false, figures.shipping.amount === 0 ? 'Free shipping' : undefined);
  doc
    .moveTo(left, y - 2)
    .lineTo(left + WIDTH, y - 2)
    .lineWidth(0.5)
    .stroke(RULE);

  // Totals: the order's own figures.
  const t = figures.totals;
  const totals: Array<[string, string]> = [
    ['Items', rupees(t.items)],
    [`Discount${order.promoCode ? ` (${order.promoCode})` : ''}`, `−${rupees(t.discount)}`],
    ['Taxable value', rupees(t.taxableValue)],
    ...(figures.intraState
      ? ([
          ['CGST', rupees(t.cgst)],
          ['SGST', rupees(t.sgst)],
        ] as Array<[string, string]>)
      : ([['IGST', rupees(t.igst)]] as Array<[string, string]>)),
    ...(shippingLine ? ([['Shipping', rupees(t.shipping)]] as Array<[string, string]>) : []),
  ];
  y += 6;
  const labelX = left + WIDTH - 250;
  for (const [label, value] of totals) {
    doc.font('regular').fontSize(9).fillColor('black').text(label, labelX, y, { width: 150 });
    doc.text(value, labelX + 150, y, { width: 100, align: 'right' });
    y = doc.y + 3;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(left + WIDTH, y)
    .lineWidth(1)
    .stroke('black');
  y += 5;
  doc
    .font('bold')
    .fontSize(11)
    .text(credit ? 'Total credited' : 'Total', labelX, y, { width: 150 });
  doc.text(rupees(t.total), labelX + 150, y, { width: 100, align: 'right' });
  y = doc.y + 12;

  doc.font('regular').fontSize(8).fillColor(GREY).text('Amount in words', left, y);
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('black')
    .text(amountInWords(t.total), left, doc.y + 1, { width: WIDTH });
  y = doc.y + 14;

  doc.font('regular').fontSize(8).fillColor(GREY);
  doc.text('Tax payable under reverse charge: No.', left, y, { width: WIDTH / 2 });
  doc.text(`This is a computer-generated ${title.toLowerCase()} and needs no signature.`, left, doc.y + 2, { width: WIDTH / 2 });
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('black')
    .text(`For ${seller.legalName}`, left + WIDTH / 2, y, { width: WIDTH / 2, align: 'right' });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(GREY)
    .text('Authorised signatory', left + WIDTH / 2, doc.y + 18, { width: WIDTH / 2, align: 'right' });

  doc.end();
  return done;
}
