import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** The line under an account card that leads back to sign-in, in the words of the screen (message id). */
export function SignInLink({ message }: { message: string }) {
  return (
    <p className="vgn-account-links">
      <Link to="/sign-in">
        <FormattedMessage id={message} />
      </Link>
    </p>
  );
}
