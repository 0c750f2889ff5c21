import { useCallback, useId, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatPrice } from '@labmall/shared/format/currency';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { TextField } from '../../../components/text-field';
import { getGroupRules, type ApprovalRules } from '../api/get-group-rules';
import { updateGroupRules } from '../api/update-group-rules';
import { useCheckedForm } from '../hooks/use-checked-form';
import { checkRules, RULES_FIELDS, valuesOfRules } from '../model/rules-schema';

/** The owner's form: the amount above which orders need approval (yuan, empty = none) and the hazardous-goods rule. */
function RulesForm({ groupId, rules, onSaved }: { groupId: number; rules: ApprovalRules; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [notice, setNotice] = useState('');
  const { values, setValues, errors, failure, busy, refs, submit } = useCheckedForm(valuesOfRules(rules), RULES_FIELDS, checkRules, async (body) => {
    setNotice('');
    await updateGroupRules(groupId, body);
    setNotice(t('approvals.rules.saved'));
    onSaved();
  });
  return (
    <form className="lab-group-form" noValidate aria-label={t('approvals.rules.title')} onSubmit={(event) => void submit(event)}>
      <p>{t('approvals.rules.lead')}</p>
      <TextField
        id={`${id}-above`} label={t('approvals.rules.aboveAmount')} hint={t('approvals.rules.aboveHint')} inputMode="decimal" maxLength={14}
        value={values.aboveAmount} error={errors.aboveAmount} inputRef={(element) => { refs.current.aboveAmount = element; }}
        onChange={(value) => setValues((v) => ({ ...v, aboveAmount: value }))}
      />
      <label className="lab-group-check">
        <input type="checkbox" checked={values.hazardous} onChange={(event) => setValues((v) => ({ ...v, hazardous: event.target.checked }))} />
        {t('approvals.rules.hazardous')}
      </label>
      <div className="lab-group-actions">
        <button type="submit" className="button button-primary" aria-busy={busy || undefined}>{t('labGroups.save')}</button>
      </div>
      {failure ? <p role="alert" className="form-error">{failure}</p> : null}
      <p role="status">{notice}</p>
    </form>
  );
}

/** The group's approval rules: owners edit them, every other member reads them. Requesters always need approval. */
export function ApprovalRulesSection({ groupId, editable }: { groupId: number; editable: boolean }) {
  const { t } = useTranslation();
  const load = useCallback((signal: AbortSignal) => getGroupRules(groupId, signal), [groupId]);
  const { data: rules, error, retry } = useRequest(`lab-group-rules:${groupId}`, load);
  return (
    <section aria-labelledby="lab-group-rules">
      <h2 id="lab-group-rules">{t('approvals.rules.title')}</h2>
      <p>{t('approvals.rules.requesters')}</p>
      {error && !rules ? (
        <div role="alert">
          <p>{apiErrorMessage(error, t('labGroups.loadFailed'))}</p>
          <button type="button" className="button" onClick={retry}>{t('labGroups.retry')}</button>
        </div>
      ) : !rules ? (
        <p role="status">{t('common.loading')}</p>
      ) : editable ? (
        <RulesForm groupId={groupId} rules={rules} onSaved={retry} />
      ) : (
        <>
          <p>{t('approvals.rules.lead')}</p>
          <dl className="lab-group-figures">
            <dt>{t('approvals.rules.aboveLabel')}</dt>
            <dd>{rules.aboveAmount === null ? t('approvals.rules.readNoAbove') : t('approvals.rules.readAbove', { amount: formatPrice(rules.aboveAmount) })}</dd>
            <dt>{t('approvals.rules.hazardousLabel')}</dt>
            <dd>{rules.hazardous ? t('approvals.rules.readHazardous') : t('approvals.rules.readNoHazardous')}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
