import { useIntl } from 'react-intl';
import { isSystemId } from '../../../engine/ids';
import { dateTimeText } from '../../../engine/react/cells/temporalCells';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { Avatar } from '../../../engine/react/people/Avatar';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useItemLabel } from '../../../engine/react/services/hooks';

/** A person a step names (its assignee, who stamped it): their initials and name, linking to their page. */
export function StepPerson({ id }: { id: string }) {
  const { ItemLink } = useEngine();
  const t = useTranslate();
  const system = isSystemId(id);
  const name = useItemLabel(system ? undefined : id);
  // The platform's own work (due reminders) has nobody to show or open.
  if (system) return <span className="wkf-person wkf-system">{t('app.system')}</span>;
  return (
    <ItemLink id={id} className="wkf-person">
      <Avatar id={id} name={name} avatar={null} size={20} />
      <span>{name}</span>
    </ItemLink>
  );
}

/** DD-MMM-YYYY HH:mm of a step's due time; past due while the step is open, it is marked overdue. */
export function StepDue({ due, open }: { due: string; open: boolean }) {
  const { locale } = useIntl();
  const t = useTranslate();
  const { now } = useEngine();
  const overdue = open && Date.parse(due) <= now().getTime();
  return (
    <span className={overdue ? 'wkf-due wkf-overdue' : 'wkf-due'} data-overdue={overdue}>
      {dateTimeText(due, locale)}
      {overdue ? <span className="wkf-overdue-label">{` · ${t('workflow.panel.overdue')}`}</span> : null}
    </span>
  );
}

/** Who stamped the step and when (kinds that stamp when they become active). */
export function StepStamp({ stamp }: { stamp: { by: string; at: string } }) {
  const { locale } = useIntl();
  return (
    <span className="wkf-stamp">
      <StepPerson id={stamp.by} />
      <span className="wkf-when">{dateTimeText(stamp.at, locale)}</span>
    </span>
  );
}
