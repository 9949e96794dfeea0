import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mayCreateType } from '../../../engine/derive/createRule';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { menuUserOf } from '../../header/menuGlue';
import { config, deploymentOf } from '../../net/config';
import { hasValidToken, isSignedIn } from '../../session/authState';
import { useSession } from '../../session/useSession';

/** Whether the create form may show: yes, not before signing in (the visitor is sent there), or not at all. */
export type CreateAccess = 'allowed' | 'signIn' | 'notAllowed';

/**
 * A create cell opened by a visitor sends them to sign in and back; a signed-in user whom the type's
 * create rule refuses gets the not-allowed message instead of a form that could only fail on submit.
 */
export function useCreateAccess(type: string): CreateAccess {
  const { registry } = useEngine();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = isSignedIn(session);
  const resolved = registry.types.get(type);
  const access: CreateAccess = !signedIn
    ? 'signIn'
    : resolved !== undefined && mayCreateType(resolved, menuUserOf(session.user, signedIn, hasValidToken(session)), deploymentOf(config))
      ? 'allowed'
      : 'notAllowed';
  useEffect(() => {
    if (access === 'signIn' && session.authResolved) void navigate(`/sign-in?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`, { replace: true });
  }, [access, session.authResolved, location, navigate]);
  return access;
}
