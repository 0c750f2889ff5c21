import { Link, useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { createLabGroup } from '../api/create-lab-group';
import { getLabGroups } from '../api/get-lab-groups';
import { emptyGroupValues } from '../model/group-schema';
import { GroupForm } from './group-form';
import { RoleChips } from './role-checkboxes';
import './lab-groups.css';

const loadGroups = () => getLabGroups();

/** The shopper's lab groups (each with their roles) and the form that starts one, of which they become the owner. */
export function LabGroupsOverview() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { data, error, loading, retry } = useRequest('lab-groups', loadGroups);

  return (
    <div className="lab-groups">
      <section aria-labelledby="lab-groups-mine" aria-busy={loading}>
        <h2 id="lab-groups-mine">{t('labGroups.mine')}</h2>
        {error && !data ? (
          <div role="alert">
            <p>{apiErrorMessage(error, t('labGroups.loadFailed'))}</p>
            <button type="button" className="button" onClick={retry}>{t('labGroups.retry')}</button>
          </div>
        ) : !data ? (
          <p role="status">{t('common.loading')}</p>
        ) : data.length === 0 ? (
          <p>{t('labGroups.empty')}</p>
        ) : (
          <ul className="lab-group-cards">
            {data.map((group) => (
              <li key={group.id}>
                <Link to={localize(`/user/labGroup/${group.id}`)}>{group.name}</Link>
                <span>{group.institution}</span>
                <span>{t('labGroups.memberCount', { count: group.memberCount })}</span>
                <RoleChips roles={group.myRoles} label={t('labGroups.myRolesIn', { name: group.name })} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="lab-groups-create">
        <h2 id="lab-groups-create">{t('labGroups.create')}</h2>
        <p className="lab-group-hint">{t('labGroups.createHint')}</p>
        <GroupForm
          initial={emptyGroupValues}
          submitLabel={t('labGroups.createButton')}
          onSave={async (body) => {
            const group = await createLabGroup(body);
            navigate(localize(`/user/labGroup/${group.id}`));
          }}
        />
      </section>
    </div>
  );
}
