/**
 * The tax invoice PDF (issue 45): time to draw a 10-line order's invoice and its size in bytes,
 * the median of several after the first (which also reads and parses the embedded font), with
 * CPU time alongside to see through a loaded machine. `pnpm bench invoice`.
 */
import { indiaStateOf, invoiceFigures, orderNumber, priceBreakdown, type Order } from '@store/shared';
import { parseEnv, renderInvoicePdf, sellerFromEnv } from '@store/api/testing';

const RUNS = 15;
const NAMES = ['Lamy Safari Fountain Pen', 'Classmate Spiral Notebook A5, 200 pages', 'Faber-Castell Colour Pencils 24', 'Kangaro Stapler'];

function tenLineOrder(): Order & { invoice: NonNullable<Order['invoice']> } {
  const items = Array.from({ length: 10 }, (_, i) => ({
    product: { _id: `p${i}`, name: NAMES[i % NAMES.length]!, mainImage: null },
    variant: { id: `v${i}`, sku: `INK-${1000 + i}`, options: [{ name: 'Colour', value: ['Charcoal', 'Blue', 'Red'][i % 3]! }] },
    quantity: 1 + (i % 3),
    price: 49.5 + i * 75,
  }));
  const b = priceBreakdown(
    items,
    { code: 'WELCOME10', type: 'percentage', discount: 10, appliesTo: 'all', summary: '10% off' },
    { withTax: true },
  );
  const at = '2026-11-28T06:00:00.000Z';
  return {
    _id: 'bench-order-1',
    user: 'u',
    items,
    shippingAddress: {
      firstName: 'Asha',
      lastName: 'Rao',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
      country: 'India',
      phone: '+919845012345',
    },
    paymentMethod: 'COD',
    promoCode: 'WELCOME10',
    itemsPrice: b.subtotal,
    discount: b.discount,
    shippingPrice: b.shipping,
    taxPrice: b.tax,
    totalPrice: b.total,
    isPaid: false,
    status: 'delivered',
    statusHistory: [{ status: 'delivered', at }],
    gstin: '29ABCDE1234F1ZW',
    invoice: { number: 'INK/2026-27/000123', issuedAt: at, lines: [] },
    createdAt: at,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const seller = sellerFromEnv(parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'bench-'.repeat(8) }));
const order = tenLineOrder();
const figures = invoiceFigures(
  order,
  order.items.map(() => ({ hsnCode: '9608', gstRate: 18 })),
  seller.state,
  indiaStateOf('Karnataka') ?? null,
);
const sheet = { seller, order, orderNumber: orderNumber(order._id), figures };

const t0 = performance.now();
const first = await renderInvoicePdf(sheet);
const firstMs = performance.now() - t0;
const times: number[] = [];
const cpu: number[] = [];
const sizes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const c = process.cpuUsage();
  const t = performance.now();
  const pdf = await renderInvoicePdf(sheet);
  times.push(performance.now() - t);
  const u = process.cpuUsage(c);
  cpu.push((u.user + u.system) / 1000);
  sizes.push(pdf.length);
}
console.log(`invoice PDF, 10 lines: first ${firstMs.toFixed(0)} ms (${first.length} bytes, font read and parsed)`);
console.log(
  `invoice PDF, 10 lines: median ${median(times).toFixed(1)} ms (cpu ${median(cpu).toFixed(1)} ms) of ${RUNS}, max ${Math.max(...times).toFixed(1)} ms; ${median(sizes)} bytes (${(median(sizes) / 1024).toFixed(1)} KB)`,
);
