import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Avatar } from '../../engine/react/people/Avatar';
import type { RecentTarget } from '../session/masqueradeTargets';
import type { PreferenceName } from '../session/preferences';

/** The user preferences the menu switches (platform spec §2), saved on the user item. */
export type UserPref = PreferenceName;
export const USER_PREFS: readonly UserPref[] = ['dark', 'hideGuidance', 'multiColumns'];

/** Pixels of the signed-in user's avatar on the header's user button (the font warm-up sizes its initials by it). */
export const USER_BUTTON_AVATAR_SIZE = 20;

export interface UserMenuProps {
  signedIn: boolean;
  name: string;
  /** The signed-in user's id and avatar attachment (their picture on the button). */
  userId?: string;
  avatar?: string;
  /** Administrators may start masquerading. */
  canMasquerade: boolean;
  /** Set while acting as another user. */
  masquerading: boolean;
  prefs: Readonly<Record<UserPref, boolean>>;
  recentTargets: readonly RecentTarget[];
  onProfile: () => void;
  onSignOut: () => void;
  onPref: (pref: UserPref, value: boolean) => void;
  onStartMasquerade: () => void;
  onMasqueradeAs: (target: RecentTarget) => void;
  onStopMasquerade: () => void;
  onSignIn: () => void;
  onRegister: () => void;
  /** Languages the product has texts for, and the one shown. */
  languages: readonly string[];
  language: string;
  onLanguage: (language: string) => void;
}

/** The language choice: each language named in itself ("Français"), the current one ticked. */
function LanguageItems({ languages, language, onLanguage }: Pick<UserMenuProps, 'languages' | 'language' | 'onLanguage'>) {
  const intl = useIntl();
  if (languages.length < 2) return null;
  return (
    <>
      <MenuDivider title={intl.formatMessage({ id: 'shell.user.language' })} />
      {languages.map((lang) => (
        <MenuItem
          key={lang}
          icon={lang === language ? 'tick' : 'blank'}
          text={intl.formatMessage({ id: `shell.language.${lang}`, defaultMessage: lang })}
          lang={lang}
          aria-current={lang === language ? 'true' : undefined}
          onClick={() => onLanguage(lang)}
        />
      ))}
    </>
  );
}

const PREF_LABELS: Readonly<Record<UserPref, string>> = {
  dark: 'shell.user.darkMode',
  hideGuidance: 'shell.user.hideGuidance',
  multiColumns: 'shell.user.multiColumns',
};

/** The user menu: profile, preferences, masquerade and sign out; sign-in and register when signed out. */
export function UserMenu(props: UserMenuProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const content = props.signedIn ? (
    <Menu className="vgn-user-menu">
      <MenuItem
        icon={props.userId ? <Avatar id={props.userId} name={props.name} avatar={props.avatar ?? null} size={USER_BUTTON_AVATAR_SIZE} /> : 'person'}
        text={t('shell.user.profile')}
        label={props.name}
        onClick={props.onProfile}
      />
      <MenuDivider />
      {USER_PREFS.map((pref) => (
        <li key={pref} className="vgn-user-pref">
          <Switch checked={props.prefs[pref]} label={t(PREF_LABELS[pref])} onChange={(e) => props.onPref(pref, e.currentTarget.checked)} />
        </li>
      ))}
      {(props.canMasquerade || props.masquerading) && <MenuDivider />}
      {props.masquerading && <MenuItem icon="people" intent="warning" text={t('shell.user.stopMasquerade')} onClick={props.onStopMasquerade} />}
      {props.canMasquerade && !props.masquerading && (
        <>
          <MenuItem icon="people" text={t('shell.user.startMasquerade')} onClick={props.onStartMasquerade} />
          {props.recentTargets.map((target) => (
            <MenuItem key={target.id} icon="history" text={t('shell.user.masqueradeAs', { name: target.label })} onClick={() => props.onMasqueradeAs(target)} />
          ))}
        </>
      )}
      <LanguageItems {...props} />
      <MenuDivider />
      <MenuItem icon="log-out" text={t('shell.user.signOut')} onClick={props.onSignOut} />
    </Menu>
  ) : (
    <Menu className="vgn-user-menu">
      <MenuItem icon="log-in" text={t('shell.user.signIn')} onClick={props.onSignIn} />
      <MenuItem icon="new-person" text={t('shell.user.register')} onClick={props.onRegister} />
      <LanguageItems {...props} />
    </Menu>
  );
  // While masquerading the button says so (label and tooltip), not only by its warning colour.
  const buttonLabel = props.masquerading ? t('shell.user.menuMasquerading', { name: props.name }) : t('shell.user.menu');
  return (
    <PopoverNext placement="bottom-end" content={content}>
      <Button
        variant="minimal"
        icon={props.masquerading ? 'people' : props.signedIn && props.userId ? undefined : 'user'}
        intent={props.masquerading ? 'warning' : 'none'}
        aria-label={buttonLabel}
        title={props.masquerading ? buttonLabel : undefined}
        className="vgn-user-button"
      >
        {props.signedIn && props.userId ? <Avatar id={props.userId} name={props.name} avatar={props.avatar ?? null} size={22} /> : null}
        <span className="vgn-user-name">{props.signedIn ? props.name : t('shell.user.signIn')}</span>
      </Button>
    </PopoverNext>
  );
}
