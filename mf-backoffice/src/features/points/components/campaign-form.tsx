import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { emptyLocalized, pickLocalized, type Localized } from '../../../lib/localized';
import { LocalizedFields } from '../../../components/localized-fields';
import type { Campaign } from '../api/get-campaign';
import { getPointsGoods } from '../api/get-points-goods';
import { saveCampaign } from '../api/save-campaign';

const localInput = (iso: string | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const FIELDS = ['code', 'banner', 'startsAt', 'endsAt', 'items', ...['name', 'description'].flatMap((f) => ['zh', 'en', 'ja', 'ko'].map((l) => `${f}.${l}`))];
type Line = { productId: string; points: string };

/** A campaign: its texts in four languages, when it runs, and the goods it prices (each once, a points price above 0). */
export function CampaignForm({ campaign, onSaved, onCancel }: { campaign: Campaign | null; onSaved: (message: string) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const goods = useRequest('backoffice-points-goods-all', () => getPointsGoods({ page: 1, pageSize: 100, sort: 'code', order: 'asc', q: '', onSale: '' }));
  const [code, setCode] = useState(campaign?.code ?? '');
  const [name, setName] = useState<Localized>(campaign?.name ?? emptyLocalized());
  const [description, setDescription] = useState<Localized>(campaign?.description ?? emptyLocalized());
  const [banner, setBanner] = useState(campaign?.banner ?? '');
  const [startsAt, setStartsAt] = useState(localInput(campaign?.startsAt));
  const [endsAt, setEndsAt] = useState(localInput(campaign?.endsAt));
  const [lines, setLines] = useState<Line[]>(campaign?.items.map((item) => ({ productId: String(item.productId), points: String(item.points) })) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setLine = (index: number, change: Partial<Line>) => setLines((all) => all.map((line, i) => (i === index ? { ...line, ...change } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items = lines.map((line) => ({ productId: Number(line.productId), points: Number(line.points) }));
    const wrong: Record<string, string> = {};
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/.test(code.trim())) wrong.code = t('backoffice.points.errors.code');
    for (const [field, value] of [['name', name], ['description', description]] as const) {
      for (const [language, text] of Object.entries(value)) if (!text.trim()) wrong[`${field}.${language}`] = t('backoffice.points.errors.required');
    }
    if (banner.trim() && !/^\/media\/[A-Za-z0-9._/-]{1,200}$/.test(banner.trim())) wrong.banner = t('backoffice.points.campaigns.bannerInvalid');
    if (!startsAt || !endsAt || new Date(startsAt) >= new Date(endsAt)) wrong.endsAt = t('backoffice.points.errors.window');
    if (items.some((item) => !item.productId || !Number.isInteger(item.points) || item.points < 1) || new Set(items.map((i) => i.productId)).size !== items.length) {
      wrong.items = t('backoffice.points.campaigns.itemsInvalid');
    }
    setErrors(wrong);
    if (Object.keys(wrong).length) return setFailure(t('backoffice.points.errors.form'));
    setBusy(true);
    setFailure(null);
    try {
      await saveCampaign({
        code: code.trim(), name, description, banner: banner.trim(), startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString(), items,
        ...(campaign ? { id: campaign.id, version: campaign.version } : {}),
      });
      onSaved(t('backoffice.points.campaigns.saved'));
    } catch (error) {
      const read = readFailure(error, t('backoffice.common.saveFailed'), FIELDS);
      setFailure(read.message);
      if (read.field) setErrors({ [read.field]: read.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bo-form" aria-label={t(campaign ? 'backoffice.points.campaigns.edit' : 'backoffice.points.campaigns.new')} onSubmit={(event) => void submit(event)} noValidate>
      <label className="bo-field">{t('backoffice.points.columns.code')}<input type="text" maxLength={40} value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={errors.code ? true : undefined} /></label>
      {errors.code ? <p className="bo-field-error">{errors.code}</p> : null}
      <LocalizedFields legend={t('backoffice.points.columns.name')} name="name" value={name} onChange={setName} errors={errors} maxLength={120} />
      <LocalizedFields legend={t('backoffice.points.description')} name="description" multiline value={description} onChange={setDescription} errors={errors} maxLength={1000} />
      <label className="bo-field">{t('backoffice.points.campaigns.banner')}<input type="text" value={banner} onChange={(e) => setBanner(e.target.value)} aria-invalid={errors.banner ? true : undefined} /></label>
      {errors.banner ? <p className="bo-field-error">{errors.banner}</p> : null}
      <label className="bo-field">{t('backoffice.points.campaigns.startsAt')}<input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} /></label>
      <label className="bo-field">{t('backoffice.points.campaigns.endsAt')}<input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} aria-invalid={errors.endsAt ? true : undefined} /></label>
      {errors.endsAt ? <p className="bo-field-error">{errors.endsAt}</p> : null}
      <fieldset>
        <legend>{t('backoffice.points.campaigns.items')}</legend>
        {errors.items ? <p className="bo-field-error">{errors.items}</p> : null}
        {lines.map((line, index) => (
          <div className="bo-actions" key={index}>
            <label className="bo-field">
              {t('backoffice.points.campaigns.good', { n: index + 1 })}
              <select value={line.productId} onChange={(e) => setLine(index, { productId: e.target.value })}>
                <option value="">{t('backoffice.points.choose')}</option>
                {goods.data?.items.map((good) => <option key={good.id} value={good.id}>{`${good.code} · ${pickLocalized(good.name, i18n.language)}`}</option>)}
              </select>
            </label>
            <label className="bo-field">{t('backoffice.points.campaigns.pointsOf', { n: index + 1 })}<input type="number" min={1} step={1} value={line.points} onChange={(e) => setLine(index, { points: e.target.value })} /></label>
            <button type="button" className="button" onClick={() => setLines((all) => all.filter((_, i) => i !== index))}>{t('backoffice.common.remove')}</button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => setLines((all) => [...all, { productId: '', points: '' }])}>{t('backoffice.points.campaigns.addGood')}</button>
      </fieldset>
      <SaveResult error={failure} />
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.common.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('backoffice.common.cancel')}</button>
      </div>
    </form>
  );
}
