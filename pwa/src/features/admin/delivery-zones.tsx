/**
 * /admin/delivery: the owner's delivery zones, measured from the dispatch pincode. Per zone the
 * working days a parcel takes and whether cash on delivery is offered, and one COD limit for all
 * (PUT /api/admin/delivery/zones). The product page, the cart and the checkout read the saved zones.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  DELIVERY_ZONE_DESCRIPTIONS,
  DeliveryZonesAnswerSchema,
  MAX_DELIVERY_DAYS,
  type DeliveryZones,
  type DeliveryZonesAnswer,
} from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite } from './admin-api';
import { LoadError } from './load-error';
import { useAdminLoad } from './use-admin-load';
import './delivery-zones.css';

const SAVED = 'Delivery zones saved.';
const SAVE_FAILED = 'The delivery zones could not be saved.';

interface ZoneRow {
  days: string;
  cod: boolean;
}

const rowsOf = (zones: DeliveryZones): ZoneRow[] => zones.zones.map((z) => ({ days: String(z.days), cod: z.cod }));

/** The form's own checks, keyed as the api keys its errors (`zones.2.days`, `codLimit`). */
function problemsOf(rows: ZoneRow[], codLimit: string): Record<string, string> {
  const problems: Record<string, string> = {};
  rows.forEach((row, i) => {
    const days = Number(row.days);
    if (!/^[0-9]+$/.test(row.days.trim()) || days < 1 || days > MAX_DELIVERY_DAYS)
      problems[`zones.${i}.days`] = `Enter a whole number of days from 1 to ${MAX_DELIVERY_DAYS}`;
  });
  if (codLimit.trim() && !(/^[0-9]+$/.test(codLimit.trim()) && Number(codLimit) >= 1))
    problems.codLimit = 'Enter a whole number of rupees, or leave it empty for no limit';
  return problems;
}

export function DeliveryZonesForm() {
  usePageMeta('Delivery zones · Admin');
  const online = useOnlineStatus();
  const load = useAdminLoad(
    (signal) => adminRead('/delivery/zones', DeliveryZonesAnswerSchema, signal),
    [],
    'Failed to fetch delivery zones',
  );
  const [answer, setAnswer] = useState<DeliveryZonesAnswer | null>(null);
  const [rows, setRows] = useState<ZoneRow[]>([]);
  const [codLimit, setCodLimit] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!load.data) return;
    setAnswer(load.data);
    setRows(rowsOf(load.data.zones));
    setCodLimit(load.data.zones.codLimit === null ? '' : String(load.data.zones.codLimit));
  }, [load.data]);

  const change = (i: number, patch: Partial<ZoneRow>) => {
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
    setErrors(({ [`zones.${i}.days`]: _gone, ...rest }) => rest);
    setStatus(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!answer) return;
    const found = problemsOf(rows, codLimit);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setStatus({ ok: false, text: 'Please correct the marked fields.' });
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const body: DeliveryZones = {
      zones: answer.zones.zones.map((zone, i) => ({ ...zone, days: Number(rows[i]!.days), cod: rows[i]!.cod })),
      codLimit: codLimit.trim() ? Number(codLimit) : null,
    };
    setSaving(true);
    const r = await adminWrite('/admin/delivery/zones', 'PUT', body);
    setSaving(false);
    if (r.ok) {
      const saved = DeliveryZonesAnswerSchema.safeParse(r.data);
      if (saved.success) setAnswer(saved.data);
      setStatus({ ok: true, text: SAVED });
      return;
    }
    setErrors(r.errors);
    setStatus({ ok: false, text: r.message || SAVE_FAILED });
  }

  if (!answer)
    return (
      <div className="admin-page">
        <h1 className="admin-title">Delivery zones</h1>
        {load.status === 'loading' && <Spinner label="Loading delivery zones" />}
        <LoadError load={load} />
      </div>
    );
  const { dispatch } = answer;
  return (
    <div className="admin-page">
      <h1 className="admin-title">Delivery zones</h1>
      <p className="admin-note">
        Parcels leave from pincode {dispatch.pincode} ({dispatch.city}, {dispatch.state}); change it with STORE_DISPATCH_PINCODE. Working
        days skip Sundays and national holidays. Shoppers see &ldquo;Delivery by&rdquo; and cash on delivery from these zones.
      </p>
      <form className="admin-form delivery-zones" onSubmit={(e) => void submit(e)} noValidate>
        {answer.zones.zones.map((zone, i) => {
          const row = rows[i];
          if (!row) return null;
          const error = errors[`zones.${i}.days`];
          return (
            <fieldset key={zone.id} className="delivery-zone">
              <legend className="delivery-zone__name">{zone.label}</legend>
              <p className="delivery-zone__about">{DELIVERY_ZONE_DESCRIPTIONS[zone.id]}</p>
              <div className="field delivery-zone__days">
                <label htmlFor={fieldId(`zones.${i}.days`)}>Working days</label>
                <input
                  id={fieldId(`zones.${i}.days`)}
                  className="input"
                  inputMode="numeric"
                  value={row.days}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId(`zones.${i}.days`)}-error` : undefined}
                  onChange={(e) => change(i, { days: e.target.value.replace(/[^0-9]/g, '') })}
                />
                {error && (
                  <p id={`${fieldId(`zones.${i}.days`)}-error`} className="field-error">
                    {error}
                  </p>
                )}
              </div>
              <label className="admin-check delivery-zone__cod">
                <input type="checkbox" checked={row.cod} onChange={(e) => change(i, { cod: e.target.checked })} />
                Cash on delivery
              </label>
            </fieldset>
          );
        })}
        <div className="field delivery-zones__limit">
          <label htmlFor={fieldId('codLimit')}>
            Cash on delivery limit (₹) <span className="field-hint">(optional: orders above it are paid online; empty for no limit)</span>
          </label>
          <input
            id={fieldId('codLimit')}
            className="input"
            inputMode="numeric"
            value={codLimit}
            aria-invalid={errors.codLimit ? true : undefined}
            aria-describedby={errors.codLimit ? 'delivery-cod-limit-error' : undefined}
            onChange={(e) => {
              setCodLimit(e.target.value.replace(/[^0-9]/g, ''));
              setErrors(({ codLimit: _gone, ...rest }) => rest);
              setStatus(null);
            }}
          />
          {errors.codLimit && (
            <p id="delivery-cod-limit-error" className="field-error">
              {errors.codLimit}
            </p>
          )}
        </div>
        <p className="delivery-zones__saved" role="status">
          {status?.ok ? status.text : ''}
        </p>
        <p className="admin-error" role="alert">
          {status && !status.ok ? status.text : ''}
        </p>
        <div className="admin-form__actions">
          <Button type="submit" loading={saving} disabled={!online}>
            Save delivery zones
          </Button>
        </div>
        {!online && <p className="admin-note">Saving is turned off while you are offline.</p>}
      </form>
    </div>
  );
}

/** The input's id for an error key: `zones.2.days` → `delivery-zones-2-days`, `codLimit` → `delivery-cod-limit`. */
function fieldId(key: string): string {
  return key === 'codLimit' ? 'delivery-cod-limit' : `delivery-${key.replace(/\./g, '-')}`;
}
