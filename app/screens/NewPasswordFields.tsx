import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

export interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids (labels point at them): "vgn-register" gives vgn-register-password and -repeat. */
  idPrefix: string;
  /** Message id of the first field's label ("Password", "New password"). */
  label: string;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  autoFocus?: boolean;
}

/** A new password and its repetition, with the rules as help (registration, the set-password link). */
export function NewPasswordFields({ idPrefix, label, password, repeat, onPassword, onRepeat, autoFocus = false }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <FormGroup label={intl.formatMessage({ id: label })} labelFor={`${idPrefix}-password`} helperText={intl.formatMessage({ id: 'shell.account.passwordHint' })}>
        <InputGroup id={`${idPrefix}-password`} type="password" autoComplete="new-password" required autoFocus={autoFocus} value={password} onChange={(e) => onPassword(e.currentTarget.value)} />
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'shell.account.repeatPassword' })} labelFor={`${idPrefix}-repeat`}>
        <InputGroup id={`${idPrefix}-repeat`} type="password" autoComplete="new-password" required value={repeat} onChange={(e) => onRepeat(e.currentTarget.value)} />
      </FormGroup>
    </>
  );
}
